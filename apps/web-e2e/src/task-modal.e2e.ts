import type { Locator, Page } from '@playwright/test';
import { dayFromToday, enterDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { agencyWithProject, recordRequests, unique } from './support/work';

/** Opens the Kanban board of `projectId` and the task modal of `title` by its card's button. */
async function openTaskOnBoard(page: Page, projectId: string, title: string) {
  await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
  await page.getByRole('button', { name: `Open task ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
  return dialog;
}

/** Presses Tab, as a keyboard user does, until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const taskWrites = (taskId: string) => (request: { url(): string; method(): string }) =>
  request.url().endsWith(`/api/tasks/${taskId}`) && request.method() === 'PUT';

test.describe('task modal: edit, cancel, delete', () => {
  test('Edit opens the form; every field changed and saved is what the API holds, also after a reload', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, member, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id, {
      priority: 'medium',
      category: 'design',
      dueDate: dayFromToday(10),
      estimatedTime: 3,
      tags: JSON.stringify(['alt']),
    });
    const writes = recordRequests(page, taskWrites(task.id));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'edit');
    const title = dialog.getByLabel('Title');
    await expect(title).toBeFocused();
    // Opening the form saved nothing.
    expect(writes).toHaveLength(0);
    await expect(page.getByText('Task saved')).toHaveCount(0);

    const newTitle = unique('Neuer Titel');
    await title.fill(newTitle);
    await dialog.getByLabel('Description').fill('Geänderte Beschreibung');
    const assignee = dialog.getByRole('combobox', { name: 'Assigned to' });
    await assignee.fill('Tom');
    await dialog.getByRole('option', { name: /Tom Member/ }).click();
    await dialog.getByLabel('Category').selectOption({ label: 'Testing' });
    await dialog.getByLabel('Priority').selectOption({ label: 'Urgent' });
    await dialog.getByLabel('Status').selectOption({ label: 'Review' });
    const due = dayFromToday(20);
    await enterDate(dialog.getByLabel('Due date'), due);
    await dialog.getByRole('spinbutton', { name: 'Estimated hours' }).fill('4.5');
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await tags.fill('neu');
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Remove tag alt' }).click();
    await dialog.getByRole('switch', { name: 'Visible to the client' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Task saved')).toBeVisible();
    const saved = page.getByRole('dialog', { name: newTitle });
    await expect(saved.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    expect(writes).toHaveLength(1);
    const expected = {
      title: newTitle,
      description: 'Geänderte Beschreibung',
      assignedToId: member.user.id,
      category: 'testing',
      priority: 'urgent',
      status: 'review',
      dueDate: due,
      estimatedTime: 4.5,
      isClientVisible: true,
    };
    const stored = await ownerApi.task(task.id);
    expect(stored).toMatchObject(expected);
    expect(JSON.parse(stored.tags)).toEqual(['neu']);

    await page.reload();
    const reloaded = await openTaskOnBoard(page, project.id, newTitle);
    await expect(reloaded.getByText('Geänderte Beschreibung')).toBeVisible();
    await expect(reloaded.getByText('Tom Member')).toBeVisible();
    await expect(reloaded.getByText('Urgent')).toBeVisible();
    await expect(reloaded.getByText('neu', { exact: true })).toBeVisible();
  });
});

const statusPatches = (taskId: string) => (request: { url(): string; method(): string }) =>
  request.url().endsWith(`/api/tasks/${taskId}/status`) && request.method() === 'PATCH';

test.describe('task modal: the status select applies one committed choice', () => {
  test('by keyboard: the arrows move through the choices without saving, Enter commits one (one request)', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id, { status: 'review' });
    const patches = recordRequests(page, statusPatches(task.id));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const status = dialog.getByRole('combobox', { name: 'Status' });
    await expect(status).toHaveText('Review');
    await tabTo(page, status);

    // From Review up to To do: past In progress, which is not chosen.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(patches).toHaveLength(0);
    const saved = page.waitForResponse((response) => statusPatches(task.id)(response.request()));
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(status).toHaveText('To do');
    await expect(status).toBeFocused();
    expect(patches.map((sent) => sent.postDataJSON())).toEqual([{ status: 'todo' }]);
    expect((await ownerApi.task(task.id)).status).toBe('todo');

    // Escape closes an open list without choosing; the dialog stays.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(status).toHaveText('To do');
    await expect(status).toBeFocused();
    await expect(dialog).toBeVisible();
    expect(patches).toHaveLength(1);
  });

  test('by mouse: a click on an option commits it (one request per choice); the current one again sends nothing', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id, { status: 'todo' });
    const patches = recordRequests(page, statusPatches(task.id));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const status = dialog.getByRole('combobox', { name: 'Status' });

    for (const [label, value] of [
      ['Completed', 'completed'],
      ['In progress', 'in_progress'],
    ] as const) {
      await status.click();
      const saved = page.waitForResponse((response) => statusPatches(task.id)(response.request()));
      await page.getByRole('option', { name: label }).click();
      expect((await saved).status()).toBe(200);
      await expect(status).toHaveText(label);
      expect((await ownerApi.task(task.id)).status).toBe(value);
    }
    await status.click();
    await page.getByRole('option', { name: 'In progress' }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    expect(patches.map((sent) => sent.postDataJSON())).toEqual([{ status: 'completed' }, { status: 'in_progress' }]);
    // The board behind follows: the card is in its new column.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('column-in_progress').getByText(task.title)).toBeVisible();
  });
});
