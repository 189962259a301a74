import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, registerAgency, signInWithToken, type ApiSession } from './support/session';

// Inviting a team member: the dialog opens, is typed in and sent from the keyboard, focus comes back
// to the button that opened it, the invitation is listed and the API holds it.

const CONFLICT_LOG = 'Failed to load resource: the server responded with a status of 409 (Conflict)';

interface Overview {
  invitations: { email: string; firstName: string; lastName: string; role: string; department: string }[];
}

async function teamOverview(request: APIRequestContext, admin: ApiSession): Promise<Overview> {
  const response = await request.get(`${API_ORIGIN}/api/team/members`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.ok(), `GET /team/members: ${response.status()}`).toBe(true);
  return (await response.json()) as Overview;
}

test('an admin fills and sends the invite dialog from the keyboard; the invitation is listed and held by the API', async ({
  page,
  request,
}) => {
  const admin = await registerAgency(request);
  const email = `invitee-${Date.now()}@agency.example`;
  await signInWithToken(page, admin);
  await page.goto('/dashboard/team?lng=en');
  const invite = page.getByRole('button', { name: 'Invite member' });
  await invite.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Invite team member' });
  const firstName = dialog.getByRole('textbox', { name: 'First name' });
  await expect(firstName).toBeFocused();
  await page.keyboard.type('Ida');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Last name' })).toBeFocused();
  await page.keyboard.type('Invited');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
  await page.keyboard.type(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption('Backend Developer');
  await dialog.getByRole('combobox', { name: 'Department' }).selectOption('development');
  const send = dialog.getByRole('button', { name: 'Send invitation' });
  await send.focus();
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(invite).toBeFocused();
  await expect(page.getByTestId('pending-invitation')).toContainText('Ida Invited');

  const stored = await teamOverview(request, admin);
  expect(stored.invitations).toEqual([
    expect.objectContaining({ email, firstName: 'Ida', lastName: 'Invited', role: 'Backend Developer' }),
  ]);
  await page.reload();
  await expect(page.getByTestId('pending-invitation')).toContainText(email);
});

test('inviting an address that already has an account says so in German, whatever the English server message says', async ({
  page,
  request,
  consoleErrors,
}) => {
  const admin = await registerAgency(request);
  await signInWithToken(page, admin);
  await page.goto('/dashboard/team?lng=de');
  await page.getByRole('button', { name: 'Mitglied einladen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Teammitglied einladen' });
  await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Olivia');
  await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Twice');
  await dialog.getByRole('textbox', { name: 'E-Mail' }).fill(admin.user.email);
  await dialog.getByRole('combobox', { name: 'Rolle' }).selectOption('Backend Developer');
  await dialog.getByRole('combobox', { name: 'Abteilung' }).selectOption('development');
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/team/invitations'));
  await dialog.getByRole('button', { name: 'Einladung senden' }).click();

  // The text follows the answer's code (the message is English and may be reworded).
  expect(await (await refusal).json()).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_REGISTERED' });
  await expect(dialog.getByText('Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.')).toBeVisible();
  await expect(dialog.getByText(/already exists/)).toHaveCount(0);
  expect((await teamOverview(request, admin)).invitations).toEqual([]);
  // Chromium logs the refused call, and only it.
  await expect.poll(() => consoleErrors.slice()).toEqual([CONFLICT_LOG]);
  consoleErrors.length = 0;
});
