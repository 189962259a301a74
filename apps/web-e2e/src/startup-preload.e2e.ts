import type { Page } from '@playwright/test';
import { E2E_PORTS } from './support/ports';
import { expect, test } from './support/fixtures';
import { moveOverPublicPage } from './support/public-page';
import { signInAs } from './support/session';

// A first visit fetches what it needs side by side instead of one step after another (docs/remote-preloading.md).
const shellOrigin = `http://localhost:${E2E_PORTS.shell}`;
const boardOrigin = `http://localhost:${E2E_PORTS.board}`;
const settingsOrigin = `http://localhost:${E2E_PORTS.settings}`;

/** Every request of the page, in the order the browser sent them. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * Holds the script of `origin` that holds `marker` (a page's code) until `asked` resolves (or 10 s have passed);
 * the answer says whether it resolved first, i.e. whether the page's read started before its code was there.
 */
async function holdPageCode(page: Page, origin: string, marker: string, asked: Promise<boolean>) {
  let readBeforePageCode: boolean | undefined;
  await page.route(`${origin}/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) {
      const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
      readBeforePageCode = await Promise.race([asked, gaveUp]);
    }
    await route.fulfill({ response, body });
  });
  return () => readBeforePageCode;
}

test("the shell's page names every script of its start-up, so the browser fetches them at once", async ({ page }) => {
  const requests = recordRequests(page);
  // A page the app renders (not one of the pre-rendered public pages: those show before the start-up, see below).
  const configAsked = page.waitForRequest(`${shellOrigin}/app-config.json`);
  await page.goto('/login?lng=en');
  await configAsked;
  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const mainScript = await page.locator('head script[src*="/main."]').getAttribute('src');
  // The start-up's code has run once it asks for the run-time configuration: every shell script fetched before that
  // is part of the start-up and must be named by the page.
  const configAt = requests.indexOf(`${shellOrigin}/app-config.json`);
  expect(configAt).toBeGreaterThan(0);
  const startupScripts = requests
    .slice(0, configAt)
    .filter((url) => url.startsWith(shellOrigin) && url.endsWith('.js') && !url.endsWith(mainScript ?? 'none'));
  expect(startupScripts.length).toBeGreaterThan(5);
  expect(startupScripts.filter((url) => !preloaded.includes(url))).toEqual([]);
  // The remotes' manifest too, with the page's first bytes.
  await expect(page.locator('head link[rel="preload"][as="fetch"]')).toHaveAttribute(
    'href',
    '/module-federation.manifest.json',
  );
});

test('a pre-rendered public page preloads nothing that would compete with its own first paint', async ({ page }) => {
  await page.goto('/features?lng=en');
  await expect(page.locator('head link[rel="preload"]')).toHaveCount(0);
  // The app still starts, at the visitor's first move, and takes the page over.
  await moveOverPublicPage(page);
  await expect(page.getByTestId('features-page')).toBeVisible();
});

test("a signed-in first visit fetches its remote's entry while the shell starts, not after its first render", async ({
  page,
}) => {
  await signInAs(page);
  let boardEntryRequested = () => undefined as void;
  const boardEntry = new Promise<boolean>((resolve) => (boardEntryRequested = () => resolve(true)));
  page.on('request', (request) => {
    if (request.url() === `${boardOrigin}/remoteEntry.js`) boardEntryRequested();
  });
  // The shell renders nothing before its run-time configuration is there: hold that answer until the board's entry
  // has been asked for (or 10 s have passed, which fails the test), then let it through to the server.
  let entryBeforeFirstRender = false;
  await page.route(`${shellOrigin}/app-config.json`, async (route) => {
    const gaveUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
    entryBeforeFirstRender = await Promise.race([boardEntry, gaveUp]);
    await route.continue();
  });
  await page.goto('/dashboard/kanban?lng=en');
  await expect(page.getByTestId('kanban-page')).toBeVisible({ timeout: 20_000 });
  expect(entryBeforeFirstRender).toBe(true);
  // The page works as before: the board's texts are there, no key shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Kanban board' })).toBeVisible();
});

test("a signed-in first visit of the dashboard starts its reads before the page's code is there, and reads each once", async ({
  page,
}) => {
  await signInAs(page);
  const requests = recordRequests(page);
  let summaryRequested = () => undefined as void;
  const summary = new Promise<boolean>((resolve) => (summaryRequested = () => resolve(true)));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dashboard') summaryRequested();
  });
  // Hold the script with the dashboard page's code until its figures have been asked for (or 10 s, which fails).
  const readBeforePageCode = await holdPageCode(page, boardOrigin, '"dashboard-page"', summary);
  await page.goto('/dashboard?lng=en');
  await expect(page.getByTestId('dashboard-page')).toBeVisible({ timeout: 20_000 });
  expect(readBeforePageCode()).toBe(true);
  await expect(page.getByRole('heading', { level: 3, name: 'Recent activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = (path: string) => requests.filter((url) => new URL(url).pathname === path).length;
  // The page shows the answers of the reads its route started (prefetchData) instead of reading again.
  expect(reads('/api/dashboard')).toBe(1);
  expect(reads('/api/dashboard/activity')).toBe(1);
  expect(reads('/api/dashboard/project-progress')).toBe(1);
});

test("a signed-in first visit of the board asks for its project's counts and columns before the page's code is there, once each", async ({
  page,
}) => {
  await signInAs(page);
  const requests = recordRequests(page);
  const isBoardRead = (url: string) => /^\/api\/tasks\/project\/[^/]+\/board$/.test(new URL(url).pathname);
  let countsRequested = () => undefined as void;
  const counts = new Promise<boolean>((resolve) => (countsRequested = () => resolve(true)));
  page.on('request', (request) => {
    if (isBoardRead(request.url()) && new URL(request.url()).searchParams.get('limit') === '0') countsRequested();
  });
  const readBeforePageCode = await holdPageCode(page, boardOrigin, '"kanban-page"', counts);
  await page.goto('/dashboard/kanban?lng=en');
  await expect(page.getByTestId('kanban-page')).toBeVisible({ timeout: 20_000 });
  expect(readBeforePageCode()).toBe(true);
  await page.waitForLoadState('networkidle');
  const boardReads = requests.filter(isBoardRead).map((url) => new URL(url).searchParams);
  // The counts (limit=0) and each column's first page, read once each: the page shows the prefetched answers.
  expect(boardReads.filter((query) => query.get('limit') === '0')).toHaveLength(1);
  const columnReads = boardReads.filter((query) => query.get('status')).map((query) => query.get('status'));
  expect(columnReads.length).toBeGreaterThan(0);
  expect(new Set(columnReads).size).toBe(columnReads.length);
});

test("a signed-in first visit of the settings asks for its tab's reads before the page's code is there, once each", async ({
  page,
}) => {
  await signInAs(page);
  const requests = recordRequests(page);
  const preferences = page
    .waitForRequest((request) => new URL(request.url()).pathname === '/api/notifications/preferences')
    .then(() => true);
  // Hold the script with the settings page's code until the first tab's preferences have been asked for (or 10 s).
  const readBeforePageCode = await holdPageCode(page, settingsOrigin, '"settings-page"', preferences);
  await page.goto('/dashboard/settings?lng=en');
  await expect(page.getByTestId('settings-page')).toBeVisible({ timeout: 20_000 });
  expect(readBeforePageCode()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Mail delivery' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = (path: string) => requests.filter((url) => new URL(url).pathname === path).length;
  // The tab shows the answers of the reads its route started (prefetchData) instead of reading again.
  expect(reads('/api/notifications/preferences')).toBe(1);
  expect(reads('/api/notifications/mail-delivery')).toBe(1);
  expect(reads('/api/auth/me')).toBe(1);
});
