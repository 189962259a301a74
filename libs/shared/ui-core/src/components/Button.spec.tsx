import { createRef } from 'react';
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
});
