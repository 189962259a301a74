import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { API_ORIGIN, registerAgency, signInWithToken, type ApiSession } from './support/session';

// Toasts speak the interface's language and never cover the controls a person reaches for next: the language switch,
// the page's main action, a dialog's close button and footer.

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 850 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function call(
  request: APIRequestContext,
  session: ApiSession,
  method: 'post' | 'put',
  path: string,
  data: object,
) {
  const response = await request[method](`${API_ORIGIN}/api${path}`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data,
  });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()}`).toBe(true);
  return response.json();
}

const toastWith = (page: Page, text: string) =>
  page.locator('[data-toast-region] [data-state="visible"]', { hasText: text });

/**
 * A person who wants to read what the press they just made says rests the pointer where toasts show (bottom right,
 * the bottom on a phone, when no dialog lifts them); a toast that shows under it waits (WCAG 2.2.1), however long the
 * page takes around it.
 */
async function restPointerWhereToastsShow(page: Page) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  await page.mouse.move(viewport.width - 48, viewport.height - 36);
}

/** The toast showing `text` overlaps none of `controls`. */
async function expectToastClearOf(page: Page, text: string, controls: Record<string, Locator>) {
  const toast = toastWith(page, text);
  await expect(toast).toBeVisible();
  await toast.hover();
  await expect(page.locator('[data-toast-region]'), 'the toast waits under the pointer').toHaveAttribute(
    'data-paused',
    'true',
  );
  for (const control of Object.values(controls)) await expect(control).toBeVisible();
  const [box, ...boxes] = await Promise.all(
    [toast, ...Object.values(controls)].map((locator) => locator.boundingBox()),
  );
  expect(box, 'the toast is shown').not.toBeNull();
  Object.keys(controls).forEach((what, index) => {
    const other = boxes[index];
    if (!box || !other) throw new Error(`${what} is not shown`);
    const overlap =
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height;
    expect(overlap, `the toast covers ${what}`).toBe(false);
  });
  return toast;
}

for (const viewport of VIEWPORTS) {
  test.describe(`toasts at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the greeting after signing in on an English page speaks the German the user chose, and covers no header control', async ({
      page,
      request,
    }) => {
      const owner = await registerAgency(request);
      await call(request, owner, 'put', '/account', { language: 'de' });
      await page.goto('/login?lng=en');
      await page.getByLabel('Email address').fill(owner.user.email);
      await page.getByLabel('Password', { exact: true }).fill('agency-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await restPointerWhereToastsShow(page);

      await expectToastClearOf(page, 'Willkommen zurück, Olivia!', {
        'the language switch': page.getByRole('group', { name: 'Sprache' }),
        '"New project"': page.getByRole('button', { name: 'Neues Projekt' }),
      });
      await expect(page.getByTestId('dashboard-page')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByText('Welcome back')).toHaveCount(0);
    });

    test('a toast over an open task dialog leaves its close button and footer free and closes by keyboard', async ({
      page,
      request,
    }) => {
      const owner = await registerAgency(request);
      const company = await call(request, owner, 'post', '/client-companies', { name: 'Toast AG' });
      const project = await call(request, owner, 'post', '/projects', {
        name: 'Hinweise',
        description: 'Made by the browser test',
        startDate: '2026-01-01',
        clientCompanyId: company.id,
      });
      const task = await call(request, owner, 'post', '/tasks', {
        title: `Hinweis ${Date.now().toString(36)}`,
        description: 'Made by the browser test',
        projectId: project.id,
        assignedToId: owner.user.id,
        isClientVisible: false,
      });
      await signInWithToken(page, owner);
      await page.goto(`/dashboard/kanban?projectId=${project.id}&taskId=${task.id}&lng=en`);
      const dialog = page.getByRole('dialog', { name: task.title });
      await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`${task.title} 2`);
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();

      const saved = await expectToastClearOf(page, 'Task saved', {
        "the dialog's close button": dialog.getByRole('button', { name: 'Close', exact: true }).first(),
        '"Edit"': dialog.getByRole('button', { name: 'Edit', exact: true }),
      });

      // Keyboard: from the dialog into the toast, Escape closes the toast and leaves the dialog open.
      await saved.getByRole('button', { name: 'Close notification' }).focus();
      await page.keyboard.press('Escape');
      await expect(saved).toHaveCount(0);
      await expect(dialog).toBeVisible();
    });
  });
}
