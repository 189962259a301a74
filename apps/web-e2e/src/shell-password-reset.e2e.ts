import { expect, test } from './support/fixtures';
import { mailedLinks } from './support/outbox';

/** A seeded demo team member that no other browser test signs in with: its password may change here. */
const EMAIL = 'design@example.com';
const NEW_PASSWORD = 'Brand-new-Passw0rd';

const resetLinksTo = (email: string) => mailedLinks(email, '/reset-password');

test('a forgotten password is reset through the emailed link and the new one signs in', async ({ page }) => {
  const linksBefore = resetLinksTo(EMAIL).length;

  await page.goto('/login?lng=en');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  // The sign-in page (which has an email field too) stays until the new page has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${EMAIL}`);

  await expect.poll(() => resetLinksTo(EMAIL).length, { message: 'reset mail in the outbox' }).toBe(linksBefore + 1);
  const link = resetLinksTo(EMAIL).at(-1) ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/reset-password\?token=/);

  await page.goto(`${link}&lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-card')).toContainText('Lena Lorenz');
});
