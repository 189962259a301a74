import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('shows the error, sets aria-invalid and describes the input with hint and error', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email');
  });

  it('puts an error that appears later into a live region, so it is announced', () => {
    const { container, rerender } = renderWithTheme(<TextField label="Title" />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<TextField label="Title" error="Title is required" />);
    expect(region).toHaveTextContent('Title is required');
  });

  it('marks a required field without changing its accessible name or using native validation', () => {
    renderWithTheme(<TextField label="Title" required />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('works as a password field, forwards the ref and reports changes', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(<TextField ref={ref} label="Password" type="password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(input).toHaveValue('secret');
  });
});
