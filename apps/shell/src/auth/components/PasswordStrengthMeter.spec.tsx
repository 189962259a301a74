import { screen } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'Very weak', 'Sehr schwach'],
    ['abc', 'Weak', 'Schwach'],
    ['abcdefgh', 'Medium', 'Mittel'],
    ['abcdefgH', 'Good', 'Gut'],
    ['abcdefH1', 'Very good', 'Sehr gut'],
    ['abcdeH1!', 'Excellent', 'Exzellent'],
  ])('labels %p as %s / %s', async (password, english, german) => {
    const { unmount } = await renderWithProviders(<PasswordStrengthMeter password={password} />, { language: 'en' });
    expect(screen.getByTestId('password-strength')).toHaveTextContent(`Password strength: ${english}`);
    unmount();
    await renderWithProviders(<PasswordStrengthMeter password={password} />, { language: 'de' });
    expect(screen.getByTestId('password-strength')).toHaveTextContent(`Passwortstärke: ${german}`);
  });
});
