import { expect, test } from './support/fixtures';
import { mailedLinks } from './support/outbox';
import { API_ORIGIN, registerAgency } from './support/session';

const PASSWORD = 'Invited-Passw0rd';
/** How Chromium logs any answer ≥ 400 to a fetch; the API answers a used invitation with 404. */
const NOT_FOUND_LOG = 'Failed to load resource: the server responded with a status of 404 (Not Found)';

const invitationLinksTo = (email: string) => mailedLinks(email, '/accept-invitation');

test('an invited team member sets a password through the emailed link, is signed in, and the link works only once', async ({
  page,
  consoleErrors,
}) => {
  const admin = await registerAgency(page.request);
  const email = `invited-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;
  const invitation = await page.request.post(`${API_ORIGIN}/api/team/invitations`, {
    data: { firstName: 'Nina', lastName: 'Neumann', email, role: 'Frontend Developer', department: 'development' },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(invitation.status(), `invitation: ${await invitation.text()}`).toBe(201);

  await expect.poll(() => invitationLinksTo(email).length, { message: 'invitation mail in the outbox' }).toBe(1);
  const link = invitationLinksTo(email)[0] ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/accept-invitation\?token=/);

  await page.goto(`${link}&lng=en`);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your TaskFlow account' })).toBeVisible();
  await page.getByLabel('Choose a password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and join' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome to TaskFlow, Nina!')).toBeVisible();
  await expect(page.getByTestId('user-card')).toContainText('Nina Neumann');
  expect(consoleErrors, 'no console errors up to here').toEqual([]);

  // The second use is refused by the server (404). That one logged line is expected; any other error still fails.
  await page.goto(`${link}&lng=en`);
  await page.getByLabel('Choose a password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and join' }).click();
  await expect(page.getByRole('alert')).toHaveText('This invitation link is invalid, has expired or was already used.');
  await expect(page.getByText('Please ask your administrator to send you a new invitation.')).toBeVisible();
  await expect(page).toHaveURL(/\/accept-invitation\?token=/);
  await expect.poll(() => consoleErrors.slice()).toEqual([NOT_FOUND_LOG]);
  consoleErrors.length = 0;
});
