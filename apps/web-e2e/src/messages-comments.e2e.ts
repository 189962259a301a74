import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addClientWithProject, apiGet, apiPost } from './support/messaging';
import { addTeamMember, registerAgency, signInWithToken, type ApiSession } from './support/session';

async function secondBrowser(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, session);
  return page;
}

/** Everything the page receives: HTTP answers and live (websocket) frames, as text. */
function recordTraffic(page: Page): string[] {
  const received: string[] = [];
  page.on('response', async (response) => {
    const body = await response.text().catch(() => '');
    received.push(`${response.url()} ${body}`);
  });
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => received.push(String(payload))));
  return received;
}

const commentsTab = '/dashboard/messages?lng=en';

test.describe('project comments', () => {
  test("a client's client-visible comment appears live on the team side with the right unread count", async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const { client, projectId } = await addClientWithProject(request, owner.token, member.user.id);

    // The team member watches the project sidebar.
    await signInWithToken(page, member);
    await page.goto(commentsTab);
    const projectItem = page.getByTestId('project-item').filter({ hasText: 'Shop-Relaunch' });
    await expect(projectItem).toContainText('Kunde & Co');
    await expect(projectItem).toContainText('0 project messages · 0 task messages');
    await expect(projectItem.getByTestId('project-unread')).toHaveCount(0);

    // The client writes in the task's thread in their own browser.
    const clientPage = await secondBrowser(browser, client);
    await clientPage.goto(`/dashboard/messages?projectId=${projectId}&lng=en`);
    await clientPage.getByRole('button', { name: /Startseite abstimmen/ }).click();
    await expect(clientPage.getByRole('heading', { name: 'Startseite abstimmen' })).toBeVisible();
    await expect(clientPage.getByRole('radio', { name: /Internal/ })).toHaveCount(0);
    await clientPage.getByRole('textbox', { name: /comment/i }).fill('Bitte das Logo größer');
    await clientPage.getByRole('button', { name: 'Send' }).click();
    // The thread shows it (possibly live, before the send's own answer), and the box empties once it is sent.
    const clientThread = clientPage.getByRole('list', { name: 'Comments' });
    await expect(clientThread.getByText('Bitte das Logo größer', { exact: true })).toBeVisible();
    await expect(clientPage.getByRole('textbox', { name: /comment/i })).toHaveValue('');

    // Without a reload the team member's sidebar, tab and navigation badges count it: one unread.
    await expect(projectItem).toContainText('0 project messages · 1 task message');
    await expect(projectItem.getByTestId('project-unread')).toHaveText(/1/);
    await expect(page.getByRole('tab', { name: /Project comments/ })).toContainText('1');
    await expect(page.getByTestId('unread-badge')).toHaveText(/1/);

    // Opening the task's thread shows it and reads it: the counts go back to zero.
    await projectItem.getByRole('button', { name: /Shop-Relaunch/ }).click();
    await page.getByRole('button', { name: /Startseite abstimmen/ }).click();
    await expect(page.getByText('Bitte das Logo größer', { exact: true })).toBeVisible();
    await expect(projectItem.getByTestId('project-unread')).toHaveCount(0);
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await clientPage.context().close();
  });

  test('an internal comment never reaches a client page or any answer or live event it receives', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerAgency(request);
    const member = await addTeamMember(request, owner.token);
    const { client, projectId, taskId } = await addClientWithProject(request, owner.token, member.user.id);
    const secret = `Interne Kalkulation ${Date.now()}`;

    await signInWithToken(page, client);
    const received = recordTraffic(page);
    await page.goto(`/dashboard/messages?projectId=${projectId}&lng=en`);
    await page.getByRole('button', { name: /Startseite abstimmen/ }).click();
    await expect(page.getByRole('heading', { name: 'Startseite abstimmen' })).toBeVisible();

    // The team member writes an internal and then a shared comment on the task the client has open.
    const teamPage = await secondBrowser(browser, member);
    await teamPage.goto(`/dashboard/messages?projectId=${projectId}&lng=en`);
    await teamPage.getByRole('button', { name: /Startseite abstimmen/ }).click();
    const box = teamPage.getByRole('textbox', { name: /comment/i });
    await teamPage.getByRole('radio', { name: /Internal/ }).check();
    await box.fill(secret);
    await teamPage.getByRole('button', { name: 'Send' }).click();
    await expect(teamPage.getByRole('list', { name: 'Comments' }).getByText(secret, { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    await apiPost(request, '/comments/tasks', member.token, { taskId, content: 'Der Entwurf ist fertig' });

    // The shared one arrives live; the internal one never arrived, and is not there after a reload either.
    await expect(page.getByText('Der Entwurf ist fertig', { exact: true })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: /Startseite abstimmen/ }).click();
    await expect(page.getByText('Der Entwurf ist fertig', { exact: true })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    expect(received.filter((text) => text.includes(secret))).toEqual([]);
    expect(received.some((text) => text.includes('Der Entwurf ist fertig'))).toBe(true);

    // The client's counts never include it either.
    const overview = await apiGet<{ projects: { taskComments: { total: number } }[] }>(
      request,
      '/comments/overview',
      client.token,
    );
    expect(overview.projects[0].taskComments.total).toBe(1);
    await teamPage.context().close();
  });
});
