import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInWithToken } from './support/session';
import { typedDate } from './support/dates';
import { agencyWithProject, unique, type StoredTask } from './support/work';

interface TemplateTask {
  title: string;
  dueOffsetDays: number | null;
  checklist: string[];
}
interface Template {
  id: string;
  name: string;
  builtIn: boolean;
  taskCount: number;
  tasks: TemplateTask[];
}

const RETAINER = 'built-in:monthly-retainer';

/** Presses Tab (or Shift+Tab) as a keyboard user does until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** The ISO day `days` after `day`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('project templates', () => {
  test('by keyboard: use the monthly retainer built-in for a client and a start date; the project holds its tasks shifted from the start', async ({
    page,
    request,
  }) => {
    const { owner, ownerApi, company } = await agencyWithProject(request);
    const retainer = await ownerApi.call<Template>(
      'get',
      `/project-templates/${encodeURIComponent(RETAINER)}?language=en`,
    );
    await signInWithToken(page, owner);
    await page.goto('/dashboard/projects/templates?lng=en');

    const retainerCard = page.getByTestId('template-card').filter({ hasText: retainer.name });
    await expect(retainerCard.getByText('Built-in')).toBeVisible();
    const use = page.getByRole('button', { name: `Use template ${retainer.name}` });
    await tabTo(page, use);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard\/projects\/add\?template=built-in%3Amonthly-retainer/);
    await expect(page.getByRole('combobox', { name: 'Start from a template' })).toHaveValue(RETAINER);
    const name = page.getByRole('textbox', { name: /Project name/ });
    await expect(name).toHaveValue(retainer.name);

    // The client by the arrow key, the start date typed, a name of its own; Enter in the name sends the form.
    const client = page.getByRole('combobox', { name: /Client/ });
    await tabTo(page, client);
    await page.keyboard.press('ArrowDown');
    await expect(client).toHaveValue(company.id);
    await page.keyboard.press('Tab');
    const start = page.getByRole('textbox', { name: /Start date/, exact: false }).first();
    await expect(start).toBeFocused();
    const startDay = '2026-03-02';
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(typedDate(startDay, 'en'));
    await tabTo(page, name);
    await expect(start).toHaveValue(typedDate(startDay, 'en'));
    const projectName = unique('Retainer');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(projectName);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: projectName, level: 2 })).toBeVisible();
    await expect(page.getByText(`Project ${projectName} created from the template ${retainer.name}`)).toBeVisible();

    // The API holds the template's tasks, each due its offset after the start day, with its checklist.
    const projectId = page.url().split('/').pop() as string;
    const tasks = await ownerApi.call<StoredTask[]>('get', `/tasks/project/${projectId}`);
    for (const planned of retainer.tasks) {
      const made = tasks.filter((task) => task.title === planned.title);
      expect(made.length, `task ${planned.title}`).toBeGreaterThan(0);
      const first = made.sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''))[0];
      expect(first.dueDate?.slice(0, 10) ?? null).toBe(
        planned.dueOffsetDays === null ? null : addDays(startDay, planned.dueOffsetDays),
      );
      const checklist = await ownerApi.call<{ title: string; done: boolean }[]>('get', `/tasks/${first.id}/checklist`);
      expect(checklist.map((item) => [item.title, item.done])).toEqual(
        planned.checklist.map((title) => [title, false]),
      );
    }
    expect(retainer.tasks.some((task) => task.checklist.length > 0)).toBe(true);
  });

  test('by mouse: save a project as a template in the dialog and find it in the list', async ({ page, request }) => {
    const { owner, ownerApi, project } = await agencyWithProject(request);
    const task = await ownerApi.createTask(project.id);
    await ownerApi.call('post', `/tasks/${task.id}/checklist`, { title: 'Fotos prüfen' });
    await signInWithToken(page, owner);
    await page.goto(`/dashboard/projects/${project.id}?lng=en`);

    const open = page.getByRole('button', { name: 'Save as template' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Save project as template' });
    const name = dialog.getByRole('textbox', { name: /Template name/ });
    await expect(name).toHaveValue(project.name);
    const templateName = unique('Vorlage');
    await name.fill(templateName);
    await dialog.getByRole('checkbox', { name: /Keep assignees/ }).check();
    await dialog.getByRole('button', { name: 'Save template' }).click();

    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(page.getByText(`Template ${templateName} saved`)).toBeVisible();
    const saved = await ownerApi.call<Template[]>('get', '/project-templates?language=en');
    const created = saved.find((candidate) => candidate.name === templateName);
    expect(created).toMatchObject({ builtIn: false, taskCount: 1 });

    await page.getByTestId('saved-template').getByRole('link', { name: templateName }).click();
    await expect(page.getByRole('textbox', { name: /Template name/ })).toHaveValue(templateName);
    await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(task.title);
    await expect(page.getByText('Fotos prüfen')).toBeVisible();

    await page.getByRole('button', { name: 'Back to templates' }).click();
    const card = page.getByTestId('template-card').filter({ hasText: templateName });
    await expect(card.getByText('1 task')).toBeVisible();
    await expect(card.getByText('Built-in')).toHaveCount(0);
  });
});
