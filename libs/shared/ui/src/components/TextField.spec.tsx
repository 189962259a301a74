import { createRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error, sets aria-invalid and describes the input with it', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter a valid email');
  });

  it('works as a password field, forwards the ref and reports changes', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(<TextField ref={ref} label="Password" type="password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.change(input, { target: { value: 'secret123' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveValue('secret123');
  });
});
