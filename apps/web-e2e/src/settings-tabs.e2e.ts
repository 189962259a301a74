import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, registerAgency, signInWithToken, type ApiSession } from './support/session';

// Each settings tab as a person uses it: change a value, save it with the tab's own control, reload: the value stays
// and the API holds it.

async function apiGet<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T> {
  const response = await request.get(`${API_ORIGIN}/api${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function openTab(page: Page, owner: ApiSession, tab: string) {
  await signInWithToken(page, owner);
  await page.goto(`/dashboard/settings?tab=${tab}&lng=en`);
}

/** The tab's pending changes are saved through the bar that announces them; the bar then goes. */
async function saveChanges(page: Page, confirmation: string) {
  const bar = page.getByTestId('unsaved-changes-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(confirmation)).toBeVisible();
  await expect(bar).toBeHidden();
}

test.describe('saving each settings tab', () => {
  test('notifications: a switch is saved at once and stays after a reload', async ({ page, request }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'notifications');
    // The mail switch; the notification centre's switch of the same name sits in the section "In the app".
    const mails = page.getByRole('region', { name: 'Email notifications' });
    const completed = mails.getByRole('switch', { name: 'Task completed' });
    const before = (await completed.getAttribute('aria-checked')) === 'true';
    await completed.click();
    await expect(completed).toHaveAttribute('aria-checked', String(!before));
    await expect(completed).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(mails.getByRole('switch', { name: 'Task completed' })).toHaveAttribute(
      'aria-checked',
      String(!before),
    );
    const stored = await apiGet<{ emailTaskCompleted: boolean }>(request, owner, '/notifications/preferences');
    expect(stored.emailTaskCompleted).toBe(!before);
  });

  test('client communication: a change saved through the bar stays after a reload', async ({ page, request }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'communication');
    const notify = page.getByRole('switch', { name: 'Notify clients automatically' });
    const before = (await notify.getAttribute('aria-checked')) === 'true';
    await notify.click();
    await saveChanges(page, 'Client communication settings saved');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Notify clients automatically' })).toHaveAttribute(
      'aria-checked',
      String(!before),
    );
    const stored = await apiGet<{ autoNotifyClients: boolean }>(request, owner, '/client-communication-settings');
    expect(stored.autoNotifyClients).toBe(!before);
  });

  test('time & rates: the agency default rate typed and saved with Enter stays after a reload; bad input is refused', async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'notifications');
    await page.getByRole('tab', { name: 'Time & rates' }).click();
    const rate = page.getByRole('textbox', { name: 'Default hourly rate (€)' });
    await rate.fill('87,5');
    await rate.press('Enter');
    await expect(rate).toHaveAccessibleDescription(/Enter an amount in euros, like 95\.50/);
    await expect(rate).toBeFocused();
    expect(
      (await apiGet<{ defaultHourlyRateCents: number | null }>(request, owner, '/time/settings'))
        .defaultHourlyRateCents,
    ).toBeNull();

    await rate.fill('87.5');
    await rate.press('Enter');
    await expect(page.getByText('Time tracking settings saved')).toBeVisible();
    await expect(page.getByTestId('unsaved-changes-bar')).toBeHidden();
    await expect(rate).toBeFocused();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Default hourly rate (€)' })).toHaveValue('87.50');
    const stored = await apiGet<{ defaultHourlyRateCents: number | null }>(request, owner, '/time/settings');
    expect(stored.defaultHourlyRateCents).toBe(8750);
  });

  test('time & rates: the agency time zone, searched and chosen by keyboard, stays after a reload', async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'time');
    const zone = page.getByRole('combobox', { name: 'Agency time zone' });
    await expect(zone).toHaveValue('Europe/Berlin');
    await zone.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('new york');
    await expect(page.getByRole('option', { name: /America\/New_York/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(zone).toHaveValue('America/New_York');
    await expect(zone).toBeFocused();
    await saveChanges(page, 'Agency time zone saved');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Agency time zone' })).toHaveValue('America/New_York');
    const stored = await apiGet<{ timeZone: string }>(request, owner, '/service-providers/current/time-zone');
    expect(stored.timeZone).toBe('America/New_York');
  });

  test('account: the profile saved through the bar stays after a reload', async ({ page, request }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'account');
    const phone = page.getByRole('textbox', { name: 'Phone (optional)' });
    await phone.fill('+49 30 1234567');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Owner-Berg');
    await saveChanges(page, 'Your profile was saved');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).toHaveValue('+49 30 1234567');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Owner-Berg');
    const me = await apiGet<{ lastName: string; phone: string | null }>(request, owner, '/auth/me');
    expect(me).toMatchObject({ lastName: 'Owner-Berg', phone: '+49 30 1234567' });
  });

  test('integrations: the calendar feed turned on stays on after a reload', async ({ page, request }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'integrations');
    await expect(page.getByText('The calendar feed is turned off.')).toBeVisible();
    await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const address = page.getByRole('textbox', { name: 'Your secret feed address' });
    await expect(address).toHaveValue(/^https?:\/\/.+/);
    const shown = await address.inputValue();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Your secret feed address' })).toHaveValue(shown);
    const stored = await apiGet<{ feedPath: string | null }>(request, owner, '/calendar-feed');
    expect(stored.feedPath).toBeTruthy();
    expect(shown.endsWith(stored.feedPath ?? '-')).toBe(true);
  });

  test('team permissions: a default saved through the bar stays after a reload', async ({ page, request }) => {
    const owner = await registerAgency(request);
    await openTab(page, owner, 'teamPermissions');
    const reports = page.getByRole('switch', { name: 'Access reports' });
    const before = (await reports.getAttribute('aria-checked')) === 'true';
    await reports.click();
    await saveChanges(page, 'Team permissions updated successfully');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Access reports' })).toHaveAttribute('aria-checked', String(!before));
    const stored = await apiGet<{ canAccessReports: boolean }>(request, owner, '/team-permissions');
    expect(stored.canAccessReports).toBe(!before);
  });
});
