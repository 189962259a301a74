import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerAgency, signInWithToken } from './support/session';
import { apiOf, recordRequests } from './support/work';

// Selects whose choice applies at once (no Save button): a keyboard user moves through the choices without storing
// any and commits one. The task modal's status select has its own journeys in task-modal.e2e.ts.

const writesTo = (path: string) => (request: Request) => request.method() === 'PUT' && request.url().endsWith(path);

async function settleAfter(page: Page, path: string, press: () => Promise<void>) {
  const answered = page.waitForResponse((response) => writesTo(path)(response.request()));
  await press();
  expect((await answered).status()).toBe(200);
}

test.describe('settings selects that apply at once', () => {
  test('the interface language: the arrows only look, Enter stores the chosen language once', async ({
    page,
    request,
  }) => {
    const admin = await registerAgency(request);
    const writes = recordRequests(page, writesTo('/api/account'));
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?tab=account&lng=en');
    const language = page.getByRole('combobox', { name: 'Interface language' });
    await expect(language).toHaveText('English');

    await language.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'false');
    expect(writes).toHaveLength(0);
    await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();

    await settleAfter(page, '/api/account', () => page.keyboard.press('Enter'));
    const chosen = page.getByRole('combobox', { name: 'Sprache der Oberfläche' });
    await expect(chosen).toHaveText('Deutsch');
    await expect(chosen).toBeFocused();
    expect(writes.map((sent) => sent.postDataJSON())).toEqual([{ language: 'de' }]);
    const stored = await apiOf(request, admin).call<{ language: string }>('get', `/users/${admin.user.id}`);
    expect(stored.language).toBe('de');
  });

  test('the notification frequency: one request for the choice committed with Enter', async ({ page, request }) => {
    const admin = await registerAgency(request);
    const writes = recordRequests(page, writesTo('/api/notifications/preferences'));
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?lng=en');
    const frequency = page.getByRole('combobox', { name: 'How often' });
    await expect(frequency).toHaveText('Immediately');

    await frequency.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    expect(writes).toHaveLength(0);
    await settleAfter(page, '/api/notifications/preferences', () => page.keyboard.press('Enter'));
    await expect(frequency).toHaveText('Weekly');
    await expect(frequency).toBeFocused();
    expect(writes.map((sent) => sent.postDataJSON())).toEqual([{ frequency: 'weekly' }]);

    // Escape and Tab leave an open list without storing what was looked at.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab');
    await expect(frequency).toHaveText('Weekly');
    expect(writes).toHaveLength(1);
    const stored = await apiOf(request, admin).call<{ frequency: string }>('get', '/notifications/preferences');
    expect(stored.frequency).toBe('weekly');
  });
});
