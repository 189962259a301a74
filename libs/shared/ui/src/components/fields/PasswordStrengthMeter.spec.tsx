import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasswordStrengthLevel } from '@taskflow/domain';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

const LEVELS: Record<PasswordStrengthLevel, string> = {
  veryWeak: 'Very weak',
  weak: 'Weak',
  medium: 'Medium',
  good: 'Good',
  veryGood: 'Very good',
  excellent: 'Excellent',
};

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'Very weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Medium'],
    ['abcdefgH', 3, 'Good'],
    ['abcdefH1', 4, 'Very good'],
    ['abcdeH1!', 5, 'Excellent'],
  ])('rates %p as %i (%s), by text and as a meter', (password, score, level) => {
    renderWithTheme(
      <PasswordStrengthMeter
        password={password}
        levelText={(key) => LEVELS[key]}
        labelText={(text) => `Password strength: ${text}`}
      />,
    );
    const meter = screen.getByRole('meter', { name: `Password strength: ${level}` });
    expect(meter).toHaveTextContent(`Password strength: ${level}`);
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', level);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a named toggle button', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PasswordField
        label="Password"
        defaultValue="secret"
        showPasswordLabel="Show password"
        hidePasswordLabel="Hide password"
      />,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password (Password)' }));

    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password (Password)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('names each toggle after its field, so a form with several password fields has no two alike', () => {
    const names = { showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' };
    renderWithTheme(
      <>
        <PasswordField label="Current password" {...names} />
        <PasswordField label="New password" {...names} />
      </>,
    );
    expect(screen.getAllByRole('button').map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      'Show password (Current password)',
      'Show password (New password)',
    ]);
  });
});
