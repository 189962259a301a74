import type { APIRequestContext, Page } from '@playwright/test';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import { inspectPage, report, type Finding } from './support/page-checks';
import { fillPattern, pageRoutes, type Visitor } from './support/page-routes';
import { API_ORIGIN, DEMO_PASSWORD, demoEmail, signInAs, type DemoRole } from './support/session';

// The accessibility sweep: every page of the route tables, as a visitor and as each demo user, in both languages, on a
// laptop and a phone, with the task modal, the add-task dialog and each tab open. axe-core checks WCAG 2.1 A and AA and
// its best practices; any critical or serious violation fails, so do skipped heading levels and content outside
// landmarks, and no page may scroll sideways. Other findings are printed. One browser context per visitor, language
// and width visits the pages in sequence, so the 16 cases run side by side on the test workers.

const VISITORS: Visitor[] = ['visitor', 'admin', 'team', 'client'];
const LANGUAGES = ['en', 'de'] as const;
const WIDTHS = [1366, 390] as const;
/** An address no route knows: the not-found page is a page too. */
const UNKNOWN_PAGE = '/no-such-page';

async function apiGet<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(`${API_ORIGIN}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Real ids of the demo data for the detail pages' parameters, as the signed-in user sees them. The project is the one
 * whose tasks fill the most board columns (then the most tasks), so its board and detail page show every kind of card.
 */
async function demoIds(request: APIRequestContext, role: DemoRole): Promise<Record<string, string>> {
  const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const tasks = await apiGet<{ projectId: string; status: string }[]>(request, '/tasks', token);
  const richness = (projectId: string) => {
    const own = tasks.filter((task) => task.projectId === projectId);
    return new Set(own.map((task) => task.status)).size * 1000 + own.length;
  };
  const [project] = [...new Set(tasks.map((task) => task.projectId))].sort((a, b) => richness(b) - richness(a));
  expect(project, `a project with tasks that ${role}@example.com sees`).toBeDefined();
  const ids: Record<string, string> = { projectId: project };
  if (role !== 'client') {
    const [customer] = await apiGet<{ id: string }[]>(request, '/client-companies', token);
    ids.customerId = customer.id;
    // Every agency has the built-in templates; the editor shows one read-only.
    ids.templateId = encodeURIComponent('built-in:monthly-retainer');
  }
  if (role === 'admin') {
    const [member] = await apiGet<{ id: string }[]>(request, '/users?userType=team', token);
    ids.memberId = member.id;
  }
  return ids;
}

test.describe.configure({ mode: 'parallel' });

for (const visitor of VISITORS) {
  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      test.describe(`${visitor}, ${language}, ${width} px`, () => {
        const phone = width < 500;
        test.use({
          viewport: { width, height: phone ? 844 : 850 },
          isMobile: phone,
          hasTouch: phone,
          locale: language === 'de' ? 'de-DE' : 'en-US',
        });

        test('every page and its dialogs and tabs: no serious WCAG 2.1 AA violation, no sideways scrolling', async ({
          page,
          request,
          consoleErrors,
        }) => {
          test.setTimeout(600_000);
          const started = Date.now();
          await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
          if (visitor !== 'visitor') await signInAs(page, visitor);
          const ids: Record<string, string> = visitor === 'visitor' ? {} : await demoIds(request, visitor);
          const paths = pageRoutes()
            .filter((route) => route.openTo.includes(visitor))
            .map((route) => fillPattern(route.pattern, ids));
          if (visitor === 'visitor') paths.push(UNKNOWN_PAGE);

          const findings: Finding[] = [];
          const check = async (where: string) => {
            findings.push(...(await inspectPage(page, where)));
          };

          for (const path of paths) {
            // The board opens the project of the detail pages, the one with the most kinds of cards.
            await page.goto(path === '/dashboard/kanban' ? `${path}?projectId=${ids.projectId}` : path);
            await check(path);
            await checkTabs(page, path, check);
            if (path === '/dashboard/kanban') await checkBoardDialogs(page, path, check);
            if (path === '/dashboard/kanban') await checkBoardFilters(page, path, check);
          }
          consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => error !== NOT_FOUND_LOG));

          const seconds = Math.round((Date.now() - started) / 1000);
          console.log(`${visitor}, ${language}, ${width} px: ${paths.length} pages in ${seconds} s`);
          const notes = findings.filter((finding) => !finding.fails);
          if (notes.length > 0) console.log(`Other findings (not failing):\n${report(notes)}`);
          const failures = findings.filter((finding) => finding.fails);
          expect(failures.length, `Failing findings:\n${report(failures)}`).toBe(0);
        });
      });
    }
  }
}

/** Each tab of the page's first tab list, opened as a person opens it. */
async function checkTabs(page: Page, path: string, check: (where: string) => Promise<void>) {
  const tabs = page.getByRole('main').getByRole('tablist').first().getByRole('tab');
  const count = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.innerText()).replace(/\s+/g, ' ');
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await check(`${path}, tab "${name}"`);
  }
}

/** The task modal of the first card and, for who may create tasks, the add-task dialog. */
async function checkBoardDialogs(page: Page, path: string, check: (where: string) => Promise<void>) {
  const card = page.getByTestId('task-card').first();
  await card.getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await check(`${path}, task modal`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  const newTask = page.getByTestId('page-action');
  if ((await newTask.count()) === 0) return;
  await newTask.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(`${path}, add-task dialog`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The board's filters as a phone folds them ("More filters"). */
async function checkBoardFilters(page: Page, path: string, check: (where: string) => Promise<void>) {
  const filters = page.getByRole('group', { name: /Filter the board|Board filtern/ });
  const more = filters.getByRole('button', { expanded: false });
  if (await more.isVisible()) {
    await more.click();
    await expect(filters.getByRole('button', { expanded: true })).toBeVisible();
  }
  await check(`${path}, filters`);
}
