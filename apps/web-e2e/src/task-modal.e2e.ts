import type { Locator, Page } from '@playwright/test';
import { dateField, dayFromToday, typeDate } from './support/dates';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, signInWithToken } from './support/session';
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
    await typeDate(dateField(dialog, 'Due date'), due, 'en');
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
  test('by keyboard: Enter on Edit opens the form at its title; Escape with changes asks; Enter saves; focus is back on Edit', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    const writes = recordRequests(page, taskWrites(task.id));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const edit = dialog.getByRole('button', { name: 'Edit' });
    await tabTo(page, edit, 40);

    await page.keyboard.press('Enter');
    const title = dialog.getByLabel('Title');
    await expect(title).toBeFocused();
    expect(writes).toHaveLength(0);
    const newTitle = unique('Per Tastatur');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newTitle);

    // Escape would throw the change away: the modal asks, its safe choice first.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(title).toHaveValue(newTitle);
    await expect(title).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByText('Task saved')).toBeVisible();
    const saved = page.getByRole('dialog', { name: newTitle });
    await expect(saved.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    await expect(saved.getByRole('button', { name: 'Edit' })).toBeFocused();
    expect(writes).toHaveLength(1);
    expect((await ownerApi.task(task.id)).title).toBe(newTitle);
  });

  test('Cancel restores the originals and sends nothing; Discard changes closes without saving', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id, { description: 'Originaltext', priority: 'low' });
    const writes = recordRequests(page, taskWrites(task.id));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Description').fill('Verworfen');
    await dialog.getByLabel('Priority').selectOption({ label: 'High' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
    await expect(dialog.getByText('Originaltext')).toBeVisible();
    await expect(dialog.getByText('Low', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Edit' })).toBeFocused();

    // Edit again: the form starts from the stored values, not from the cancelled ones.
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Description')).toHaveValue('Originaltext');
    await dialog.getByLabel('Description').fill('Auch verworfen');
    await dialog.getByRole('button', { name: 'Close task' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await question.getByRole('button', { name: 'Discard changes' }).click();
    await expect(dialog).toBeHidden();
    expect(writes).toHaveLength(0);
    expect(await ownerApi.task(task.id)).toMatchObject({ description: 'Originaltext', priority: 'low' });
  });

  test('Delete asks first: Cancel keeps the task; Delete task removes it from the API and the board', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);

    // Delete is offered in edit mode.
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('alertdialog', { name: `Delete task ${task.title}?` });
    await expect(question).toContainText('This cannot be undone.');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    expect((await ownerApi.task(task.id)).id).toBe(task.id);

    await dialog.getByRole('button', { name: 'Delete' }).click();
    const removed = page.waitForResponse(
      (response) => response.url().endsWith(`/api/tasks/${task.id}`) && response.request().method() === 'DELETE',
    );
    await question.getByRole('button', { name: 'Delete task' }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByText('Task deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Open task ${task.title}` })).toHaveCount(0);
    const gone = await request.get(`${API_ORIGIN}/api/tasks/${task.id}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    expect(gone.status()).toBe(404);
  });

  test('Close, Close task (×) and Escape each close the modal; the names tell the two close buttons apart', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Close task', exact: true })).toHaveCount(1);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    await dialog.getByRole('button', { name: 'Close task' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Unfollow and Follow change what the API holds; the button says which it does', async ({ page, request }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    const following = async () =>
      (await ownerApi.call<{ following: boolean }>('get', `/notifications/task-follows/${task.id}`)).following;
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);

    // Creating a task follows it.
    const unfollow = dialog.getByRole('button', { name: 'Unfollow' });
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    await unfollow.click();
    await expect(page.getByText('You no longer follow this task.')).toBeVisible();
    const follow = dialog.getByRole('button', { name: 'Follow', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(await following()).toBe(false);
    await follow.click();
    await expect(dialog.getByRole('button', { name: 'Unfollow' })).toBeVisible();
    expect(await following()).toBe(true);
  });

  test('Attach file to task and Attach file to comment: each opens the file picker, and the API holds the file where it belongs', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    await expect(dialog.getByRole('button', { name: /^Attach file/ })).toHaveCount(2);

    const picker = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach file to task' }).click();
    await (
      await picker
    ).setFiles({ name: 'angebot.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(dialog.getByRole('heading', { name: 'Attachments · 1' })).toBeVisible();
    const attached = await ownerApi.call<{ fileName: string }[]>('get', `/files/task/${task.id}`);
    expect(attached.map((file) => file.fileName)).toEqual(['angebot.pdf']);

    const commentPicker = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach file to comment' }).click();
    await (
      await commentPicker
    ).setFiles({ name: 'skizze.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
    await expect(dialog.getByTestId('pending-upload')).toContainText('skizze.pdf');
    await dialog.getByLabel('Write a comment').fill('Die Skizze dazu');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('list', { name: 'Comments' }).getByText('Die Skizze dazu')).toBeVisible();
    const comments = await ownerApi.call<{ content: string; attachments: { fileName: string }[] }[]>(
      'get',
      `/comments/tasks/${task.id}?includeInternal=true`,
    );
    expect(comments.map((comment) => [comment.content, comment.attachments.map((file) => file.fileName)])).toEqual([
      ['Die Skizze dazu', ['skizze.pdf']],
    ]);
    // The comment's file is not one of the task's own attachments.
    expect((await ownerApi.call<unknown[]>('get', `/files/task/${task.id}`)).length).toBe(1);
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

const commentPosts = (kind: 'tasks' | 'projects') => (request: { url(): string; method(): string }) =>
  request.method() === 'POST' && request.url().endsWith(`/api/comments/${kind}`);

test.describe('comment drafts', () => {
  test('a typed comment survives Escape, reopening and a reload, apart per task; sending it clears the draft', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    const other = await ownerApi.createTask(project.id);
    const posts = recordRequests(page, commentPosts('tasks'));
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const box = dialog.getByRole('textbox', { name: 'Write a comment' });

    await box.click();
    await page.keyboard.type('Erster Gedanke');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(0);

    await page.getByRole('button', { name: `Open task ${other.title}` }).click();
    const otherDialog = page.getByRole('dialog', { name: other.title });
    await expect(otherDialog.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    await otherDialog.getByRole('button', { name: 'Close task' }).click();

    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    await expect(box).toHaveValue('Erster Gedanke');
    await page.reload();
    const reopened = await openTaskOnBoard(page, project.id, task.title);
    const kept = reopened.getByRole('textbox', { name: 'Write a comment' });
    await expect(kept).toHaveValue('Erster Gedanke');

    await kept.click();
    await page.keyboard.press('End');
    await page.keyboard.type(', fertig');
    const sent = page.waitForResponse((response) => commentPosts('tasks')(response.request()));
    await page.keyboard.press('Control+Enter');
    expect((await sent).status()).toBe(201);
    await expect(reopened.getByRole('list', { name: 'Comments' }).getByText('Erster Gedanke, fertig')).toBeVisible();
    await expect(kept).toHaveValue('');
    await expect(kept).toBeFocused();
    expect(posts).toHaveLength(1);
    const stored = await ownerApi.call<{ content: string }[]>('get', `/comments/tasks/${task.id}?includeInternal=true`);
    expect(stored.map((comment) => comment.content)).toEqual(['Erster Gedanke, fertig']);

    await page.keyboard.press('Escape');
    await expect(reopened).toBeHidden();
    await page.getByRole('button', { name: `Open task ${task.title}` }).click();
    await expect(kept).toHaveValue('');
  });

  test('Discard draft asks first and then empties the box for good', async ({ page, request }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const box = dialog.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Doch nicht');

    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    const question = page.getByRole('alertdialog', { name: 'Discard your draft?' });
    await question.getByRole('button', { name: 'Discard draft' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
    await page.reload();
    const reopened = await openTaskOnBoard(page, project.id, task.title);
    await expect(reopened.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  test("a project thread's draft on the messages page waits while a task's thread is open", async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id, { title: unique('Thema') });
    const posts = recordRequests(page, commentPosts('projects'));
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/messages?projectId=${project.id}&lng=en`);
    await page.getByRole('button', { name: /Project messages/ }).click();
    const box = page.getByRole('textbox', { name: 'Write a comment' });
    await box.fill('Notiz zum ganzen Projekt');

    await page.getByRole('button', { name: new RegExp(task.title) }).click();
    await expect(page.getByRole('heading', { name: task.title })).toBeVisible();
    await expect(box).toHaveValue('');
    await page.getByRole('button', { name: /Project messages/ }).click();
    await expect(box).toHaveValue('Notiz zum ganzen Projekt');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('list', { name: 'Comments' }).getByText('Notiz zum ganzen Projekt')).toBeVisible();
    await expect(box).toHaveValue('');
    expect(posts).toHaveLength(1);
  });
});

test.describe('client approval', () => {
  test('the client signs in, opens the task, approves it with a comment; the API holds the approval', async ({
    page,
    request,
  }) => {
    const { ownerApi, company, project } = await agencyWithProject(request);
    await ownerApi.call('put', '/client-communication-settings', { requireApprovalForUpdates: true });
    const task = await ownerApi.createTask(project.id, { isClientVisible: true });
    await ownerApi.call('post', `/tasks/${task.id}/approval-request`, { comment: 'Bitte freigeben' });
    const email = `client-${Date.now()}@customer.example`;
    await ownerApi.call('post', '/users', {
      firstName: 'Clara',
      lastName: 'Kundin',
      email,
      userType: 'client',
      clientCompanyId: company.id,
      password: 'client-password-1',
    });

    await page.goto('/login?lng=en');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('client-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const approval = dialog.getByTestId('approval-section');
    await expect(approval.getByTestId('approval-status')).toHaveText('Approval pending');

    await approval.getByLabel('Comment (optional)').fill('Passt so, danke!');
    const decided = page.waitForResponse(
      (response) => response.url().endsWith(`/api/tasks/${task.id}/approval`) && response.request().method() === 'POST',
    );
    await approval.getByRole('button', { name: 'Approve' }).click();
    expect((await decided).status()).toBe(200);
    await expect(page.getByText('You approved the task')).toBeVisible();
    await expect(approval.getByTestId('approval-status')).toHaveText('Approved');
    await expect(approval.getByTestId('approval-history')).toContainText('Passt so, danke!');
    await expect(approval.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    expect(await ownerApi.task(task.id)).toMatchObject({ clientApprovalStatus: 'approved' });
    const history = await ownerApi.call<{ status: string; comment: string | null }[]>(
      'get',
      `/tasks/${task.id}/approvals`,
    );
    expect(history.map(({ status, comment }) => ({ status, comment }))).toEqual(
      expect.arrayContaining([{ status: 'approved', comment: 'Passt so, danke!' }]),
    );
  });
});

test.describe('add-task dialog', () => {
  test('creates a task from every field a person fills in; the API holds it and the board shows it', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, member, project } = await agencyWithProject(request);
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    await page.getByRole('button', { name: 'New task' }).click();
    const dialog = page.getByRole('dialog', { name: 'New task' });
    const title = unique('Neue Aufgabe');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('Von Hand angelegt');
    await expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue(project.name);
    await dialog.getByRole('combobox', { name: 'Assigned to' }).fill('Tom');
    await dialog.getByRole('option', { name: /Tom Member/ }).click();
    await dialog.getByLabel('Category').selectOption({ label: 'Feature' });
    await dialog.getByLabel('Priority').selectOption({ label: 'High' });
    const due = dayFromToday(7);
    await typeDate(dateField(dialog, 'Due date'), due, 'en');
    await dialog.getByRole('spinbutton', { name: 'Estimated hours' }).fill('2.5');
    // Without suggestions (a new task has none) the tag input is a plain text box.
    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    await tags.fill('web');
    await tags.press('Enter');
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/tasks') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Create task' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    await expect(page.getByText('Task created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('column-todo').getByText(title)).toBeVisible();

    const stored = await ownerApi.task(((await answer.json()) as { id: string }).id);
    expect(stored).toMatchObject({
      title,
      description: 'Von Hand angelegt',
      projectId: project.id,
      assignedToId: member.user.id,
      category: 'feature',
      priority: 'high',
      dueDate: due,
      estimatedTime: 2.5,
      status: 'todo',
    });
    expect(JSON.parse(stored.tags)).toEqual(['web']);
  });

  test('Cancel and an untouched × close it; Escape after typing asks, and Discard task creates nothing', async ({
    page,
    request,
  }) => {
    const { owner, project } = await agencyWithProject(request);
    const posts = recordRequests(page, (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/tasks'));
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    const newTask = page.getByRole('button', { name: 'New task' });
    const dialog = page.getByRole('dialog', { name: 'New task' });

    await newTask.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await newTask.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await newTask.click();
    await dialog.getByLabel('Title').fill('Halb angefangen');
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: 'Discard the new task?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('Halb angefangen');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard task' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(0);
  });
});
