import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles through its label', () => {
    renderWithTheme(<Checkbox label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    fireEvent.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
  });

  it('shows an error and marks the checkbox invalid', () => {
    renderWithTheme(<Checkbox label="I agree to the terms" error="Please accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms');
  });
});
