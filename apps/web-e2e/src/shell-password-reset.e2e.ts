import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';

/** A seeded demo team member that no other browser test signs in with: its password may change here. */
const EMAIL = 'design@example.com';
const NEW_PASSWORD = 'Brand-new-Passw0rd';

/** The reset links mailed to `email`, oldest first, from the API's local outbox (no SMTP in the browser tests). */
function resetLinksTo(email: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see support/global-setup.ts)');
  const outbox = join(dataDir, 'outbox.jsonl');
  if (!existsSync(outbox)) return [];
  return readFileSync(outbox, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((mail) => mail.to === email)
    .map((mail) => /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0] ?? '');
}

test('a forgotten password is reset through the emailed link and the new one signs in', async ({ page }) => {
  const linksBefore = resetLinksTo(EMAIL).length;

  await page.goto('/login?lng=en');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
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
