import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { agencyWithProject } from './support/work';

test.describe('task list', () => {
  test('on a phone the list starts in view: figures and filters fold behind one button that counts the filters on', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    await ownerApi.createTask(project.id, { title: 'Dringend', priority: 'high' });
    await ownerApi.createTask(project.id, { title: 'Irgendwann', priority: 'low' });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithToken(page, owner);
    await page.goto('/dashboard/tasks?lng=en');

    const rows = page.getByTestId('task-row');
    await expect(rows.first()).toBeInViewport();
    await expect(page.getByTestId('stat-total')).toBeHidden();
    await expect(page.getByRole('combobox', { name: 'Priority' })).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search tasks' })).toBeVisible();
    const tools = page.getByRole('button', { name: 'Filters and figures' });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');

    // By keyboard: open, filter, close; the button keeps the focus and says how many filters are on.
    await tools.focus();
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(tools).toBeFocused();
    await expect(page.getByTestId('stat-total')).toBeVisible();
    const priority = page.getByRole('combobox', { name: 'Priority' });
    await expect(priority).toBeVisible();
    await priority.selectOption({ label: 'High' });
    await expect(rows).toHaveCount(1);
    await tools.focus();
    await page.keyboard.press('Space');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(tools).toHaveAccessibleName('Filters and figures · 1 filter on');
    await expect(priority).toBeHidden();
    await expect(rows).toHaveText([/Dringend/]);
  });

  test('on a wide screen figures and filters show without the phone button', async ({ page, request }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    await ownerApi.createTask(project.id);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithToken(page, owner);
    await page.goto('/dashboard/tasks?lng=en');
    await expect(page.getByTestId('stat-total')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Priority' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Filters and figures/ })).toHaveCount(0);
  });

  test('every control says what it does: one "All tasks" (the mode), the filter value and the banner link differ', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    await ownerApi.createTask(project.id);
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/tasks?projectId=${project.id}&lng=en`);
    await expect(page.getByTestId('task-row')).toHaveCount(1);

    const namedAllTasks = page
      .getByRole('button', { name: /all tasks/i })
      .or(page.getByRole('option', { name: /all tasks/i }));
    await expect(namedAllTasks).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Mode' }).getByRole('button', { name: 'All tasks' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Kind of task' })).toHaveValue('all');
    await page.getByRole('button', { name: 'Show the tasks of all projects' }).click();
    await expect(page).not.toHaveURL(/projectId=/);
  });

  test('the "Checklist incomplete" filter, chosen by keyboard, lists only tasks with an item left to do', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const open = await ownerApi.createTask(project.id, { title: 'Noch offen' });
    const done = await ownerApi.createTask(project.id, { title: 'Alles abgehakt' });
    await ownerApi.createTask(project.id, { title: 'Ohne Liste' });
    await ownerApi.call('post', `/tasks/${open.id}/checklist`, { title: 'Texte prüfen' });
    await ownerApi.call('post', `/tasks/${done.id}/checklist`, { title: 'Bilder prüfen', done: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInWithToken(page, owner);
    await page.goto('/dashboard/tasks?lng=en');
    const rows = page.getByTestId('task-row');
    await expect(rows).toHaveCount(3);

    const checklist = page.getByRole('combobox', { name: 'Checklist' });
    await checklist.focus();
    await page.keyboard.press('ArrowDown');
    await expect(checklist).toHaveValue('incomplete');
    await expect(checklist).toBeFocused();
    await expect(rows).toHaveText([/Noch offen/]);
    await expect(rows.first().getByRole('img', { name: 'Checklist: 0 of 1 done' })).toBeVisible();
  });
});
