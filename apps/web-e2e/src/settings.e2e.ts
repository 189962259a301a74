import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  addTeamMember,
  API_ORIGIN,
  registerAgency,
  signInAs,
  signInWithToken,
  type ApiSession,
} from './support/session';

const REFUSED_LOG = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${API_ORIGIN}/api${path}`, { headers: bearer(token) });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

async function setTeamPermission(request: APIRequestContext, admin: ApiSession, canManageSettings: boolean) {
  const response = await request.put(`${API_ORIGIN}/api/team-permissions`, {
    headers: bearer(admin.token),
    data: { canManageSettings },
  });
  expect(response.ok()).toBe(true);
}

test.describe('settings', () => {
  test('a notification toggle survives a reload', async ({ page, request }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?lng=en');
    const digest = page.getByRole('switch', { name: 'Daily digest' });
    await expect(digest).toHaveAttribute('aria-checked', 'false');

    await digest.click();
    await expect(digest).toHaveAttribute('aria-checked', 'true');
    await expect(digest).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();

    await expect(page.getByRole('switch', { name: 'Daily digest' })).toHaveAttribute('aria-checked', 'true');
    const stored = await apiGet<{ emailDailyDigest: boolean }>(request, '/notifications/preferences', admin.token);
    expect(stored.emailDailyDigest).toBe(true);
  });

  test('a client communication change is stored, and discard resets a pending one', async ({ page, request }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?tab=communication&lng=en');
    const bar = page.getByTestId('unsaved-changes-bar');
    const visibility = page.getByRole('switch', { name: 'New tasks are visible to clients' });
    await expect(visibility).toHaveAttribute('aria-checked', 'false');

    await visibility.click();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Client communication settings saved')).toBeVisible();
    await expect(bar).toBeHidden();

    const saved = await apiGet<{ clientVisibilityDefault: boolean; allowClientComments: boolean }>(
      request,
      '/client-communication-settings',
      admin.token,
    );
    expect(saved.clientVisibilityDefault).toBe(true);

    const comments = page.getByRole('switch', { name: 'Clients may comment' });
    await comments.click();
    await expect(comments).toHaveAttribute('aria-checked', 'false');
    await bar.getByRole('button', { name: 'Discard' }).click();
    await expect(comments).toHaveAttribute('aria-checked', 'true');
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'New tasks are visible to clients' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const after = await apiGet<{ allowClientComments: boolean }>(
      request,
      '/client-communication-settings',
      admin.token,
    );
    expect(after.allowClientComments).toBe(true);
  });

  test('leaving with pending changes asks first', async ({ page, request }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?tab=teamPermissions&lng=en');
    await page.getByRole('switch', { name: 'Delete projects' }).click();
    // What a person sees before leaving: the page knows the change is pending.
    await expect(page.getByTestId('unsaved-changes-bar')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();

    await expect(page.getByRole('switch', { name: 'Daily digest' })).toBeVisible();
    const permissions = await apiGet<{ canDeleteProjects: boolean }>(request, '/team-permissions', admin.token);
    expect(permissions.canDeleteProjects).toBe(true);
  });

  test("the browser's back button and signing out ask too while changes are pending", async ({ page, request }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard?lng=en');
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Team permissions' }).click();
    await page.getByRole('switch', { name: 'Delete projects' }).click();
    await expect(page.getByTestId('unsaved-changes-bar')).toBeVisible();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });

    await page.goBack();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByRole('switch', { name: 'Delete projects' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings/);
    await expect(page.getByTestId('unsaved-changes-bar')).toBeVisible();

    await page.goBack();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/dashboard\?lng=en$|\/dashboard$/);
    const permissions = await apiGet<{ canDeleteProjects: boolean }>(request, '/team-permissions', admin.token);
    expect(permissions.canDeleteProjects).toBe(true);
  });

  test('a team member and a client see neither the client communication nor the team permissions tab', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await registerAgency(request);
    await setTeamPermission(request, admin, false);
    const member = await addTeamMember(request, admin.token);
    await signInWithToken(page, member);
    await page.goto('/dashboard/settings?lng=en');
    const tabs = page.getByRole('tablist', { name: 'Settings' }).getByRole('tab');
    await expect(tabs).toHaveText(['Notifications', 'Account & profile', 'Integrations']);

    // With canManageSettings the member may edit client communication, still not team permissions.
    await setTeamPermission(request, admin, true);
    await page.reload();
    await expect(tabs).toHaveText(['Notifications', 'Client communication', 'Account & profile', 'Integrations']);

    const clientPage = await browser.newPage();
    await signInAs(clientPage, 'client');
    await clientPage.goto('/dashboard/settings?lng=en');
    await expect(clientPage.getByRole('tablist', { name: 'Settings' }).getByRole('tab')).toHaveText([
      'Notifications',
      'Account & profile',
      'Integrations',
    ]);
    await clientPage.close();
  });

  test('an email change without the right current password is refused', async ({ page, request, consoleErrors }) => {
    const admin = await registerAgency(request);
    await signInWithToken(page, admin);
    await page.goto('/dashboard/settings?tab=account&lng=en');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Email address').fill('someone-else@agency.example');
    await profile.getByLabel('Current password', { exact: true }).fill('not-the-password');

    await page.getByTestId('unsaved-changes-bar').getByRole('button', { name: 'Save changes' }).click();

    await expect(profile.getByText('The current password is not correct.')).toBeVisible();
    // The browser logs the refused call; that one answer is what this test expects.
    await expect.poll(() => consoleErrors.slice()).toEqual([REFUSED_LOG]);
    consoleErrors.length = 0;
    const me = await apiGet<{ email: string }>(request, '/auth/me', admin.token);
    expect(me.email).toBe(admin.user.email);
  });
});
