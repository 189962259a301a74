import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dateField, typeDate } from './support/dates';
import { addTeamMember, API_ORIGIN, registerAgency, signInWithToken, type ApiSession } from './support/session';

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Calls of one signed-in user of the real API. */
function api(request: APIRequestContext, session: ApiSession) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const call = async (method: 'get' | 'post' | 'put' | 'patch', path: string, data?: object) => {
    const response = await request[method](`${API_ORIGIN}/api${path}`, { headers, data });
    const body = response.status() === 204 ? null : await response.json();
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body;
  };
  return {
    call,
    company: async (name = unique('Kunde')) => (await call('post', '/client-companies', { name })) as { id: string },
    project: async (clientCompanyId: string, fields: object = {}) =>
      (await call('post', '/projects', {
        name: unique('Projekt'),
        description: 'Made by the browser test',
        startDate: '2026-01-01',
        clientCompanyId,
        ...fields,
      })) as { id: string; name: string },
    task: async (projectId: string, fields: object = {}) =>
      (await call('post', '/tasks', {
        title: unique('Aufgabe'),
        description: 'Made by the browser test',
        projectId,
        assignedToId: session.user.id,
        isClientVisible: false,
        ...fields,
      })) as { id: string; title: string },
  };
}

async function agencyWithWork(request: APIRequestContext) {
  const owner = await registerAgency(request);
  const ownerApi = api(request, owner);
  const company = await ownerApi.company();
  const project = await ownerApi.project(company.id);
  return { owner, ownerApi, company, project };
}

const figure = (page: Page, name: string) => page.getByTestId(`figure-${name}`);

