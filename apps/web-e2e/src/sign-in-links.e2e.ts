import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mailedLinks } from './support/outbox';
import { API_ORIGIN, registerAgency } from './support/session';

/** How Chromium logs any answer ≥ 400 to a fetch; the API answers a spent sign-in link with 400. */
const BAD_REQUEST_LOG = 'Failed to load resource: the server responded with a status of 400 (Bad Request)';
const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@portal.example`;
const signInLinksTo = (email: string) => mailedLinks(email, '/login/link');
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

/** A new agency's customer with one contact, invited to the portal (the invitation mail is in the outbox). */
async function invitedContact(request: APIRequestContext, firstName: string) {
  const admin = await registerAgency(request);
  const email = unique(firstName.toLowerCase());
  const created = await request.post(`${API_ORIGIN}/api/client-companies`, {
    data: { name: `${firstName} GmbH`, contacts: [{ firstName, lastName: 'Kundin', email, language: 'en' }] },
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(created.status(), `customer: ${await created.text()}`).toBe(201);
  const company = (await created.json()) as { id: string };
  await expect.poll(() => mailedLinks(email, '/accept-invitation').length, { message: 'invitation mail' }).toBe(1);
  return { admin, email, companyId: company.id };
}

/** Presses Tab until `target` has the focus (at most `limit` times), as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, limit = 12): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a client asks for a sign-in link on /login by keyboard, opens it from the mail and is in the portal', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { email } = await invitedContact(request, 'Sina');
  // She set a password with her invitation earlier (set-up through the API); today she signs in without it.
  const invitation = mailedLinks(email, '/accept-invitation')[0] ?? '';
  const accepted = await request.post(`${API_ORIGIN}/api/team/invitations/accept`, {
    data: { token: tokenOf(invitation), password: 'Portal-Passw0rd' },
  });
  expect(accepted.status()).toBe(200);
  const linksBefore = signInLinksTo(email).length;

  await page.goto('/login?lng=en');
  const emailField = page.getByLabel('Email address');
  await tabTo(page, emailField);
  await page.keyboard.type(email);
  const remember = page.getByLabel('Remember me');
  await tabTo(page, remember);
  await page.keyboard.press('Space');
  await expect(remember).toBeChecked();
  const askForLink = page.getByRole('button', { name: 'Email me a sign-in link' });
  await tabTo(page, askForLink);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const confirmation = page.getByRole('status').filter({ hasText: 'has an account that may sign in by link' });
  await expect(confirmation).toContainText(`If ${email} has an account`);
  await expect(confirmation).toBeFocused();

  await expect.poll(() => signInLinksTo(email).length, { message: 'sign-in mail in the outbox' }).toBe(linksBefore + 1);
  const link = signInLinksTo(email).at(-1) ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/login\/link\?token=/);

  await page.goto(`${link}&lng=en`);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back, Sina!')).toBeVisible();
  await expect(page.getByTestId('user-card')).toContainText('Sina Kundin');
  // Remember me was chosen when the link was asked for: the session outlives the browser session.
  expect(await page.evaluate(() => localStorage.getItem('taskflow_token'))).toBeTruthy();
  expect(consoleErrors, 'no console errors up to here').toEqual([]);

  // The API holds the link as spent: a second use is refused, by the API and on the page.
  const again = await request.post(`${API_ORIGIN}/api/auth/sign-in-link/consume`, { data: { token: tokenOf(link) } });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { code: string }).code).toBe('SIGN_IN_LINK_INVALID');
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${link}&lng=en`);
  const refusal = page.getByRole('alert');
  await expect(refusal).toHaveText(
    'This sign-in link is invalid, has expired or was already used. Please request a new one.',
  );
  await expect(refusal).toBeFocused();
  await page.keyboard.press('Tab');
  const requestNew = page.getByRole('link', { name: 'Request a new sign-in link' });
  await expect(requestNew).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await expect.poll(() => consoleErrors.slice()).toEqual([BAD_REQUEST_LOG]);
  consoleErrors.length = 0;
});

test("the sign-in link of a contact's portal invitation signs her in without choosing a password", async ({
  page,
  request,
}) => {
  const { admin, email, companyId } = await invitedContact(request, 'Ida');
  const link = signInLinksTo(email)[0] ?? '';
  expect(link).toMatch(/^http:\/\/localhost:\d+\/login\/link\?token=/);

  await page.goto(`${link}&lng=en`);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-card')).toContainText('Ida Kundin');
  const customer = await request.get(`${API_ORIGIN}/api/client-companies/${companyId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const { contacts } = (await customer.json()) as { contacts: { email: string; status: string }[] };
  expect(contacts).toContainEqual(expect.objectContaining({ email, status: 'active' }));
});
