import { expect, test } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { registerAgency, signInWithToken } from './support/session';

// This shell's manifest points the board remote at an address where nothing answers.
const brokenShell = `http://localhost:${E2E_PORTS.shellWithDeadBoard}`;

test.describe('a remote that cannot be loaded', () => {
  // An agency of its own: the language switch below is stored for the signed-in user (never a shared demo account).
  test.beforeEach(async ({ page, request }) => signInWithToken(page, await registerAgency(request)));

  test('is replaced by a translated fallback panel inside the normal layout, with a retry button', async ({ page }) => {
    await page.goto(`${brokenShell}/dashboard?lng=en`);
    const fallback = page.getByTestId('remote-fallback-board');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByText('This area could not be loaded')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Messages' })).toBeVisible();

    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-fallback-board')).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'DE' }).click();
    await expect(page.getByText('Dieser Bereich konnte nicht geladen werden')).toBeVisible();
  });

  test('leaves every other route working', async ({ page }) => {
    await page.goto(`${brokenShell}/dashboard?lng=en`);
    await expect(page.getByTestId('remote-fallback-board')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByTestId('messages-page')).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByTestId('settings-page')).toBeVisible();
    await page.goto(`${brokenShell}/?lng=en`);
    await expect(page.getByTestId('landing-page')).toBeVisible();
  });
});
