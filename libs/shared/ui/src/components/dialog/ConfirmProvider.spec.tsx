import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from '../../hooks/useConfirm';
import type { ConfirmOptions } from '../../state/confirmContext';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Button } from '@taskflow/ui-core';
import { ConfirmProvider } from './ConfirmProvider';

const deleteProject: ConfirmOptions = {
  title: 'Delete project Website-Relaunch?',
  message: 'Its 12 tasks are deleted too. This cannot be undone.',
  confirmLabel: 'Delete project',
};

function Screen({ options = deleteProject }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  const ask = async () => {
    try {
      setResult(String(await confirm(options)));
    } catch (error) {
      setResult(`failed: ${(error as Error).message}`);
    }
  };
  return (
    <>
      <Button onClick={() => void ask()}>Delete</Button>
      <output>{result}</output>
    </>
  );
}

function renderScreen(options?: ConfirmOptions) {
  return renderWithTheme(
    <ConfirmProvider cancelLabel="Cancel">
      <Screen options={options} />
    </ConfirmProvider>,
  );
}

/** A promise the test settles by hand, standing in for a server call that is still running. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useConfirm / ConfirmProvider', () => {
  it('asks in an alertdialog named by the question, describing what is lost, focus on Cancel', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project Website-Relaunch?' });
    expect(dialog).toHaveAccessibleDescription('Its 12 tasks are deleted too. This cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('resolves true on confirm', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel (by keyboard) and on Escape, and gives focus back', async () => {
    const user = userEvent.setup();
    renderScreen();
    const opener = screen.getByRole('button', { name: 'Delete' });
    await user.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByText('false')).toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('false')).toBeInTheDocument();
  });

  it('shows a pending state while the action runs, then resolves true and closes', async () => {
    const user = userEvent.setup();
    const run = deferred();
    const action = jest.fn(() => run.promise);
    renderScreen({ ...deleteProject, action });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));

    expect(action).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Delete project' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // the pressed button is disabled now; focus stays in the dialog instead of falling to the page
    expect(dialog).toHaveFocus();
    // nothing dismisses a running action
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByText('none')).toBeInTheDocument();

    run.resolve();
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the error message when the action fails, and allows a retry', async () => {
    const user = userEvent.setup();
    const action = jest.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    renderScreen({ ...deleteProject, action, errorMessage: 'The project could not be deleted.' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The project could not be deleted.');
    expect(screen.getByRole('alertdialog')).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('closes and rejects when the action fails without an error message', async () => {
    const user = userEvent.setup();
    renderScreen({ ...deleteProject, action: () => Promise.reject(new Error('offline')) });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('failed: offline')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('uses the per-call cancel label and the primary tone when asked', async () => {
    const user = userEvent.setup();
    renderScreen({ ...deleteProject, cancelLabel: 'Keep project', tone: 'primary', confirmLabel: 'Complete' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Keep project' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete' })).toBeInTheDocument();
  });

  it('throws a helpful error outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<Screen />)).toThrow(/ConfirmProvider/);
    spy.mockRestore();
  });
});
