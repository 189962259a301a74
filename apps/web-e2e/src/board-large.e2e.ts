import type { Page } from '@playwright/test';
import { drag } from './support/board';
import { expect, test } from './support/fixtures';
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
});
