import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mailedLinks } from './support/outbox';
import { addTeamMember, API_ORIGIN, registerAgency, signInAs, signInWithToken } from './support/session';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@customer.example`;

async function api<T>(request: APIRequestContext, method: 'get' | 'post', path: string, token: string, data?: object) {
  const response = await request[method](`${API_ORIGIN}/api${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('customers and team', () => {
  test('a new customer’s contact is invited by mail, sets a password and sees that company’s projects in the portal', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await registerAgency(request);
    const email = unique('contact');
    await signInWithToken(page, admin);
    await page.goto('/dashboard/customers?lng=en');
    await expect(page.getByText('No customers yet.')).toBeVisible();

    await page.getByRole('button', { name: 'New customer' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New customer' });
    await dialog.getByRole('textbox', { name: 'Customer name' }).fill('Seeblick Hotel GmbH');
    await dialog.getByRole('combobox', { name: 'Industry' }).selectOption('Sonstige');
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Sina');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Seeblick');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Create customer' }).click();

    await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
    const customerId = page.url().split('/').at(-1) ?? '';
    const contact = page.getByTestId('contact');
    await expect(contact).toContainText('Sina Seeblick');
    await expect(contact).toContainText('Invitation pending');
    await api(request, 'post', '/projects', admin.token, {
      name: 'Hotel-Website',
      description: 'Neue Website',
      startDate: '2026-01-01',
      clientCompanyId: customerId,
    });

    await expect.poll(() => mailedLinks(email, '/accept-invitation').length, { message: 'invitation mail' }).toBe(1);
    const link = mailedLinks(email, '/accept-invitation')[0];
    const portal = await (await browser.newContext()).newPage();
    await portal.goto(`${link}&lng=en`);
    await portal.getByLabel('Choose a password', { exact: true }).fill('Portal-Passw0rd');
    await portal.getByLabel('Confirm password', { exact: true }).fill('Portal-Passw0rd');
    await portal.getByRole('button', { name: 'Set password and join' }).click();
    await expect(portal).toHaveURL(/\/dashboard$/);

    await portal.goto('/dashboard/kanban?lng=en');
    await expect(portal.getByRole('combobox', { name: 'Project' })).toHaveValue('Hotel-Website');
    // The customer pages are the agency's: a client has only their own company (issue 16).
    await portal.goto('/dashboard/customers?lng=en');
    await expect(portal).toHaveURL(/\/unauthorized/);
    await expect(portal.getByRole('button', { name: 'New customer' })).toHaveCount(0);
    await portal.context().close();

    await page.reload();
    await expect(page.getByTestId('contact')).toContainText('Portal access');
  });

  test('a team member opening the team page ends at /unauthorized', async ({ page }) => {
    await signInAs(page, 'team');
    await page.goto('/dashboard/team?lng=en');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  });

  test('an invited member accepts, joins the list (never a client there), and the permissions saved for them hold', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await registerAgency(request);
    const company = await api<{ id: string }>(request, 'post', '/client-companies', admin.token, {
      name: 'Kunde AG',
      contacts: [{ firstName: 'Karl', lastName: 'Kunde', email: unique('client') }],
    });
    expect(company.id).toBeTruthy();
    const email = unique('invitee');
    await signInWithToken(page, admin);
    await page.goto('/dashboard/team?lng=en');
    await expect(page.getByTestId('team-seats')).toContainText('1 of 5 team members');
    await expect(page.getByRole('table', { name: 'Team' })).not.toContainText('Karl Kunde');

    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite team member' });
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ida');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Invited');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('Backend Developer');
    await dialog.getByRole('combobox', { name: 'Department' }).selectOption('development');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
    await expect(page.getByTestId('pending-invitation')).toContainText('Ida Invited');
    await expect(page.getByTestId('team-seats')).toContainText('2 of 5 team members');

    await expect.poll(() => mailedLinks(email, '/accept-invitation').length, { message: 'invitation mail' }).toBe(1);
    const memberPage = await (await browser.newContext()).newPage();
    await memberPage.goto(`${mailedLinks(email, '/accept-invitation')[0]}&lng=en`);
    await memberPage.getByLabel('Choose a password', { exact: true }).fill('Member-Passw0rd');
    await memberPage.getByLabel('Confirm password', { exact: true }).fill('Member-Passw0rd');
    await memberPage.getByRole('button', { name: 'Set password and join' }).click();
    await expect(memberPage).toHaveURL(/\/dashboard$/);
    const memberToken = await memberPage.evaluate(() => localStorage.getItem('taskflow_token') ?? '');
    await memberPage.context().close();

    await page.reload();
    await expect(page.getByTestId('pending-invitation')).toHaveCount(0);
    await page.getByRole('link', { name: 'Ida Invited' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Ida Invited' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Create tasks' }).selectOption('denied');
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await expect(page.getByText('Permissions saved')).toBeVisible();

    const check = await api<{ hasPermission: boolean }>(
      request,
      'get',
      '/team-permissions/check/canCreateTasks',
      memberToken,
    );
    expect(check.hasPermission).toBe(false);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Create tasks' })).toHaveValue('denied');
  });

  test('an admin adds a member through the API and sees their real figures on the team page', async ({
    page,
    request,
  }) => {
    const admin = await registerAgency(request);
    const member = await addTeamMember(request, admin.token);
    const company = await api<{ id: string }>(request, 'post', '/client-companies', admin.token, {
      name: 'Zahlen GmbH',
    });
    const project = await api<{ id: string }>(request, 'post', '/projects', admin.token, {
      name: 'Zahlenprojekt',
      description: 'x',
      startDate: '2026-01-01',
      clientCompanyId: company.id,
    });
    for (const hours of [4, 6])
      await api(request, 'post', '/tasks', admin.token, {
        title: `Task ${hours}`,
        description: 'x',
        projectId: project.id,
        assignedToId: member.user.id,
        estimatedTime: hours,
      });
    await signInWithToken(page, admin);
    await page.goto(`/dashboard/team/${member.user.id}?lng=en`);
    await expect(page.getByTestId('summary-activeTasks')).toContainText('2');
    await expect(page.getByTestId('summary-workload')).toContainText('25 %');
    await expect(page.getByText('Zahlen GmbH')).toBeVisible();
  });
});
