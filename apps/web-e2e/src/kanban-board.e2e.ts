import type { APIRequestContext, Page, Response } from '@playwright/test';
import { drag } from './support/board';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import {
  addTeamMember,
  API_ORIGIN,
  DEMO_PASSWORD,
  demoEmail,
  registerAgency,
  signInAs,
  signInWithToken,
  type DemoRole,
} from './support/session';

interface Task {
  id: string;
  title: string;
  status: string;
  projectId: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function apiAs(request: APIRequestContext, role: DemoRole) {
  const response = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return apiWithToken(request, token, user.id);
}

function apiWithToken(request: APIRequestContext, token: string, userId: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'delete' | 'patch', path: string, data?: object) => {
    const response = await request[method](`${API_ORIGIN}/api${path}`, { headers, data });
    return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
  };
  return {
    userId,
    call,
    async projectId(name: string): Promise<string> {
      const { body } = await call('get', '/projects?includeInactive=true');
      const project = (body as { id: string; name: string }[]).find((candidate) => candidate.name === name);
      expect(project, `project ${name}`).toBeDefined();
      return (project as { id: string }).id;
    },
    async createTask(projectId: string, fields: Record<string, unknown> = {}): Promise<Task> {
      const { status, body } = await call('post', '/tasks', {
        title: unique('Board task'),
        description: 'Made by the browser test',
        projectId,
        assignedToId: userId,
        status: 'todo',
        isClientVisible: false,
        ...fields,
      });
      expect(status).toBe(201);
      return body as Task;
    },
  };
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const card = (page: Page, title: string) => page.getByTestId('task-card').filter({ hasText: title });
const isStatusPatch = (taskId: string) => (response: Response) =>
  response.url().endsWith(`/api/tasks/${taskId}/status`) && response.request().method() === 'PATCH';

async function openBoard(page: Page, projectId: string) {
  await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
  await expect(page.getByTestId('kanban-board')).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
}

test.describe('Kanban board', () => {
  test('a drag from todo to in progress is stored: the API agrees and a reload shows it', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    const projectId = await admin.projectId('Website-Relaunch');
    const task = await admin.createTask(projectId);
    await signInAs(page, 'admin');
    await openBoard(page, projectId);
    await expect(column(page, 'todo').getByText(task.title)).toBeVisible();

    const stored = page.waitForResponse(isStatusPatch(task.id));
    await drag(page, card(page, task.title), column(page, 'in_progress'));
    expect((await stored).status()).toBe(200);
    await expect(column(page, 'in_progress').getByText(task.title)).toBeVisible();
    expect((await admin.call('get', `/tasks/${task.id}`)).body).toMatchObject({ status: 'in_progress' });

    await page.reload();
    await expect(column(page, 'in_progress').getByText(task.title)).toBeVisible();
    await expect(column(page, 'todo').getByText(task.title)).toHaveCount(0);
  });

  test('a drop on the same column sends nothing', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    const projectId = await admin.projectId('Website-Relaunch');
    const task = await admin.createTask(projectId);
    const patches: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH') patches.push(sent.url());
    });
    await signInAs(page, 'admin');
    await openBoard(page, projectId);

