import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, DEMO_PASSWORD, demoEmail, signInAs, signInWithToken } from './support/session';
import { agencyWithProject, apiOf } from './support/work';

interface ChecklistItem {
  id: string;
  title: string;
  done: boolean;
  position: number;
}

/** Opens the Kanban board of `projectId` and the task modal of `title` by its card's button. */
async function openTaskOnBoard(page: Page, projectId: string, title: string) {
  await page.goto(`/dashboard/kanban?projectId=${projectId}&lng=en`);
  await page.getByRole('button', { name: `Open task ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');
  return dialog;
}

/** Presses Tab (or Shift+Tab) as a keyboard user does until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 30 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const card = (page: Page, title: string) => page.getByTestId('task-card').filter({ hasText: title });
const itemTitles = (section: Locator) => section.getByTestId('checklist-item');

test.describe('task checklists', () => {
  test('by keyboard: add items, tick one with Space, move one; focus follows; the card, the API and a second admin page agree', async ({
    page,
    browser,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    const done = await ownerApi.createTask(project.id);
    await ownerApi.call('post', `/tasks/${done.id}/checklist`, { title: 'Schon erledigt', done: true });

    // A second admin page watches the board, without reloading.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInWithToken(other, owner);
    await other.goto(`/dashboard/kanban?projectId=${project.id}&lng=en`);
    await expect(card(other, task.title)).toBeVisible();
    await expect(card(other, task.title).getByTestId('checklist-chip')).toHaveCount(0);

    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const section = dialog.getByTestId('task-checklist');
    await expect(section.getByText('No checklist yet')).toBeVisible();

    // Add three items with Enter; the field keeps focus for the next one.
    const field = section.getByRole('textbox', { name: 'New checklist item' });
    await tabTo(page, field);
    for (const title of ['Entwurf schreiben', 'Fotos auswählen', 'Veröffentlichen']) {
      await page.keyboard.type(title);
      await page.keyboard.press('Enter');
      await expect(section.getByRole('checkbox', { name: title })).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
    }
    await expect(section.getByText('0 of 3 done')).toBeVisible();

    // Tick one with Space: it stays focused.
    const photos = section.getByRole('checkbox', { name: 'Fotos auswählen' });
    await tabTo(page, photos, { backwards: true });
    await page.keyboard.press('Space');
    await expect(photos).toBeChecked();
    await expect(photos).toBeFocused();
    await expect(section.getByText('1 of 3 done')).toBeVisible();

    // Move the last item up with Alt+ArrowUp: focus stays on it, the move is announced.
    const publish = section.getByRole('checkbox', { name: 'Veröffentlichen' });
    await tabTo(page, publish);
    await page.keyboard.press('Alt+ArrowUp');
    await expect(itemTitles(section)).toHaveText([/Entwurf schreiben/, /Veröffentlichen/, /Fotos auswählen/]);
    await expect(publish).toBeFocused();
    await expect(page.getByText('Veröffentlichen moved to position 2 of 3.')).toBeAttached();

    // The API holds the order and the tick.
    await expect
      .poll(async () =>
        (await ownerApi.call<ChecklistItem[]>('get', `/tasks/${task.id}/checklist`)).map((item) => [
          item.title,
          item.done,
        ]),
      )
      .toEqual([
        ['Entwurf schreiben', false],
        ['Veröffentlichen', false],
        ['Fotos auswählen', true],
      ]);
    expect(await ownerApi.task(task.id)).toMatchObject({ checklistDone: 1, checklistTotal: 3 });

    // The card behind the modal and the other admin's card show the new progress, the latter live.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card(page, task.title).getByRole('img', { name: 'Checklist: 1 of 3 done' })).toContainText('1/3');
    await expect(card(other, task.title).getByRole('img', { name: 'Checklist: 1 of 3 done' })).toContainText('1/3');
    await otherContext.close();

    // The filter narrows the board to tasks with an unfinished checklist, and stays in the address.
    await expect(card(page, done.title)).toBeVisible();
    await page.getByRole('combobox', { name: 'Checklist' }).selectOption({ label: 'Checklist incomplete' });
    await expect(card(page, done.title)).toHaveCount(0);
    await expect(card(page, task.title)).toBeVisible();
    await expect(page).toHaveURL(/checklist=incomplete/);
    await page.reload();
    await expect(card(page, task.title)).toBeVisible();
    await expect(card(page, done.title)).toHaveCount(0);
  });

  test('by mouse: drag an item by its handle to the top, tick another by click; the API holds both', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    for (const title of ['Angebot schreiben', 'Angebot senden', 'Rechnung stellen']) {
      await ownerApi.call('post', `/tasks/${task.id}/checklist`, { title });
    }

    await signInWithToken(page, owner);
    const dialog = await openTaskOnBoard(page, project.id, task.title);
    const section = dialog.getByTestId('task-checklist');
    await expect(itemTitles(section)).toHaveText([/Angebot schreiben/, /Angebot senden/, /Rechnung stellen/]);

    // The handle of the last row, dropped on the first row.
    const handle = itemTitles(section).nth(2).getByTitle('Drag Rechnung stellen to reorder');
    await itemTitles(section).nth(2).scrollIntoViewIfNeeded();
    const from = await handle.boundingBox();
    const to = await itemTitles(section).nth(0).boundingBox();
    if (!from || !to) throw new Error('drag: handle or first item not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 4, from.y + from.height / 2 - 4, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 8 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4 + 2, { steps: 2 });
    await page.mouse.up();
    await expect(itemTitles(section)).toHaveText([/Rechnung stellen/, /Angebot schreiben/, /Angebot senden/]);

    await section.getByRole('checkbox', { name: 'Angebot senden' }).click();
    await expect(section.getByRole('checkbox', { name: 'Angebot senden' })).toBeChecked();
    await expect(section.getByText('1 of 3 done')).toBeVisible();

    await expect
      .poll(async () =>
        (await ownerApi.call<ChecklistItem[]>('get', `/tasks/${task.id}/checklist`)).map((item) => [
          item.title,
          item.done,
        ]),
      )
      .toEqual([
        ['Rechnung stellen', false],
        ['Angebot schreiben', false],
        ['Angebot senden', true],
      ]);
  });

  test('a client reads a shared task’s checklist without any control to change it', async ({ page, request }) => {
    const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
      data: { email: demoEmail('client'), password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const clientApi = apiOf(request, await login.json());
    const tasks = await clientApi.call<Array<{ id: string; title: string; projectId: string; checklistTotal: number }>>(
      'get',
      '/tasks',
    );
    const shared = tasks.find((candidate) => candidate.checklistTotal > 0);
    expect(shared, 'a client-visible demo task with a checklist').toBeDefined();
    if (!shared) return;
    const items = await clientApi.call<ChecklistItem[]>('get', `/tasks/${shared.id}/checklist`);

    await signInAs(page, 'client');
    await page.goto(`/dashboard/kanban?projectId=${shared.projectId}&taskId=${shared.id}&lng=en`);
    const section = page.getByRole('dialog', { name: shared.title }).getByTestId('task-checklist');
    const doneCount = items.filter((item) => item.done).length;
    await expect(section.getByText(`${doneCount} of ${items.length} done`)).toBeVisible();
    await expect(itemTitles(section)).toHaveCount(items.length);
    await expect(section.getByRole('checkbox')).toHaveCount(0);
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(section.getByRole('textbox')).toHaveCount(0);
  });
});
