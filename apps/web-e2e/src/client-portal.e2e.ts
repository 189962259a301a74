import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { mailedLinks } from './support/outbox';
import { API_ORIGIN, registerAgency, signInWithToken } from './support/session';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@portal.example`;
const PORTAL_PASSWORD = 'Portal-Passw0rd';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  token: string,
  data?: object,
): Promise<T> {
  const response = await request[method](`${API_ORIGIN}/api${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Every API answer the page receives, as text, to prove what a client never gets. */
function recordApiAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${API_ORIGIN}/api/`)) return;
    bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}

async function signIn(page: Page, email: string, language: 'en' | 'de') {
  await page.goto(`/login?lng=${language}`);
  await page.getByLabel(language === 'en' ? 'Email address' : 'E-Mail-Adresse').fill(email);
  await page.getByLabel(language === 'en' ? 'Password' : 'Passwort', { exact: true }).fill(PORTAL_PASSWORD);
  await page.getByRole('button', { name: language === 'en' ? 'Sign in' : 'Anmelden', exact: true }).click();
}

test.describe('client portal', () => {
  test('an invited contact sets a password, uploads a file on a task and approves it; the team sees it live', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    // One journey through invitation, upload, approval, live updates and the portal turned off: a minute on a quiet
    // machine, so it gets the room of the longer journeys.
    test.setTimeout(180_000);
    const admin = await registerAgency(request);
    const email = unique('contact');
    const company = await api<{ id: string }>(request, 'post', '/client-companies', admin.token, {
      name: 'Seeblick Hotel GmbH',
      contacts: [{ firstName: 'Sina', lastName: 'Seeblick', email }],
    });
    const other = await api<{ id: string }>(request, 'post', '/client-companies', admin.token, {
      name: 'Nordlicht AG',
    });
    const project = await api<{ id: string }>(request, 'post', '/projects', admin.token, {
      name: 'Hotel-Website',
      description: 'Neue Website',
      startDate: '2026-01-01',
      clientCompanyId: company.id,
    });
    const otherProject = await api<{ id: string }>(request, 'post', '/projects', admin.token, {
      name: 'Nordlicht-Shop',
      description: 'Shop',
      startDate: '2026-01-01',
      clientCompanyId: other.id,
    });
    const newTask = (projectId: string, title: string, isClientVisible: boolean) =>
      api<{ id: string }>(request, 'post', '/tasks', admin.token, {
        title,
        description: 'Entwurf',
        projectId,
        assignedToId: admin.user.id,
        isClientVisible,
      });
    const task = await newTask(project.id, 'Startseite freigeben', true);
    await newTask(project.id, 'Interne Kalkulation', false);
    const foreignTask = await newTask(otherProject.id, 'Nordlicht Angebot', true);
    const uploadAsAdmin = async (taskId: string, name: string) => {
      const response = await request.post(`${API_ORIGIN}/api/files?target=task&parentId=${taskId}`, {
        headers: { Authorization: `Bearer ${admin.token}` },
        multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(response.status()).toBe(201);
    };
    await uploadAsAdmin(foreignTask.id, 'nordlicht-vertrag.pdf');
    await api(request, 'post', '/comments/tasks', admin.token, {
      taskId: task.id,
      content: 'Nur intern: Marge 30 Prozent',
      isInternal: true,
    });

    // The invitation mail leads to a password and into the portal.
    await expect.poll(() => mailedLinks(email, '/accept-invitation').length, { message: 'invitation mail' }).toBe(1);
    const portal = await (await browser.newContext()).newPage();
    const answers = recordApiAnswers(portal);
    await portal.goto(`${mailedLinks(email, '/accept-invitation')[0]}&lng=en`);
    await portal.getByLabel('Choose a password', { exact: true }).fill(PORTAL_PASSWORD);
    await portal.getByLabel('Confirm password', { exact: true }).fill(PORTAL_PASSWORD);
    await portal.getByRole('button', { name: 'Set password and join' }).click();
    await expect(portal).toHaveURL(/\/dashboard$/);
    const approvals = portal.getByTestId('dashboard-approvals');
    await expect(approvals).toContainText('Nothing is waiting for your approval.');
    await expect(portal.getByRole('link', { name: 'Waiting for your approval 0' })).toBeVisible();
    // The portal's sidebar: the agency's name, only what a client can use.
    await expect(portal.getByTestId('agency-name')).toHaveText('Client portal of Owner & Partners');
    const nav = portal.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Projects',
      'Tasks',
      'Kanban board',
      'Messages',
      'Settings',
    ]);
    // The team asks for approval: the client's open dashboard lists it at once.
    await api(request, 'post', `/tasks/${task.id}/approval-request`, admin.token, { comment: 'Bitte prüfen' });
    await expect(approvals.getByRole('heading')).toHaveText('Waiting for your approval · 1');
    await expect(portal.getByRole('link', { name: 'Waiting for your approval 1' })).toBeVisible();
    await expect(approvals.getByRole('link')).toHaveText([/Startseite freigeben.*Hotel-Website.*Review/]);

    // The team has the task open while the client works on it.
    await signInWithToken(page, admin);
    const taskAddress = `/dashboard/kanban?projectId=${project.id}&taskId=${task.id}&lng=en`;
    await page.goto(taskAddress);
    const teamModal = page.getByTestId('task-modal');
    await expect(teamModal.getByTestId('approval-status')).toHaveText('Approval pending');

    // The client opens the task from their dashboard.
    await approvals.getByRole('link', { name: /Startseite freigeben/ }).click();
    const clientModal = portal.getByTestId('task-modal');
    await expect(clientModal.getByTestId('approval-status')).toHaveText('Approval pending');
    await clientModal
      .getByRole('region', { name: /^Attachments/ })
      .getByTestId('file-input')
      .setInputFiles({
        name: 'freigabe-startseite.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
    await expect(clientModal.getByTestId('file-item')).toContainText('freigabe-startseite.pdf');
    await expect(clientModal.getByTestId('pending-upload')).toHaveCount(0);
    // The team's open task shows the client's file as it arrives.
    await expect(teamModal.getByTestId('file-item')).toContainText('freigabe-startseite.pdf');

    await clientModal.getByLabel('Comment (optional)').fill('Sieht gut aus, bitte so umsetzen.');
    await clientModal.getByRole('button', { name: 'Approve' }).click();
    await expect(clientModal.getByTestId('approval-status')).toHaveText('Approved');

    // Live for the team: the decision and the client's comment in the history, without a reload.
    await expect(teamModal.getByTestId('approval-status')).toHaveText('Approved');
    await expect(teamModal.getByTestId('approval-history')).toContainText('Sieht gut aus, bitte so umsetzen.');
    // The board drops taskId from the address once the modal is open: open the task again.
    await page.goto(taskAddress);
    const attachment = page.getByTestId('task-modal').getByTestId('file-item');
    await expect(attachment).toContainText('freigabe-startseite.pdf');
    const download = page.waitForEvent('download');
    await attachment.getByRole('button', { name: 'Download freigabe-startseite.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('freigabe-startseite.pdf');

    // Nothing the client received holds an internal comment, a hidden task or another company's file.
    await portal.goto('/dashboard/tasks?lng=en');
    await expect(portal.getByText('Startseite freigeben').first()).toBeVisible();
    const received = answers.join('\n');
    expect(received).toContain('freigabe-startseite.pdf');
    for (const secret of ['Nur intern', 'Interne Kalkulation', 'Nordlicht', 'nordlicht-vertrag.pdf'])
      expect(received).not.toContain(secret);
    await expect(portal.locator('body')).not.toContainText('Nur intern');

    // The approval left the dashboard.
    await portal.goto('/dashboard?lng=en');
    await expect(portal.getByTestId('dashboard-approvals')).toContainText('Nothing is waiting for your approval.');

    // Turning the portal off signs the open page out, and the sign-in page says why.
    await api(request, 'put', '/client-communication-settings', admin.token, { clientPortalAccess: false });
    await expect(portal).toHaveURL(/\/login/);
    await expect(
      portal.getByText('Your agency has turned off the client portal. Please contact them to get access again.'),
    ).toBeVisible();
    await expect(portal.getByText('Your session has expired. Please sign in again.')).toHaveCount(0);
    await portal.context().close();

    // The same client is refused at sign-in, in both languages.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, email, 'en');
    await expect(
      page.getByText('Your agency has turned off the client portal. Please contact them to get access again.'),
    ).toBeVisible();
    await signIn(page, email, 'de');
    await expect(page.getByText('Ihre Agentur hat das Kundenportal deaktiviert.', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    consoleErrors.length = 0;
  });
});
