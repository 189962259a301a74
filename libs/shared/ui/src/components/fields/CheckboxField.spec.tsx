import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { Checkbox, CheckboxField } from './CheckboxField';

describe('CheckboxField', () => {
  it('toggles through its label and with Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CheckboxField label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(checkbox).not.toBeChecked();
    await user.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  it('shows an error, marks the checkbox invalid and describes it with the error', () => {
    renderWithTheme(<Checkbox label="I agree to the terms" error="Please accept the terms" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Please accept the terms');
  });

  it('marks a required checkbox without changing its name', () => {
    renderWithTheme(<CheckboxField label="I agree" required />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).not.toHaveAttribute('required');
  });
});
