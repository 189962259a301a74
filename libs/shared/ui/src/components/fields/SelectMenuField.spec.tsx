import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Dialog } from '../dialog/Dialog';
import { SelectMenuField } from './SelectMenuField';

const statuses = [
  { value: 'todo', label: 'To do' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'review', label: 'Review' },
  { value: 'completed', label: 'Completed' },
];

/** A status applied at once: every call of onChange is one request of a real page. */
function StatusPicker({ onCommit }: { onCommit: (value: string) => void }) {
  const [value, setValue] = useState('review');
  return (
    <SelectMenuField
      label="Status"
      options={statuses}
      value={value}
      onChange={(next) => {
        onCommit(next);
        setValue(next);
      }}
    />
  );
}

const status = () => screen.getByRole('combobox', { name: 'Status' });

describe('SelectMenuField', () => {
  it('is a labelled combobox showing the current choice', () => {
    renderWithTheme(<StatusPicker onCommit={jest.fn()} />);
    expect(status()).toHaveTextContent('Review');
    expect(status()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the choices with the arrow keys and commits only the one chosen with Enter', async () => {
    const user = userEvent.setup();
    const onCommit = jest.fn();
    renderWithTheme(<StatusPicker onCommit={onCommit} />);
    await user.tab();
    expect(status()).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(status()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Review' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Review');
    await user.keyboard('{Enter}');
    expect(onCommit.mock.calls).toEqual([['todo']]);
    expect(status()).toHaveTextContent('To do');
    expect(status()).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveFocus();
  });

  it('never commits a closed list: arrows and letters open it', async () => {
    const user = userEvent.setup();
    const onCommit = jest.fn();
    renderWithTheme(<StatusPicker onCommit={onCommit} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    await user.keyboard('c');
    expect(status()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(onCommit).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Review');
  });

  it('leaves the choice unchanged on Escape and on Tab', async () => {
    const user = userEvent.setup();
    const onCommit = jest.fn();
    renderWithTheme(
      <>
        <StatusPicker onCommit={onCommit} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(status()).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onCommit).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Review');
  });

  it('commits a clicked option once; choosing the current one again commits nothing', async () => {
    const user = userEvent.setup();
    const onCommit = jest.fn();
    renderWithTheme(<StatusPicker onCommit={onCommit} />);
    await user.click(status());
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    expect(onCommit.mock.calls).toEqual([['completed']]);
    await user.click(status());
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(status()).toHaveTextContent('Completed');
  });

  it('in a dialog, Escape closes the open list first and the dialog only with a second press', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <Dialog open onClose={onClose} title="Task">
        <StatusPicker onCommit={jest.fn()} />
      </Dialog>,
    );
    await waitFor(() => expect(status()).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(status()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('commits nothing while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<SelectMenuField label="Status" options={statuses} value="todo" onChange={onChange} disabled />);
    await user.click(status());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(status()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
