import type { Page, WebSocketRoute } from '@playwright/test';
import { drag } from './support/board';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import { LARGE_BOARD_ENV, LARGE_BOARD_TASKS, type LargeBoard } from './support/large-board';
import { API_ORIGIN, signInWithToken, type ApiSession } from './support/session';

/** The project of 10,000 tasks global setup made (2,500 per column, "Bulk task 0000n" in the order of n). */
const board = JSON.parse(process.env[LARGE_BOARD_ENV] ?? 'null') as LargeBoard;
const PER_COLUMN = LARGE_BOARD_TASKS / 4;
/** The page may hold fewer card elements than this, however large the project. */
const CARD_ELEMENTS_MAX = 200;

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const count = (page: Page, status: string) => column(page, status).getByTestId('column-count');
const cardElements = (page: Page) => page.getByTestId('task-card').count();
/** Task n's title; it sits in column (n - 1) mod 4. */
const title = (n: number) => `Bulk task ${String(n).padStart(5, '0')}`;

test.describe('a board of 10,000 tasks', () => {
  test.describe.configure({ mode: 'serial' });
  let session: ApiSession;
  const taskOf = async (page: Page, n: number) => {
    const response = await page.request.get(
      `${API_ORIGIN}/api/tasks/project/${board.projectId}/board?search=${encodeURIComponent(title(n))}`,
      { headers: { Authorization: `Bearer ${session.token}` } },
    );
    const answer = (await response.json()) as { columns: { tasks: { id: string; status: string }[] }[] };
    return answer.columns.flatMap((one) => one.tasks)[0];
  };

  test.beforeAll(async ({ request }) => {
    const response = await request.post(`${API_ORIGIN}/api/auth/login`, {
      data: { email: board.email, password: board.password },
    });
    expect(response.status()).toBe(200);
    session = (await response.json()) as ApiSession;
  });

  test.beforeEach(async ({ page }) => {
    await signInWithToken(page, session);
    await page.goto(`/dashboard/kanban?projectId=${board.projectId}&lng=en`);
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
  });

  test('shows exact counts with few card elements, and a column loads more as it scrolls', async ({ page }) => {
    for (const status of ['todo', 'in_progress', 'review', 'completed'])
      await expect(count(page, status)).toHaveText(String(PER_COLUMN));
    await expect(column(page, 'todo').getByText(title(1), { exact: true })).toBeVisible();
    expect(await cardElements(page)).toBeLessThan(CARD_ELEMENTS_MAX);

    // The 60th card of "To do" (task 237) is on its second page: scrolling down the column reads it.
    const scroll = page.getByTestId('column-scroll-todo');
    const nextPage = page.waitForRequest((request) => /\/board\?.*status=todo.*cursor=/.test(request.url()));
    const sixtieth = column(page, 'todo').getByText(title(237), { exact: true });
    await scroll.hover();
    await expect(async () => {
      await page.mouse.wheel(0, 1200);
      await expect(sixtieth).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 30_000 });
    await nextPage;
    expect(await cardElements(page)).toBeLessThan(CARD_ELEMENTS_MAX);
  });

  test('a filter narrows counts and cards on the server', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Priority' }).selectOption('urgent');
    for (const status of ['todo', 'in_progress', 'review', 'completed'])
      await expect(count(page, status)).toHaveText(String(PER_COLUMN / 4));
    // Task 13 is the first urgent one of "To do" (n = 13: column 0, priority 3).
    await expect(column(page, 'todo').getByTestId('task-card').first()).toContainText(title(13));
    await expect(page).toHaveURL(/priority=urgent/);

    await page.getByRole('searchbox', { name: 'Search cards' }).fill(title(13));
    await expect(count(page, 'todo')).toHaveText('1');
    await expect(count(page, 'review')).toHaveText('0');
    await expect(page.getByTestId('task-card')).toHaveCount(1);

    await page.getByRole('searchbox', { name: 'Search cards' }).fill('no such card');
    await expect(page.getByText('No cards match the filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN));
  });

  test('a card dragged by mouse and one moved by keyboard land where the API then holds them', async ({ page }) => {
    // Task 5 is the second card of "To do"; dragged to "In progress" it sorts between tasks 2 and 6 there.
    const dragged = column(page, 'todo')
      .getByTestId('task-card')
      .filter({ hasText: title(5) });
    await expect(dragged).toBeVisible();
    const stored = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().endsWith('/status'),
    );
    await drag(page, dragged, column(page, 'in_progress'));
    expect((await stored).status()).toBe(200);
    const inProgress = column(page, 'in_progress').getByTestId('task-card');
    await expect(inProgress.nth(1)).toContainText(title(5));
    await expect(inProgress.nth(2)).toContainText(title(6));
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN - 1));
    await expect(count(page, 'in_progress')).toHaveText(String(PER_COLUMN + 1));
    expect((await taskOf(page, 5)).status).toBe('in_progress');

    // Task 9 by keyboard to "Review": its Move menu keeps the focus, in its new column, between tasks 7 and 11.
    const moveButton = page.getByRole('button', { name: `Move to … (task ${title(9)})` });
    await moveButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'In progress' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Review' })).toBeFocused();
    await page.keyboard.press('Enter');
    const review = column(page, 'review').getByTestId('task-card');
    await expect(review.nth(2)).toContainText(title(9));
    await expect(page.getByRole('button', { name: `Move to … (task ${title(9)})` })).toBeFocused();
    await expect(column(page, 'review')).toContainText(title(9));
    await expect(count(page, 'review')).toHaveText(String(PER_COLUMN + 1));
    await expect.poll(async () => (await taskOf(page, 9)).status).toBe('review');

    // Both moves back, through the API, for the other tests of this file (counts follow live).
    for (const [n, status] of [
      [5, 'todo'],
      [9, 'todo'],
    ] as const) {
      const task = await taskOf(page, n);
      await page.request.patch(`${API_ORIGIN}/api/tasks/${task.id}/status`, {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { status },
      });
    }
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN));
    await expect(count(page, 'review')).toHaveText(String(PER_COLUMN));
  });

  test('a task created in a column beyond its loaded cards is shown and focused', async ({ page, consoleErrors }) => {
    const title = `Release notes ${Date.now().toString(36)}`;
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN));
    await page.getByTestId('page-action').click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Written by the large board journey');
    await dialog.getByRole('button', { name: 'Assign to me' }).press('Enter');
    await dialog.getByLabel('Category').focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByLabel('Category')).not.toHaveValue('');
    await dialog.getByLabel('Title').focus();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/tasks'),
    );
    await page.keyboard.press('Enter');
    expect((await created).status()).toBe(201);
    await expect(dialog).toBeHidden();

    // Without a due date it sorts after the 2,500 cards of "To do", of which the column has loaded 50.
    const openButton = page.getByRole('button', { name: `Open task ${title}` });
    await expect(openButton).toBeVisible();
    await expect(openButton).toBeFocused();
    await expect(openButton).toBeInViewport();
    await expect(column(page, 'todo').getByText('Just created – its place is further down this column')).toBeVisible();
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN + 1));
    expect(await cardElements(page)).toBeLessThan(CARD_ELEMENTS_MAX);

    const id = (await (await created).json()) as { id: string };
    await page.request.delete(`${API_ORIGIN}/api/tasks/${id.id}`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN));
    await expect(openButton).toBeHidden();
    // The deleted task, read again live, is gone.
    await expect.poll(() => consoleErrors).toEqual([NOT_FOUND_LOG]);
    consoleErrors.length = 0;
  });

  test("a dropped connection reads each column's first page again, not every page loaded, and shows what it missed", async ({
    page,
  }) => {
    // The live socket goes through the test, which can cut it (both ends) and hold the reconnect back.
    const sockets: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
    let cut = false;
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (cut) return void socket.close({ code: 1001, reason: 'test cut the line' });
      sockets.push({ page: socket, server: socket.connectToServer() });
    });
    await page.reload();
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await expect(column(page, 'todo').getByText(title(1), { exact: true })).toBeVisible();

    // "To do" loads its second page as it scrolls (task 237 is its 60th card).
    const scroll = page.getByTestId('column-scroll-todo');
    await scroll.hover();
    const sixtieth = column(page, 'todo').getByText(title(237), { exact: true });
    await expect(async () => {
      await page.mouse.wheel(0, 1200);
      await expect(sixtieth).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 30_000 });

    const boardReads: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/tasks\/project\/[^/]+\/board\?/.test(request.url())) boardReads.push(request.url());
    });
    cut = true;
    for (const socket of sockets.splice(0)) {
      await socket.server.close();
      await socket.page.close({ code: 1001, reason: 'test cut the line' });
    }
    await expect(page.getByText('Live', { exact: true })).toBeHidden();
    // Missed while the line is down: the first card of "To do" (task 1) is completed.
    const first = await taskOf(page, 1);
    const stored = await page.request.patch(`${API_ORIGIN}/api/tasks/${first.id}/status`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { status: 'completed' },
    });
    expect(stored.status()).toBe(200);
    cut = false;

    await expect(page.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN - 1));
    await expect(count(page, 'completed')).toHaveText(String(PER_COLUMN + 1));
    // The column keeps its scroll as far as its first page reaches; at its top, task 5 is first now.
    await scroll.evaluate((node) => node.scrollTo(0, 0));
    await expect(column(page, 'todo').locator('li[aria-posinset="1"]')).toContainText(title(5));
    await expect(column(page, 'completed').getByText(title(1), { exact: true })).toBeVisible();
    await expect.poll(() => boardReads.filter((url) => !url.includes('limit=0')).length).toBe(4);
    // One read per column, from its first page: no cursor, whatever "To do" had loaded.
    expect(boardReads.filter((url) => url.includes('cursor='))).toEqual([]);
    expect(await cardElements(page)).toBeLessThan(CARD_ELEMENTS_MAX);

    await page.request.patch(`${API_ORIGIN}/api/tasks/${first.id}/status`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { status: 'todo' },
    });
    await expect(count(page, 'todo')).toHaveText(String(PER_COLUMN));
  });
});
