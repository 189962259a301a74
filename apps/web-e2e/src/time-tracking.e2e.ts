import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import {
  API_ORIGIN,
  DEMO_PASSWORD,
  demoEmail,
  signInAs,
  signInWithToken,
  type ApiSession,
  type DemoRole,
} from './support/session';
import { agencyWithTask, api, lastWeekMonday } from './support/time-tracking';

// Time tracking (docs/time-tracking.md) through the page: a timer started on a card and seen in a second tab, a week
// filled by keyboard, a CSV export read back, and a client who sees the hours meter only while the project shares it.
// Each journey works in an agency of its own (registerAgency) or restores what it changed in the demo data.

async function demoSession(request: APIRequestContext, role: DemoRole): Promise<ApiSession> {
  const response = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiSession;
}

const topBarTimer = (page: Page) => page.getByRole('group', { name: 'Running timer' });

test.describe('time tracking', () => {
  test('a timer started on a card runs in a second tab, stops there, and its entry is in the timesheet', async ({
    page,
    context,
    request,
  }) => {
    const { owner, call, project, task } = await agencyWithTask(request);
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    const card = page.getByTestId('task-card').filter({ hasText: task.title });
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Start timer for ${task.title}` }).click();

    await expect(topBarTimer(page)).toContainText(task.title);
    await expect(card.getByRole('button', { name: `Stop timer for ${task.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('task-modal')).toHaveCount(0);

    const second = await context.newPage();
    await second.goto('/dashboard/messages?lng=en');
    await expect(topBarTimer(second)).toContainText(task.title);
    await expect(topBarTimer(second)).toContainText(/\d+:\d{2}:\d{2}/);

    await topBarTimer(second).getByRole('button', { name: 'Stop timer' }).click();
    await expect(topBarTimer(second)).toHaveCount(0);
    // The first tab hears timer:changed and drops the timer without a reload.
    await expect(topBarTimer(page)).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Start timer for ${task.title}` })).toBeVisible();

    const entries = await call<{ taskId: string; minutes: number }[]>('get', `/time/entries?taskId=${task.id}`);
    expect(entries.body).toHaveLength(1);
    expect(entries.body[0]?.minutes).toBeGreaterThanOrEqual(1);

    await page.goto('/dashboard/time?lng=en');
    await expect(page.getByRole('grid').getByRole('rowheader', { name: new RegExp(task.title) })).toBeVisible();
  });

  test('a week is filled by keyboard in the timesheet, in German', async ({ page, request }) => {
    const { owner, call, project, task } = await agencyWithTask(request);
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'de'));
    await signInWithToken(page, owner);
    await page.goto('/dashboard/time?lng=de');
    await page.getByRole('button', { name: 'Vorige Woche' }).click();
    await expect(
      page.getByText('In dieser Woche ist noch keine Zeit erfasst. Fügen Sie eine Zeile hinzu.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Zeile hinzufügen' }).first().press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Zeile hinzufügen' });
    await dialog.getByRole('combobox', { name: /Projekt/ }).selectOption(project.id);
    await dialog.getByRole('combobox', { name: 'Aufgabe (optional)' }).selectOption({ label: task.title });
    await dialog.getByRole('button', { name: 'Hinzufügen' }).press('Enter');

    const grid = page.getByRole('grid');
    const monday = grid.getByRole('gridcell', { name: new RegExp(`^${task.title}, Mo`) });
    await monday.focus();
    await page.keyboard.type('1,5');
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('gridcell', { name: new RegExp(`^${task.title}, Mo.*: 1,5 Std\\.$`) })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('2:15');
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('gridcell', { name: new RegExp(`^${task.title}, Di.*: 2,25 Std\\.$`) })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('4');
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('gridcell', { name: new RegExp(`^${task.title}, Mi.*: 0 Std\\.$`) })).toBeFocused();

    await expect(grid.getByTestId('week-total')).toHaveText('3,75');
    const week = await call<{ totalMinutes: number; minutesByDay: number[] }>(
      'get',
      `/time/timesheet?weekStart=${lastWeekMonday()}`,
    );
    expect(week.body.minutesByDay.slice(0, 3)).toEqual([90, 135, 0]);
    expect(week.body.totalMinutes).toBe(225);
  });

  test('the report exports a CSV with the filter in its name, and the file holds the entries', async ({
    page,
    request,
  }) => {
    const { owner, call, task } = await agencyWithTask(request);
    const day = lastWeekMonday();
    expect(
      (await call('post', '/time/entries', { taskId: task.id, date: day, minutes: 90, note: 'Kickoff' })).status,
    ).toBe(201);
    await signInWithToken(page, owner);
    await page.goto('/dashboard/time/reports?lng=en');
    await page.getByRole('textbox', { name: 'From' }).fill('');
    await page.getByRole('textbox', { name: 'From' }).fill(day.split('-').reverse().join('/'));
    await expect(page.getByTestId('summary-hours')).toContainText('1.5');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    expect(file.suggestedFilename()).toContain(day);
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain(task.title);
    expect(text).toContain('Kickoff');
  });

  test('on a phone the report breaks the names of its breakdowns between words only, in German', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInAs(page, 'admin');
    await page.goto('/dashboard/time/reports?lng=de');
    const names = page.getByRole('rowheader');
    await expect(names.filter({ hasText: 'Müller Bau GmbH' }).first()).toBeVisible();
    // Each name's lines, counted by the browser's line boxes of its text: never more than its words (a hyphen may end a
    // line, as in Website-|Relaunch).
    const split = await names.evaluateAll((cells) =>
      cells
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return {
            name: cell.textContent ?? '',
            lines,
            words: (cell.textContent ?? '').trim().split(/\s+|(?<=-)/).length,
          };
        })
        .filter((cell) => cell.lines > cell.words),
    );
    expect(split).toEqual([]);
  });

  test('a client sees the hours meter of a project only while the agency shares it', async ({ browser, request }) => {
    const admin = await demoSession(request, 'admin');
    const client = await demoSession(request, 'client');
    const asAdmin = api(request, admin.token);
    const [project] = (await api(request, client.token)<{ id: string }[]>('get', '/projects')).body;
    expect(project, 'a project the demo client sees').toBeDefined();
    const before = (
      await asAdmin<{ budgetHours: number | null; budgetSharedWithClient: boolean }>(
        'get',
        `/projects/${project.id}/time-settings`,
      )
    ).body;
    const portal = await (await browser.newContext()).newPage();
    await signInAs(portal, 'client');
    try {
      await asAdmin('put', `/projects/${project.id}/time-settings`, {
        budgetHours: 100,
        budgetSharedWithClient: false,
      });
      await portal.goto(`/dashboard/projects/${project.id}?lng=en`);
      await expect(portal.getByTestId('project-detail')).toBeVisible();
      const answered = portal.waitForResponse((response) => response.url().endsWith(`/projects/${project.id}/budget`));
      await portal.reload();
      // Not shared: no meter (the API answers null for a project the client may see).
      expect(await (await answered).json()).toBeNull();
      await expect(portal.getByRole('meter')).toHaveCount(0);

      await asAdmin('put', `/projects/${project.id}/time-settings`, { budgetSharedWithClient: true });
      await portal.reload();
      await expect(portal.getByRole('meter', { name: 'Hours spent of the budget' })).toBeVisible();
      await expect(portal.getByText(/^Hours: [\d.]+ of 100$/)).toBeVisible();
    } finally {
      await asAdmin('put', `/projects/${project.id}/time-settings`, {
        budgetHours: before.budgetHours,
        budgetSharedWithClient: before.budgetSharedWithClient,
      });
    }
  });
});
