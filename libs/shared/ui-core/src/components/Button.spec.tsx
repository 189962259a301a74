import { createRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" by default and handles clicks', () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit type', () => {
    renderWithTheme(<Button type="submit">Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });

  it('shows a spinner and is disabled while loading', () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByTestId('spinner')).toBeInTheDocument();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows no spinner when not loading', () => {
    renderWithTheme(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(button).queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it('forwards the ref and other button props without leaking style props', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="danger" size="sm" fullWidth aria-label="Delete project" data-id="x">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete project' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('data-id', 'x');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('fullWidth');
  });

  describe('a button whose role changes (button, submit, reset, or the form it submits) is a new element', () => {
    it('is another DOM element once its type or form changes', () => {
      const { rerender } = renderWithTheme(<Button>Edit</Button>);
      const edit = screen.getByRole('button', { name: 'Edit' });
      rerender(
        <Button type="submit" form="task-form">
          Save
        </Button>,
      );
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save).not.toBe(edit);
      expect(edit.isConnected).toBe(false);
    });

    it('stays the same element while only its label or handler changes', () => {
      const { rerender } = renderWithTheme(<Button onClick={() => undefined}>Follow</Button>);
      const follow = screen.getByRole('button', { name: 'Follow' });
      rerender(<Button onClick={() => undefined}>Unfollow</Button>);
      expect(screen.getByRole('button', { name: 'Unfollow' })).toBe(follow);
    });

    it('so a button that becomes Save during its own click does not submit the form it just opened', () => {
      const submitted = jest.fn();
      // Browsers re-render between the click's handlers and its default action; flushSync does the same here.
      function EditableFooter() {
        const [editing, setEditing] = useState(false);
        return (
          <>
            <form
              id="edit-form"
              onSubmit={(event) => {
                event.preventDefault();
                submitted();
              }}
            />
            {editing ? (
              // eslint-disable-next-line taskflow/actions-keep-identity -- the very mistake the Button must survive
              <Button type="submit" form="edit-form">
                Save
              </Button>
            ) : (
              <Button onClick={() => flushSync(() => setEditing(true))}>Edit</Button>
            )}
          </>
        );
      }
      renderWithTheme(<EditableFooter />);
      fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      expect(submitted).not.toHaveBeenCalled();
    });
  });
});
