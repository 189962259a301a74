import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from '../../hooks/useToast';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { ToastProvider } from '../toast/ToastProvider';
import { Button } from '@taskflow/ui-core';
import { TextField } from '../fields/TextField';
import { Dialog, type DialogProps } from './Dialog';

type ExampleProps = Partial<Omit<DialogProps, 'open' | 'onClose'>> & { withField?: boolean };

function Example({ withField = true, ...props }: ExampleProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New customer</Button>
      <Button>Behind</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Create customer"
        description="The customer appears in your list at once."
        closeLabel="Close"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Create</Button>
          </>
        }
        {...props}
      >
        {withField ? <TextField label="Company name" /> : null}
      </Dialog>
    </>
  );
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'New customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create customer' });
  // focus moves in on the next animation frame; keys pressed before that go to the page
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
};

describe('Dialog', () => {
  it('is named by its title, described by its description and modal', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The customer appears in your list at once.');
    // the page behind is hidden from screen readers while the dialog is open
    expect(screen.queryByRole('button', { name: 'Behind' })).not.toBeInTheDocument();
  });

  it('moves focus to the first field, skipping the close button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await openDialog(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus());
  });

  it('traps Tab and Shift+Tab inside, in reading order', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await openDialog(user);
    const field = screen.getByRole('textbox', { name: 'Company name' });
    await waitFor(() => expect(field).toHaveFocus());
    // floating-ui moves focus from its edge guards on the next animation frame, hence waitFor
    const expectFocusAfterTab = async (name: string, shift = false) => {
      await user.tab({ shift });
      await waitFor(() => expect(document.activeElement).toHaveAccessibleName(name));
    };
    await expectFocusAfterTab('Cancel');
    await expectFocusAfterTab('Create');
    await expectFocusAfterTab('Close');
    await expectFocusAfterTab('Company name');
    await expectFocusAfterTab('Close', true);
    await expectFocusAfterTab('Create', true);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await openDialog(user);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New customer' })).toHaveFocus());
  });

  it('closes with the close button and restores focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New customer' })).toHaveFocus());
  });

  it('gives focus to the element returnFocus names when it closes, looked up at that moment', async () => {
    const user = userEvent.setup();
    // The opener is replaced while the dialog is open (a card that moved to another column re-renders anew).
    function Replaced() {
      const [open, setOpen] = useState(false);
      const [moved, setMoved] = useState(false);
      return (
        <>
          {moved ? (
            <Button key="moved" data-testid="card">
              Card (moved)
            </Button>
          ) : (
            <Button key="first" onClick={() => setOpen(true)}>
              Card
            </Button>
          )}
          <Button>Behind</Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Task"
            closeLabel="Close"
            returnFocus={() => document.querySelector<HTMLElement>('[data-testid="card"]')}
          >
            <Button onClick={() => setMoved(true)}>Move</Button>
          </Dialog>
        </>
      );
    }
    renderWithTheme(<Replaced />);
    await user.click(screen.getByRole('button', { name: 'Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Card (moved)' })).toHaveFocus());
  });

  it('without a returnFocus target falls back to the element that opened it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example returnFocus={() => null} />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New customer' })).toHaveFocus());
  });

  it('closes on an overlay click, but not on a click inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    const dialog = await openDialog(user);
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can keep the overlay click and Escape from closing it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example closeOnOverlayClick={false} closeOnEscape={false} />);
    await openDialog(user);
    await user.click(screen.getByTestId('dialog-overlay'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks the page scroll while open', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Example />);
    await openDialog(user);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.body.style.overflow).toBe(''));
  });

  it('focuses the given initial element', async () => {
    function WithInitialFocus() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          open
          onClose={() => undefined}
          title="Pick"
          initialFocusRef={ref}
          footer={<Button ref={ref}>Second</Button>}
        >
          <Button>First</Button>
        </Dialog>
      );
    }
    renderWithTheme(<WithInitialFocus />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus());
  });

  it('closes only the topmost of nested dialogs on Escape', async () => {
    function Nested() {
      const [inner, setInner] = useState(false);
      const [outer, setOuter] = useState(true);
      return (
        <Dialog open={outer} onClose={() => setOuter(false)} title="Outer">
          <Button onClick={() => setInner(true)}>Open inner</Button>
          <Dialog open={inner} onClose={() => setInner(false)} title="Inner">
            <Button>Inner action</Button>
          </Dialog>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(<Nested />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open inner' })).toHaveFocus());
  });

  it('keeps toasts shown while it is open readable and reachable', async () => {
    function SaveFails() {
      const toast = useToast();
      return (
        <Dialog open onClose={() => undefined} title="Create customer">
          <Button onClick={() => toast.error('Could not create the customer')}>Create</Button>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    renderWithTheme(
      <ToastProvider closeLabel="Dismiss" regionLabel="Notifications">
        <SaveFails />
      </ToastProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not create the customer');
    expect(screen.getByRole('region', { name: 'Notifications' })).not.toHaveAttribute('aria-hidden');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