test.describe('dashboard, projects and tasks', () => {
  test('the dashboard shows the counts the API gives the same user, for the admin and a team member', async ({
    browser,
    page,
    request,
  }) => {
    const { owner, ownerApi, company, project } = await agencyWithWork(request);
    const member = await addTeamMember(request, owner.token);
    await ownerApi.task(project.id);
    await ownerApi.task(project.id, { status: 'completed' });
    await ownerApi.task(project.id, { assignedToId: member.user.id });
    await ownerApi.project(company.id, { isActive: false });

    for (const session of [owner, member]) {
      const expected = await api(request, session).call('get', `/dashboard?today=${today()}`);
      const context = await browser.newContext();
      const userPage = await context.newPage();
      await signInWithToken(userPage, session);
      await userPage.goto('/dashboard?lng=en');
      await expect(figure(userPage, 'active-projects')).toHaveText(String(expected.activeProjects));
      await expect(figure(userPage, 'open-tasks')).toHaveText(String(expected.openTasks));
      await expect(figure(userPage, 'customers')).toHaveText(String(expected.customers));
      await expect(userPage.getByTestId('card-completed-value')).toHaveText(String(expected.completedTasks));
      await expect(userPage.getByTestId('card-overdue-value')).toHaveText(String(expected.overdueTasks));
      await expect(userPage.getByTestId('card-satisfaction-value')).toHaveText('–');
      await context.close();
    }
    await signInWithToken(page, owner);
    await page.goto('/dashboard?lng=en');
    await expect(figure(page, 'open-tasks')).toHaveText('2');
    await page
      .getByTestId('dashboard-projects')
      .getByRole('link', { name: new RegExp(project.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/projects/${project.id}$`));
    await expect(page.getByRole('heading', { name: project.name, level: 2 })).toBeVisible();
  });

  test('Focus mode puts three tasks in the order of their focus scores; All tasks orders by due date', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithWork(request);
    await ownerApi.task(project.id, { title: 'Focus low', priority: 'low' });
    await ownerApi.task(project.id, { title: 'Focus top', priority: 'high', dueDate: today(), isClientVisible: true });
    await ownerApi.task(project.id, { title: 'Focus middle', priority: 'medium', isClientVisible: true });

    await signInWithToken(page, owner);
    await page.goto(`/dashboard/tasks?projectId=${project.id}&lng=en`);
    const rows = page.getByTestId('task-row').getByRole('heading');
    await expect(rows).toHaveText(['Focus top', 'Focus middle', 'Focus low']);
    await expect(page.getByTestId('focus-score')).toHaveText(['Focus 100', 'Focus 30', 'Focus 0']);
    await expect(page.getByTestId('stat-important')).toContainText('2');
    await page.getByRole('button', { name: 'All tasks', exact: true }).click();
    await expect(rows).toHaveText(['Focus top', 'Focus low', 'Focus middle']);
  });

  test('a customer-filtered project list shows its banner, and clearing it shows every project', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, company, project } = await agencyWithWork(request);
    const other = await ownerApi.project((await ownerApi.company('Andere GmbH')).id);

    await signInWithToken(page, owner);
    await page.goto(`/dashboard/projects?customerId=${company.id}&lng=en`);
    const names = page.getByTestId('project-card').getByRole('link');
    await expect(
      page.getByText(`Projects of ${(await ownerApi.call('get', `/client-companies/${company.id}`)).name}`),
    ).toBeVisible();
    await expect(names).toHaveText([project.name]);
    await page.getByRole('button', { name: 'Show all projects' }).click();
    await expect(names).toHaveCount(2);
    await expect(page.getByTestId('project-card').filter({ hasText: other.name })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('customerId')).toBeNull();
  });

  test('the new-project form refuses an end date before the start date and sends nothing; fixed, it creates the project', async ({
    page,
    request,
  }) => {
    const { owner, company } = await agencyWithWork(request);
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/projects')) posts.push(sent.url());
    });

    await signInWithToken(page, owner);
    await page.goto(`/dashboard/projects/add?clientId=${company.id}&lng=en`);
    await expect(page.getByLabel('Client')).toHaveValue(company.id);
    const name = unique('Relaunch');
    await page.getByLabel('Project name').fill(name);
    await page.getByLabel('Description').fill('Neue Website');
    await typeDate(dateField(page, 'Start date'), '2026-05-10', 'en');
    await typeDate(dateField(page, 'End date'), '2026-05-01', 'en');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByText('The end date must be after the start date.')).toBeVisible();
    expect(posts).toEqual([]);

    await typeDate(dateField(page, 'End date'), '2026-06-30', 'en');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('mark complete appears only when every task is completed and stores status completed', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithWork(request);
    await ownerApi.task(project.id, { status: 'completed' });
    const open = await ownerApi.task(project.id);

    await signInWithToken(page, owner);
    await page.goto(`/dashboard/projects/${project.id}?lng=en`);
    await expect(page.getByTestId('project-tasks').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);

    await ownerApi.call('patch', `/tasks/${open.id}/status`, { status: 'completed' });
    await page.reload();
    await page.getByRole('button', { name: 'Mark complete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('All 2 tasks are completed');
    await dialog.getByRole('button', { name: 'Mark complete' }).click();
    await expect(page.getByText(`Project ${project.name} is complete`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark complete' })).toHaveCount(0);
    const stored = await ownerApi.call('get', `/projects/${project.id}`);
    expect(stored).toMatchObject({ status: 'completed', isActive: false });
  });

  test("a client's project pages and dashboard never show an internal comment, a hidden task, the budget or notes", async ({
    page,
    request,
  }) => {
    const { ownerApi, company } = await agencyWithWork(request);
    const project = await ownerApi.project(company.id, { budget: 47110, notes: 'Geheime Marge' });
    const visible = await ownerApi.task(project.id, { title: 'Sichtbare Aufgabe', isClientVisible: true });
    await ownerApi.task(project.id, { title: 'Versteckte Aufgabe', isClientVisible: false });
    const comment = (kind: 'tasks' | 'projects', parentId: string, content: string, isInternal: boolean) =>
      ownerApi.call('post', `/comments/${kind}`, {
        [kind === 'tasks' ? 'taskId' : 'projectId']: parentId,
        content,
        isInternal,
      });
    await comment('projects', project.id, 'Öffentliche Projektnotiz', false);
    await comment('projects', project.id, 'Interne Projektnotiz', true);
    await comment('tasks', visible.id, 'Interne Aufgabennotiz', true);
    const email = `client-${Date.now()}@customer.example`;
    await ownerApi.call('post', '/users', {
      firstName: 'Clara',
      lastName: 'Kundin',
      email,
      userType: 'client',
      clientCompanyId: company.id,
      password: 'client-password-1',
    });
    const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
      data: { email, password: 'client-password-1' },
    });
    await signInWithToken(page, (await login.json()) as ApiSession);

    const secrets = [
      'Versteckte Aufgabe',
      'Interne Projektnotiz',
      'Interne Aufgabennotiz',
      'Geheime Marge',
      '47,110',
      '47.110',
    ];
    const expectNoSecrets = async () => {
      const text = await page.locator('body').innerText();
      for (const secret of secrets) expect(text, `page ${page.url()}`).not.toContain(secret);
    };

    await page.goto('/dashboard?lng=en');
    await expect(page.getByTestId('dashboard-activity')).toContainText('Öffentliche Projektnotiz');
    await expectNoSecrets();
    await page.goto('/dashboard/projects?lng=en');
    // Both projects of the client's company (agencyWithWork made the first).
    await expect(page.getByTestId('project-card')).toHaveCount(2);
    await expectNoSecrets();
    await page.goto(`/dashboard/projects/${project.id}?lng=en`);
    await expect(page.getByTestId('project-tasks')).toContainText('Sichtbare Aufgabe');
    await expect(page.getByText('Öffentliche Projektnotiz')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expectNoSecrets();
    await page
      .getByTestId('project-tasks')
      .getByRole('button', { name: /Sichtbare Aufgabe/ })
      .click();
    await expect(page.getByTestId('task-modal')).toBeVisible();
    await expectNoSecrets();
    await page.goto('/dashboard/tasks?lng=en');
    await expect(page.getByTestId('task-row')).toHaveCount(1);
    await expectNoSecrets();
  });
});
