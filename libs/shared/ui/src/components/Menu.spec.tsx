import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from '../hooks/useConfirm';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Button } from '@taskflow/ui-core';
import { ConfirmProvider } from './dialog/ConfirmProvider';
import { Dialog } from './dialog/Dialog';
import { Menu, type MenuItem } from './Menu';

function MoveMenu({ onMove = () => undefined }: { onMove?: (column: string) => void }) {
  const columns = ['To do', 'In progress', 'Review', 'Completed'];
  const items: MenuItem[] = columns.map((column) => ({
    id: column,
    label: column,
    disabled: column === 'To do',
    onSelect: () => onMove(column),
  }));
  return <Menu label="Move task Fix login to" trigger="Move to…" items={items} />;
}

const trigger = () => screen.getByRole('button', { name: 'Move task Fix login to' });
const focusedItem = () => document.activeElement?.textContent;

describe('Menu', () => {
  it('is a menu button: haspopup, expanded state, a named menu of menuitems', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MoveMenu />);
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(trigger()).toHaveTextContent('Move to…');
    await user.click(trigger());
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Move task Fix login to' });
    expect(menu).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'To do',
      'In progress',
      'Review',
      'Completed',
    ]);
    expect(screen.getByRole('menuitem', { name: 'To do' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('opens from the keyboard on the first choosable item, moves with arrows (wrapping) and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onMove = jest.fn();
    renderWithTheme(<MoveMenu onMove={onMove} />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
    await user.keyboard('{ArrowDown}');
    expect(focusedItem()).toBe('Review');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // wraps past the end and skips the disabled first item
    expect(focusedItem()).toBe('In progress');
    await user.keyboard('{ArrowUp}');
    expect(focusedItem()).toBe('Completed');
    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledWith('Completed');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('opens with Space too, on the first choosable item', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MoveMenu />);
    trigger().focus();
    await user.keyboard(' ');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
  });

  it('chooses with Space', async () => {
    const user = userEvent.setup();
    const onMove = jest.fn();
    renderWithTheme(<MoveMenu onMove={onMove} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
    await user.keyboard('{End}');
    expect(focusedItem()).toBe('Completed');
    await user.keyboard(' ');
    expect(onMove).toHaveBeenCalledWith('Completed');
  });

  it('finds an item by typing the start of its name', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MoveMenu />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
    await user.keyboard('re');
    expect(focusedItem()).toBe('Review');
  });

  it('ignores the disabled item', async () => {
    const user = userEvent.setup();
    const onMove = jest.fn();
    renderWithTheme(<MoveMenu onMove={onMove} />);
    await user.click(trigger());
    await user.click(screen.getByRole('menuitem', { name: 'To do' }));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<MoveMenu />);
    trigger().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <MoveMenu />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(trigger());
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('inside a dialog, Escape closes the menu but not the dialog', async () => {
    function InDialog() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onClose={() => setOpen(false)} title="Task">
          <MoveMenu />
        </Dialog>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<InDialog />);
    await waitFor(() => expect(trigger()).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('In progress'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Task' })).toBeInTheDocument();
  });

  it('can open a confirmation; cancelling it returns focus to the trigger', async () => {
    function WithDelete() {
      const confirm = useConfirm();
      return (
        <>
          <Menu
            label="Task actions"
            items={[
              {
                id: 'delete',
                label: 'Delete',
                tone: 'danger',
                onSelect: () => void confirm({ title: 'Delete task?', message: 'Gone.', confirmLabel: 'Delete' }),
              },
            ]}
          />
          <Button>Other</Button>
        </>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(
      <ConfirmProvider cancelLabel="Cancel">
        <WithDelete />
      </ConfirmProvider>,
    );
    const menuTrigger = screen.getByRole('button', { name: 'Task actions' });
    menuTrigger.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(focusedItem()).toBe('Delete'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(menuTrigger).toHaveFocus());
  });
});