    await drag(page, card(page, task.title), column(page, 'todo'));
    // A second, real move: its request is the first and only one, so the first drop sent none.
    const stored = page.waitForResponse(isStatusPatch(task.id));
    await drag(page, card(page, task.title), column(page, 'review'));
    await stored;
    expect(patches).toEqual([`${API_ORIGIN}/api/tasks/${task.id}/status`]);
    await expect(column(page, 'review').getByText(task.title)).toBeVisible();
  });

  test('a task deleted by someone else during the drag: the drop fails with the error toast, the rest of the board stays', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const admin = await apiAs(request, 'admin');
    const team = await apiAs(request, 'team');
    const projectId = await admin.projectId('Website-Relaunch');
    const doomed = await admin.createTask(projectId);
    const neighbour = await admin.createTask(projectId);
    await signInAs(page, 'admin');
    await openBoard(page, projectId);

    const failed = page.waitForResponse(isStatusPatch(doomed.id));
    await drag(page, card(page, doomed.title), column(page, 'completed'), async () => {
      expect((await team.call('delete', `/tasks/${doomed.id}`)).status).toBe(204);
    });
    expect((await failed).status()).toBe(404);
    await expect(page.getByText('Error updating task status. Please try again.')).toBeVisible();
    await expect(card(page, doomed.title)).toHaveCount(0);
    await expect(column(page, 'todo').getByText(neighbour.title)).toBeVisible();
    expect(consoleErrors).toEqual([NOT_FOUND_LOG]);
    consoleErrors.length = 0;
  });

  test('a move the server refuses (permission revoked meanwhile) puts the card back with the error toast', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const ownerApi = apiWithToken(request, owner.token, owner.user.id);
    const company = await ownerApi.call('post', '/client-companies', { name: unique('Kunde') });
    const project = await ownerApi.call('post', '/projects', {
      name: unique('Projekt'),
      description: 'Browser test',
      startDate: '2026-01-01',
      clientCompanyId: (company.body as { id: string }).id,
    });
    const projectId = (project.body as { id: string }).id;
    const task = await ownerApi.createTask(projectId, { assignedToId: member.user.id });
    await signInWithToken(page, member);
    await openBoard(page, projectId);
    await expect(column(page, 'todo').getByText(task.title)).toBeVisible();

    const refused = page.waitForResponse(isStatusPatch(task.id));
    await drag(page, card(page, task.title), column(page, 'review'), async () => {
      expect((await ownerApi.call('put', '/team-permissions', { canEditTasks: false })).status).toBe(200);
    });
    expect((await refused).status()).toBe(403);
    await expect(page.getByText('Error updating task status. Please try again.')).toBeVisible();
    await expect(column(page, 'todo').getByText(task.title)).toBeVisible();
    await expect(column(page, 'review').getByText(task.title)).toHaveCount(0);
    expect((await ownerApi.call('get', `/tasks/${task.id}`)).body).toMatchObject({ status: 'todo' });
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 403 (Forbidden)']);
    consoleErrors.length = 0;
  });

  test('an admin and a team member see each other’s moves, new and deleted tasks live', async ({
    browser,
    request,
  }) => {
    // Two people sign in and load the board and a task each, one after the other: twice a single page's work.
    test.setTimeout(120_000);
    const admin = await apiAs(request, 'admin');
    const projectId = await admin.projectId('Website-Relaunch');
    const task = await admin.createTask(projectId, { assignedToId: (await apiAs(request, 'team')).userId });
    const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      const [adminPage, teamPage] = await Promise.all(contexts.map((context) => context.newPage()));
      await signInAs(adminPage, 'admin');
      await signInAs(teamPage, 'team');
      await openBoard(adminPage, projectId);
      await openBoard(teamPage, projectId);
      await expect(column(teamPage, 'todo').getByText(task.title)).toBeVisible();

      // The admin moves with the keyboard menu; the team member sees it without reloading.
      await adminPage.getByRole('button', { name: `Move to … (task ${task.title})` }).click();
      await adminPage.getByRole('menuitem', { name: 'Review' }).click();
      await expect(column(teamPage, 'review').getByText(task.title)).toBeVisible({ timeout: 5000 });

      // The team member drags it on; the admin sees it.
      await drag(teamPage, card(teamPage, task.title), column(teamPage, 'completed'));
      await expect(column(adminPage, 'completed').getByText(task.title)).toBeVisible({ timeout: 5000 });

      // A task created elsewhere appears, a deleted one disappears.
      const created = await admin.createTask(projectId, { status: 'in_progress' });
      await expect(column(teamPage, 'in_progress').getByText(created.title)).toBeVisible({ timeout: 5000 });
      await admin.call('delete', `/tasks/${created.id}`);
      await expect(card(teamPage, created.title)).toHaveCount(0, { timeout: 5000 });

      // Both open the task; a comment written by one appears in the other's open thread.
      await adminPage.getByRole('button', { name: `Open task ${task.title}` }).click();
      await teamPage.getByRole('button', { name: `Open task ${task.title}` }).click();
      const adminThread = adminPage.getByRole('dialog', { name: task.title });
      const teamThread = teamPage.getByRole('dialog', { name: task.title });
      await expect(adminThread.getByText('No comments yet. Start the conversation.')).toBeVisible();
      await expect(teamThread.getByText('No comments yet. Start the conversation.')).toBeVisible();
      const comment = unique('Kommentar vom Team');
      await teamThread.getByLabel('Write a comment').fill(comment);
      await teamThread.getByRole('button', { name: 'Send' }).click();
      await expect(adminThread.getByText(comment)).toBeVisible({ timeout: 5000 });
      const reply = unique('Antwort der Admin');
      await adminThread.getByLabel('Write a comment').fill(reply);
      await adminThread.getByRole('button', { name: 'Send' }).click();
      await expect(teamThread.getByText(reply)).toBeVisible({ timeout: 5000 });
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('a taskId link opens the task and leaves the address', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin');
    const projectId = await admin.projectId('Website-Relaunch');
    const task = await admin.createTask(projectId, { description: 'Opened from a link' });
    await signInAs(page, 'admin');
    await page.goto(`/dashboard/kanban?projectId=${projectId}&taskId=${task.id}&lng=en`);
    const dialog = page.getByRole('dialog', { name: task.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Opened from a link')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/kanban\\?projectId=${projectId}&lng=en$`));
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
  });

  test('a client sees no hidden task and no internal comment: not on the page, in no answer and no live event', async ({
    page,
    request,
  }) => {
    const admin = await apiAs(request, 'admin');
    const projectId = await admin.projectId('Website-Relaunch');
    const secret = unique('Geheime Aufgabe');
    const shared = unique('Geteilte Aufgabe');
    const received: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().startsWith(API_ORIGIN)) return;
      received.push(await response.text().catch(() => ''));
    });
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => received.push(String(frame.payload))));
    await signInAs(page, 'client');
    await openBoard(page, projectId);
    await expect(page.getByText('Startseite gestalten')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Move to … \(task/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);

    // While the client watches: a hidden task is created and changed, then a shared one is created.
    const hidden = await admin.createTask(projectId, { title: secret, isClientVisible: false });
    await admin.call('put', `/tasks/${hidden.id}`, { description: `${secret} – internal notes` });
    await admin.call('post', '/comments/tasks', {
      taskId: (await admin.createTask(projectId, { title: shared, isClientVisible: true })).id,
      content: `Intern: ${secret}`,
      isInternal: true,
    });
    await expect(column(page, 'todo').getByText(shared)).toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: `Open task ${shared}` }).click();
    const dialog = page.getByRole('dialog', { name: shared });
    await expect(dialog.getByText('No comments yet. Start the conversation.')).toBeVisible();
    // A demo task with internal and client comments: the client's thread holds only the shared ones.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('button', { name: 'Open task Startseite gestalten' }).click();
    const demo = page.getByRole('dialog', { name: 'Startseite gestalten' });
    await expect(demo.getByText('Wie ist hier der Stand?')).toBeVisible();
    await expect(demo.getByText('Wir sind dran und melden uns bis Freitag.')).toBeVisible();
    await expect(demo.getByText(/^Intern:/)).toHaveCount(0);
    await expect(demo.getByText('Internal', { exact: true })).toHaveCount(0);

    for (const hiddenTitle of [secret, 'Hosting einrichten', 'Interne Code-Review', 'Bildrechte klären']) {
      await expect(page.getByText(hiddenTitle)).toHaveCount(0);
      expect(received.filter((body) => body.includes(hiddenTitle))).toEqual([]);
    }
    expect(received.filter((body) => body.includes('Intern:'))).toEqual([]);
  });

  test('a team member without canCreateTasks gets no New task action; their admin does', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const ownerApi = apiWithToken(request, owner.token, owner.user.id);
    expect((await ownerApi.call('put', '/team-permissions', { canCreateTasks: false })).status).toBe(200);

    await signInWithToken(page, owner);
    await page.goto('/dashboard/kanban?lng=en');
    await expect(page.getByRole('button', { name: 'New task' })).toBeVisible();

    const memberPage = await browser.newPage();
    try {
      await signInWithToken(memberPage, member);
      const permissions = memberPage.waitForResponse((response) => response.url().endsWith('/api/team-permissions'));
      await memberPage.goto('/dashboard/kanban?lng=en');
      expect((await permissions).status()).toBe(200);
      await expect(memberPage.getByText('There are no projects yet.')).toBeVisible();
      await expect(memberPage.getByRole('button', { name: 'New task' })).toHaveCount(0);
    } finally {
      await memberPage.close();
    }
  });
});
