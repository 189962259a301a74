// What JavaScript a first visit of a route downloads, split into the shell, the shared libraries (the modules
// Module Federation shares between the apps with the chunks they load alongside, by each build's shared-chunks.json
// from tools/webpack/shared-chunks-plugin.js) and the remote that renders the page.
// Used by the benchmark (tools/bench/web-initial-load.mjs) and the budget check of the browser tests
// (apps/web-e2e/src/bundle-budget.e2e.ts, against tools/bench/web-budget.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_FILE = new URL('../../bench/web-budget.json', import.meta.url).pathname;
/** A route may grow this much over its committed figure before the check fails. */
export const BUDGET_TOLERANCE = 0.1;

/** The routes measured, with the element that shows the page is there. */
export const MEASURED_ROUTES = [
  { path: '/', marker: '[data-testid="landing-page"]', signedIn: false },
  { path: '/dashboard', marker: '[data-testid="dashboard-page"]', signedIn: true },
  { path: '/dashboard/kanban', marker: '[data-testid="kanban-page"]', signedIn: true },
  { path: '/dashboard/messages', marker: '[data-testid="messages-page"]', signedIn: true },
  { path: '/dashboard/settings', marker: '[data-testid="settings-page"]', signedIn: true },
];

/**
 * @param {string} distRoot  dist/apps
 * @param {Record<string, string>} origins  app name → the origin it is served from (shell, marketing, board, …)
 * @returns {(url: string) => 'shell' | 'shared' | 'remote'}
 */
export function chunkClassifier(distRoot, origins) {
  const appByOrigin = new Map(Object.entries(origins).map(([app, origin]) => [new URL(origin).origin, app]));
  const sharedFiles = new Map();
  for (const app of appByOrigin.values()) {
    const listFile = join(distRoot, app, 'shared-chunks.json');
    sharedFiles.set(app, new Set(existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : []));
  }
  return (url) => {
    const parsed = new URL(url);
    const app = appByOrigin.get(parsed.origin);
    const file = parsed.pathname.split('/').pop();
    if (app && sharedFiles.get(app).has(file)) return 'shared';
    return app === 'shell' ? 'shell' : 'remote';
  };
}

/**
 * The shared modules (by their share key, e.g. '@taskflow/store') whose own chunk is the file of `url`, by the
 * builds' mf-manifest.json.
 * @param {string} distRoot  dist/apps
 * @param {Record<string, string>} origins  app name → origin
 * @returns {(url: string) => string[]}
 */
export function sharedModuleNames(distRoot, origins) {
  const appByOrigin = new Map(Object.entries(origins).map(([app, origin]) => [new URL(origin).origin, app]));
  const names = new Map();
  for (const app of appByOrigin.values()) {
    const manifestFile = join(distRoot, app, 'mf-manifest.json');
    if (!existsSync(manifestFile)) continue;
    for (const shared of JSON.parse(readFileSync(manifestFile, 'utf8')).shared ?? []) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
        const key = `${app}/${file}`;
        names.set(key, [...(names.get(key) ?? []), shared.name]);
      }
    }
  }
  return (url) => {
    const parsed = new URL(url);
    return names.get(`${appByOrigin.get(parsed.origin)}/${parsed.pathname.split('/').pop()}`) ?? [];
  };
}

/**
 * What the public pages of a signed-out visitor must not load: the signed-in app's shared modules, the UI kit beyond
 * its core (@taskflow/ui-core) and the domain rules.
 */
export const SIGNED_IN_SHARED_MODULES = [
  '@taskflow/ui',
  '@taskflow/domain',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'socket.io-client',
  '@taskflow/store',
  '@taskflow/auth',
  '@taskflow/realtime',
];

/**
 * Opens `url` in a fresh context of `browser` (optionally signed in: `session` = the login answer) and waits for
 * `marker`. Answers the scripts downloaded (url, bytes, gzip bytes) and the ms from the navigation's start to the
 * marker shown (`ms`); with `revisit`, also that time at a second visit in a new tab of the same context (`warmMs`:
 * the browser's cache and the server's revalidation answers at work).
 */
export async function visitRoute(browser, { url, marker, session, revisit = false }) {
  const context = await browser.newContext();
  try {
    if (session) {
      await context.addInitScript(
        ([token, user]) => {
          localStorage.setItem('taskflow_token', token);
          localStorage.setItem('taskflow_user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
    }
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), bytes: body.length, gzip: gzipSync(body).length }),
          () => ({ url: response.url(), bytes: 0, gzip: 0 }),
        ),
      );
    });
    const ms = await timeToMarker(page, url, marker);
    await startPrerenderedApp(page);
    // Whatever the page still fetches for this route once it shows (lazy chunks, texts) counts too.
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(pending);
    if (!revisit) return { scripts, ms };
    await page.close();
    const again = await context.newPage();
    const warmMs = await timeToMarker(again, url, marker);
    await again.waitForLoadState('networkidle');
    return { scripts, ms, warmMs };
  } finally {
    await context.close();
  }
}

/**
 * A pre-rendered public page shows without its app, which starts at the visitor's first interaction
 * (docs/public-pages.md): the visitor moves the pointer, and the app's scripts count once it has taken the page over.
 */
async function startPrerenderedApp(page) {
  if ((await page.locator('[data-prerendered]').count()) === 0) return;
  await page.mouse.move(40, 200);
  await page.mouse.move(60, 220);
  await page.waitForSelector('[data-prerendered]', { state: 'detached' });
}

/**
 * The time from the navigation's start until `marker` is shown, as the page's own clock reads it (performance.now()
 * when the element first has a box), so the browser driver's round trips do not count.
 */
async function timeToMarker(page, url, marker) {
  await page.addInitScript((selector) => {
    const check = () => {
      if (window.__markerShownAt !== undefined) return;
      const element = document.querySelector(selector);
      if (element && element.getClientRects().length > 0) window.__markerShownAt = performance.now();
      else requestAnimationFrame(check);
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  }, marker);
  await page.goto(url);
  await page.waitForSelector(marker, { timeout: 30_000 });
  await page.waitForFunction(() => window.__markerShownAt !== undefined);
  return Math.round(await page.evaluate(() => window.__markerShownAt));
}

/** Totals per part (gzip bytes) of the scripts of one visit. */
export function summarise(scripts, classify) {
  const parts = { shell: 0, shared: 0, remote: 0 };
  for (const script of scripts) parts[classify(script.url)] += script.gzip;
  return {
    requests: scripts.length,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    parts,
  };
}

/** The committed budget: route → gzip KB of JavaScript at first visit. */
export function readBudget() {
  return JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
}

export const kb = (bytes) => bytes / 1000;
