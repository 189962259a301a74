import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { apiGet, apiPost, directConversation } from './support/messaging';
import { addTeamMember, AGENCY_PASSWORD, registerAgency, signInWithToken, type ApiSession } from './support/session';

// Journeys done by keyboard alone, as a person without a mouse does them. Set-up goes through the API; every action
// under test is a key press on the page, and after each step the test asserts where the focus is.

interface Task {
  id: string;
  title: string;
  status: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A fresh agency with one project and the given tasks (to do, assigned to the owner). */
async function agencyWithBoard(request: APIRequestContext, titles: string[]) {
  const owner = await registerAgency(request);
  const company = await apiPost<{ id: string }>(request, '/client-companies', owner.token, { name: 'Nordlicht GmbH' });
  const project = await apiPost<{ id: string }>(request, '/projects', owner.token, {
    name: 'Website-Relaunch',
    description: 'Der neue Auftritt',
    startDate: new Date().toISOString().slice(0, 10),
    clientCompanyId: company.id,
  });
  const tasks: Task[] = [];
  for (const title of titles)
    tasks.push(
      await apiPost<Task>(request, '/tasks', owner.token, {
        title,
        description: 'Set up by the browser test',
        projectId: project.id,
        assignedToId: owner.user.id,
        status: 'todo',
        category: 'design',
      }),
    );
  return { owner, projectId: project.id, tasks };
}

const focused = (page: Page) => page.locator(':focus');
const card = (page: Page, title: string) => page.getByTestId('task-card').filter({ hasText: title });
const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const taskOf = (request: APIRequestContext, owner: ApiSession, id: string) =>
  apiGet<Task>(request, `/tasks/${id}`, owner.token);

/** Presses Tab `times` times (one step: "go on to the next control(s)"). */
async function tab(page: Page, times = 1, shift = false) {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
}

/** Until focused, the skip link leaves no trace on the page: above the viewport, without the shadow it shows with. */
async function expectSkipLinkHidden(skipLink: Locator) {
  expect(await skipLink.evaluate((link) => getComputedStyle(link).boxShadow)).toBe('none');
  expect((await skipLink.boundingBox())?.y ?? 0).toBeLessThan(-((await skipLink.boundingBox())?.height ?? 0));
}

/** After the page loaded: the skip link comes first and takes the focus to the page's main region. */
async function skipToContent(page: Page) {
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expectSkipLinkHidden(skipLink);
  await tab(page);
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

async function openBoardByKeyboard(page: Page, projectId: string, firstTitle: string): Promise<Locator> {
  await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
  await expect(card(page, firstTitle)).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await skipToContent(page);
  await tab(page);
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeFocused();
  // The board's filters come next, in the toolbar's order.
  for (const filter of [
    page.getByRole('searchbox', { name: 'Search cards' }),
    page.getByRole('combobox', { name: 'Assignee' }),
    page.getByRole('combobox', { name: 'Priority' }),
    page.getByRole('combobox', { name: 'Due date' }),
    page.getByRole('textbox', { name: 'Tag' }),
    page.getByRole('combobox', { name: 'Client visibility' }),
    page.getByRole('combobox', { name: 'Checklist' }),
  ]) {
    await tab(page);
    await expect(filter).toBeFocused();
  }
  await tab(page);
  const open = page.getByRole('button', { name: `Open task ${firstTitle}` });
  await expect(open).toBeFocused();
  return open;
}

test.describe('keyboard journeys', () => {
  test('sign in, reach the first card by the skip link, open, edit and close its task: the focus is back on its card', async ({
    page,
    request,
  }) => {
    const [title] = [unique('Wireframes')];
    const { owner, projectId, tasks } = await agencyWithBoard(request, [title]);

    // Signed out, the board's address leads to the sign-in page, which starts with its own skip link.
    await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await skipToContent(page);
    await tab(page);
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.type(owner.user.email);
    await tab(page);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(AGENCY_PASSWORD);
    await page.keyboard.press('Enter');

    // Back on the board the sign-in came from: the first Tab reaches the skip link; past the project picker and the
    // board's seven filters, the first card.
    await expect(card(page, title)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/kanban/);
    await expect(focused(page)).toHaveCount(0);
    await skipToContent(page);
    await tab(page, 9);
    const open = page.getByRole('button', { name: `Open task ${title}` });
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    await expect(dialog).toBeFocused();
    // The footer's last action, Edit, is one Shift+Tab away (the dialog keeps the focus inside).
    await tab(page, 1, true);
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'edit');
    const titleField = dialog.getByLabel('Title');
    await expect(titleField).toBeFocused();

    const renamed = `${title} v2`;
    await page.keyboard.press('End');
    await page.keyboard.type(' v2');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Task saved')).toBeVisible();
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    // Saved, the form gives way to the view and the focus goes back to Edit, where the edit began.
    await expect(page.getByRole('dialog', { name: renamed }).getByRole('button', { name: 'Edit' })).toBeFocused();
    expect((await taskOf(request, owner, tasks[0].id)).title).toBe(renamed);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Open task ${renamed}` })).toBeFocused();
  });

  test('move a card with the "Move to" menu: the focus stays on the moved card; then move it on by mouse drag', async ({
    page,
    request,
  }) => {
    const title = unique('Logo');
    const { owner, projectId, tasks } = await agencyWithBoard(request, [title]);
    await signInWithToken(page, owner);
    await openBoardByKeyboard(page, projectId, title);

    // The card's timer button comes first after its title, then "Move to".
    await tab(page);
    await expect(card(page, title).getByRole('button', { name: `Start timer for ${title}` })).toBeFocused();
    await tab(page);
    const moveButton = card(page, title).getByRole('button', { name: /Move/ });
    await expect(moveButton).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'In progress' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Review' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(column(page, 'review').getByText(title)).toBeVisible();
    await expect(column(page, 'review').getByRole('button', { name: /Move/ })).toBeFocused();
    await expect.poll(async () => (await taskOf(request, owner, tasks[0].id)).status).toBe('review');

    // The same card by mouse: dragged from Review to Completed.
    const source = card(page, title);
    const target = column(page, 'completed');
    const from = await source.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('drag: card or column not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + 20);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 2 });
    await page.mouse.up();
    await expect(column(page, 'completed').getByText(title)).toBeVisible();
    await expect.poll(async () => (await taskOf(request, owner, tasks[0].id)).status).toBe('completed');
  });

  test('create a task by keyboard: a send with errors lands on the first of them, the created task on its card', async ({
    page,
    request,
  }) => {
    const existing = unique('Existing');
    const { owner, projectId } = await agencyWithBoard(request, [existing]);
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
    await expect(card(page, existing)).toBeVisible();

    // "n" opens New task, outside fields.
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    const title = unique('Release notes');
    await page.keyboard.type(title);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Please enter a description.')).toBeVisible();
    await expect(dialog.getByLabel('Description')).toBeFocused();

    await page.keyboard.type('For version 2');
    await tab(page, 2);
    await expect(dialog.getByRole('combobox', { name: 'Assigned to' })).toBeFocused();
    await tab(page);
    await expect(dialog.getByRole('button', { name: 'Assign to me' })).toBeFocused();
    await page.keyboard.press('Enter');
    // The button goes once the task is the owner's: the focus is on the field it filled.
    await expect(dialog.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Olivia Owner');
    await expect(dialog.getByRole('combobox', { name: 'Assigned to' })).toBeFocused();
    await tab(page);
    const category = dialog.getByLabel('Category');
    await expect(category).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveValue('design');
    // Back to the title (past assignee, project and description), where Enter sends the form.
    await tab(page, 4, true);
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(column(page, 'todo').getByText(title)).toBeVisible();
    await expect(page.getByRole('button', { name: `Open task ${title}` })).toBeFocused();
    const board = await apiGet<Task[]>(request, `/tasks/project/${projectId}`, owner.token);
    expect(board.map((task) => task.title)).toContain(title);
  });

  test('from the sidebar to messages, and a direct message sent by keyboard', async ({ page, request }) => {
    const owner = await registerAgency(request);
    const colleague = await addTeamMember(request, owner.token);
    const conversation = await directConversation(request, owner, colleague);
    await signInWithToken(page, owner);
    await page.goto('/dashboard?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Skip link, then the sidebar: Dashboard, Projects, Tasks, Kanban board, Customers, Time, Messages.
    await tab(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await tab(page, 7);
    await expect(page.getByRole('link', { name: /^Messages/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // The new page starts at its heading, not in the sidebar.
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();

    // Past the notification bell and the language switch to the tabs (once the page is there): one Tab stop, arrows
    // choose, Tab goes on into the panel.
    await expect(page.getByRole('tab', { name: 'Project comments' })).toBeVisible();
    await tab(page);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
    await tab(page, 3);
    await expect(page.getByRole('tab', { name: 'Project comments' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const directTab = page.getByRole('tab', { name: /Direct messages/ });
    await expect(directTab).toBeFocused();
    await expect(directTab).toHaveAttribute('aria-selected', 'true');
    await tab(page);
    await expect(page.getByRole('tabpanel', { name: /Direct messages/ })).toBeFocused();
    await tab(page, 3);
    const item = page.getByTestId('conversation-item').filter({ hasText: 'Tom Member' });
    await expect(item).toBeFocused();

    // Opening the conversation starts at its message input.
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    await page.keyboard.type('Sent without a mouse');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('message').filter({ hasText: 'Sent without a mouse' })).toBeVisible();
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('');
    const { messages } = await apiGet<{ messages: { content: string }[] }>(
      request,
      `/conversations/${conversation.id}/messages`,
      colleague.token,
    );
    expect(messages.map((message) => message.content)).toEqual(['Sent without a mouse']);
  });

  test('the phone menu takes the focus, gives it back on Escape, and a page chosen in it starts at its heading', async ({
    page,
    request,
  }) => {
    const owner = await registerAgency(request);
    await page.setViewportSize({ width: 390, height: 800 });
    await signInWithToken(page, owner);
    await page.goto('/dashboard?lng=en');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The closed menu's links are out of the Tab order: skip link, then the menu button.
    await tab(page);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await tab(page);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mobile-menu-overlay')).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await tab(page, 2);
    await expect(nav.getByRole('link', { name: 'Tasks' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/tasks/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeFocused();
    await expect(page.getByTestId('mobile-menu-overlay')).toHaveCount(0);
  });
});
