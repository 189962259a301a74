import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { agencyWithProject } from './support/work';

/** The 15th of the month `months` from now (a day every month has, so a monthly rule never skips it). */
function fifteenth(months: number): string {
  const day = new Date();
  day.setUTCDate(15);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

/** The day `days` from today in the agency's zone (Europe/Berlin, the default). */
function agencyDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Presses Tab, as a keyboard user does, until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

interface ListedTask {
  id: string;
  title: string;
  status: string;
  dueDate: string | null;
  recurrence: { seriesId: string } | null;
}

test.describe('recurring tasks', () => {
  test('a task made to repeat monthly in the modal, by keyboard, comes back a month later once completed', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const due = fifteenth(1);
    const nextDue = fifteenth(2);
    const task = await ownerApi.createTask(project.id, { dueDate: due });
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    const dialog = page.getByRole('dialog', { name: task.title });
    const repeat = dialog.getByRole('region', { name: 'Repeat' });
    await expect(repeat.getByText('This task does not repeat.')).toBeVisible();

    // Make it repeat: the form starts monthly on the due date's day; Enter on its buttons, as a keyboard user does.
    const start = repeat.getByRole('button', { name: 'Make it repeat' });
    await tabTo(page, start);
    await page.keyboard.press('Enter');
    await expect(repeat.getByRole('combobox', { name: 'Repeats' })).toHaveText('Monthly');
    const saveRule = repeat.getByRole('button', { name: 'Save repetition' });
    await tabTo(page, saveRule);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tasks/${task.id}/recurrence`) && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    const change = repeat.getByRole('button', { name: 'Change repetition' });
    await expect(change).toBeFocused();
    await expect(repeat.getByText('Every month on day 15')).toBeVisible();
    await expect(repeat.getByRole('list', { name: 'Next due dates' }).getByRole('listitem')).toHaveCount(3);
    expect((await ownerApi.call<{ rule: string }>('get', `/tasks/${task.id}/recurrence`)).rule).toContain(
      'RRULE:FREQ=MONTHLY;INTERVAL=1;WKST=MO;BYMONTHDAY=15',
    );

    // Complete it: the next occurrence appears on the board, due a month later.
    const status = dialog.getByRole('combobox', { name: 'Status' });
    await status.click();
    const completed = page.waitForResponse(
      (response) => response.url().endsWith(`/api/tasks/${task.id}/status`) && response.request().method() === 'PATCH',
    );
    await page.getByRole('option', { name: 'Completed' }).click();
    expect((await completed).status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const todo = page.getByTestId('column-todo');
    const nextCard = todo.getByTestId('task-card').filter({ hasText: task.title });
    await expect(nextCard).toHaveCount(1);
    await expect(nextCard.getByTestId('recurring')).toHaveText('Repeats');
    await expect(page.getByTestId('column-completed').getByText(task.title)).toBeVisible();

    const listed = await ownerApi.call<ListedTask[]>('get', `/tasks/project/${project.id}`);
    const occurrences = listed.filter((one) => one.title === task.title);
    expect(occurrences.map((one) => [one.status, one.dueDate])).toEqual([
      ['completed', due],
      ['todo', nextDue],
    ]);
    expect(occurrences[1].recurrence?.seriesId).toBe(occurrences[0].recurrence?.seriesId);
  });

  test('a weekly task chosen, by keyboard, to be created 10 days ahead has its next one on the board at once', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const due = agencyDay(1);
    const task = await ownerApi.createTask(project.id, { dueDate: due });
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    const dialog = page.getByRole('dialog', { name: task.title });
    const repeat = dialog.getByRole('region', { name: 'Repeat' });
    await repeat.getByRole('button', { name: 'Make it repeat' }).click();
    await repeat.getByRole('combobox', { name: 'Repeats' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();

    // The choice under test, by keyboard: the second radio with an arrow key, then the days.
    const onCompletion = repeat.getByRole('radio', { name: 'when this one is completed' });
    await expect(onCompletion).toBeChecked();
    await tabTo(page, onCompletion);
    await page.keyboard.press('ArrowDown');
    const ahead = repeat.getByRole('radio', { name: 'a number of days before it is due' });
    await expect(ahead).toBeChecked();
    await expect(ahead).toBeFocused();
    const days = repeat.getByRole('spinbutton', { name: /Days before it is due/ });
    await page.keyboard.press('Tab');
    await expect(days).toBeFocused();
    await expect(days).toHaveValue('7');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('10');
    const saveRule = repeat.getByRole('button', { name: 'Save repetition' });
    await tabTo(page, saveRule);
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/tasks/${task.id}/recurrence`) && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(repeat.getByRole('button', { name: 'Change repetition' })).toBeFocused();
    await expect(repeat.getByText('Each task is created 10 days before it is due.')).toBeVisible();
    expect(
      await ownerApi.call<{ creation: string; leadDays: number }>('get', `/tasks/${task.id}/recurrence`),
    ).toMatchObject({ creation: 'ahead', leadDays: 10 });

    // The one due a week later is inside the 10 days: made at once, no completing needed.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('column-todo').getByTestId('task-card').filter({ hasText: task.title })).toHaveCount(
      2,
    );
    const listed = await ownerApi.call<ListedTask[]>('get', `/tasks/project/${project.id}`);
    expect(
      listed
        .filter((one) => one.title === task.title)
        .map((one) => [one.status, one.dueDate])
        .sort(),
    ).toEqual([
      ['todo', due],
      ['todo', agencyDay(8)],
    ]);
  });
});
