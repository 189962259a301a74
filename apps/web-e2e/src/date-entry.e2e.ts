import type { APIRequestContext, Page } from '@playwright/test';
import { calendarDayName, dateField, pickDate, typeDate, typedDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, registerAgency, signInWithToken, type ApiSession } from './support/session';

// A due date is typed and picked in the interface's language, whatever the browser's own locale, and stored as the day
// the person meant.

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function agencyTask(request: APIRequestContext) {
  const owner = await registerAgency(request);
  const call = async (method: 'get' | 'post', path: string, data?: object) => {
    const response = await request[method](`${API_ORIGIN}/api${path}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data,
    });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()}`).toBe(true);
    return response.json();
  };
  const company = await call('post', '/client-companies', { name: 'Datum GmbH' });
  const project = await call('post', '/projects', {
    name: 'Kalender',
    description: 'Made by the browser test',
    startDate: '2026-01-01',
    clientCompanyId: company.id,
  });
  const task = await call('post', '/tasks', {
    title: `Termin ${Date.now().toString(36)}`,
    description: 'Made by the browser test',
    projectId: project.id,
    assignedToId: owner.user.id,
    isClientVisible: false,
  });
  return { owner, project, task, storedDueDate: async () => (await call('get', `/tasks/${task.id}`)).dueDate };
}

async function openTaskForEditing(
  page: Page,
  owner: ApiSession,
  { projectId, taskId, title }: { projectId: string; taskId: string; title: string },
  language: 'de' | 'en',
) {
  await signInWithToken(page, owner);
  await page.goto(`/dashboard/kanban?projectId=${projectId}&taskId=${taskId}&lng=${language}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: language === 'de' ? 'Bearbeiten' : 'Edit', exact: true }).click();
  return dialog;
}

test.describe('date entry in the interface language', () => {
  test.use({ locale: 'en-US' });

  test('on a German page a due date is typed as TT.MM.JJJJ (an impossible day is refused) and stored as meant', async ({
    page,
    request,
  }) => {
    const { owner, project, task, storedDueDate } = await agencyTask(request);
    const dialog = await openTaskForEditing(
      page,
      owner,
      { projectId: project.id, taskId: task.id, title: task.title },
      'de',
    );
    const due = dateField(dialog, 'Fälligkeitsdatum');
    await expect(due).toHaveAttribute('placeholder', 'TT.MM.JJJJ');

    await due.fill('31.02.2027');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(dialog.getByText('Bitte geben Sie das Datum als TT.MM.JJJJ ein, z. B. 24.12.2026.')).toBeVisible();
    expect(await storedDueDate()).toBeNull();

    await typeDate(due, '2027-12-24', 'de');
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Aufgabe gespeichert')).toBeVisible();
    await expect(dialog).toContainText('24.12.2027');
    await expect.poll(storedDueDate).toMatch(/^2027-12-24/);

    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('task-card').filter({ hasText: task.title })).toContainText('24.12.2027');
  });

  test('on an English page a due date is picked in the calendar by keyboard, shown day first and stored as meant', async ({
    page,
    request,
  }) => {
    const { owner, project, task, storedDueDate } = await agencyTask(request);
    const dialog = await openTaskForEditing(
      page,
      owner,
      { projectId: project.id, taskId: task.id, title: task.title },
      'en',
    );
    const due = dateField(dialog, 'Due date');
    await expect(due).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await due.focus();
    await page.keyboard.press('Tab');
    const calendarButton = dialog.getByRole('button', { name: 'Choose due date from calendar' });
    await expect(calendarButton).toBeFocused();

    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Choose due date from calendar' });
    await expect(calendar).toBeVisible();
    const today = new Date();
    await expect(calendar.getByRole('button', { name: calendarDayName(isoDay(today), 'en') })).toBeFocused();

    // Page Down: the same day next month (the month's last day when it is shorter); Arrow Right: the day after.
    const nextMonth = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    const lastDay = new Date(nextMonth.getFullYear(), nextMonth.getMonth() + 1, 0).getDate();
    const chosen = new Date(nextMonth.getFullYear(), nextMonth.getMonth(), Math.min(today.getDate(), lastDay) + 1);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    await expect(calendar.getByRole('button', { name: calendarDayName(isoDay(chosen), 'en') })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(calendar).toBeHidden();
    await expect(calendarButton).toBeFocused();
    await expect(due).toHaveValue(typedDate(isoDay(chosen), 'en'));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Task saved')).toBeVisible();
    await expect(dialog).toContainText(typedDate(isoDay(chosen), 'en'));
    await expect.poll(storedDueDate).toMatch(new RegExp(`^${isoDay(chosen)}`));
  });

  test('on a German page a due date is picked in the calendar by mouse, above the task dialog, and stored as meant', async ({
    page,
    request,
  }) => {
    const { owner, project, task, storedDueDate } = await agencyTask(request);
    const dialog = await openTaskForEditing(
      page,
      owner,
      { projectId: project.id, taskId: task.id, title: task.title },
      'de',
    );
    const today = new Date();
    const chosen = isoDay(new Date(today.getFullYear(), today.getMonth() + 2, 15));
    await pickDate(dialog, page, 'Fälligkeitsdatum im Kalender wählen', chosen, 'de');
    await expect(dateField(dialog, 'Fälligkeitsdatum')).toHaveValue(typedDate(chosen, 'de'));
    await dialog.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByText('Aufgabe gespeichert')).toBeVisible();
    await expect.poll(storedDueDate).toMatch(new RegExp(`^${chosen}`));
  });

  test('Escape closes the calendar and leaves the task dialog open with the typed day', async ({ page, request }) => {
    const { owner, project, task } = await agencyTask(request);
    const dialog = await openTaskForEditing(
      page,
      owner,
      { projectId: project.id, taskId: task.id, title: task.title },
      'en',
    );
    await typeDate(dateField(dialog, 'Due date'), '2027-03-04', 'en');
    await dialog.getByRole('button', { name: 'Choose due date from calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose due date from calendar' });
    await expect(calendar.getByRole('button', { name: calendarDayName('2027-03-04', 'en') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose due date from calendar' })).toBeFocused();
    await expect(dateField(dialog, 'Due date')).toHaveValue('04/03/2027');
  });
});
