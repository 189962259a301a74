import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { boardSourcesWithReleaseNotes, RELEASE_NOTES_PAGE } from './support/board-release';
import {
  boardVersionDir,
  boardVersionUrl,
  cdnFolders,
  CDN_ORIGIN,
  NGINX_SHELL_ORIGIN,
  pointShellAtBoard,
} from './support/cdn';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import { registerAgency, signInAs, signInWithToken } from './support/session';

// The README's deployment of one remote, for real: the board's builds in versioned folders on a CDN (Debian's
// nginx with docker/nginx/web-locations.conf), the shell (the same nginx and configuration) switched from one
// version to the next by its manifest alone.
const workspaceRoot = join(__dirname, '../../..');
const shellDist = join(workspaceRoot, 'dist/apps/shell');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every file below `dir` with the SHA-256 of its bytes. */
function fileHashes(dir: string): Record<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
    }),
  );
}

/** The board's files the page fetched, by version folder. */
function boardVersionsFetched(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const version = new RegExp(`^${CDN_ORIGIN}/board/([^/]+)/`).exec(request.url())?.[1];
    if (version) versions.add(version);
  });
  return versions;
}

test.describe('a board release ships by swapping one manifest URL', () => {
  // One board build for these tests, in order, in one worker.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    // A production build of the board's next version (up to a minute on two busy cores).
    test.setTimeout(300_000);
    // eslint-disable-next-line @nx/enforce-module-boundaries
    const { buildRemoteVersion } = (await import('../../../tools/scripts/lib/remote-version.mjs')) as {
      buildRemoteVersion: (options: object) => Promise<string>;
    };
    const sources = boardSourcesWithReleaseNotes(join(workspaceRoot, 'tmp/web-e2e'));
    try {
      await buildRemoteVersion({
        remote: 'board',
        version: '2.0.0',
        cdnRoot: cdnFolders().cdnRoot,
        projectRoot: sources.projectRoot,
        background: true,
      });
    } finally {
      sources.remove();
    }
  });

  test.afterAll(() => {
    const { cdnRoot, runtimeDir } = cdnFolders();
    pointShellAtBoard(runtimeDir, '1.0.0');
    rmSync(boardVersionDir(cdnRoot, '2.0.0'), { recursive: true, force: true });
  });

  test('the CDN serves every version with the CORS and cache headers of docker/nginx', async ({ request }) => {
    const { cdnRoot } = cdnFolders();
    for (const version of ['1.0.0', '2.0.0']) {
      const files = readdirSync(boardVersionDir(cdnRoot, version));
      const hashedChunk = files.find((file) => /\.[0-9a-f]{8}\.js$/.test(file) && files.includes(`${file}.map`));
      expect(hashedChunk, `a content-hashed chunk in board/${version}`).toBeDefined();
      const expected: [file: string, cacheControl: string][] = [
        ['mf-manifest.json', 'no-cache'],
        ['remoteEntry.js', 'no-cache'],
        [`${hashedChunk}`, IMMUTABLE],
        [`${hashedChunk}.map`, IMMUTABLE],
      ];
      for (const [file, cacheControl] of expected) {
        const response = await request.get(`${CDN_ORIGIN}/board/${version}/${file}`, {
          headers: { Origin: NGINX_SHELL_ORIGIN },
        });
        expect(response.status(), `board/${version}/${file}`).toBe(200);
        expect(response.headers()['cache-control'], `board/${version}/${file}`).toBe(cacheControl);
        expect(response.headers()['access-control-allow-origin'], `board/${version}/${file}`).toBe('*');
      }
    }
    const missing = await request.get(`${CDN_ORIGIN}/board/9.9.9/mf-manifest.json`);
    expect(missing.status()).toBe(404);
  });

  test('the running shell shows 1.0.0, then, pointed at 2.0.0 and reloaded, the new page in English and German', async ({
    page,
    browser,
    request,
  }) => {
    const { runtimeDir } = cdnFolders();
    const shellBefore = fileHashes(shellDist);
    pointShellAtBoard(runtimeDir, '1.0.0');
    const fetched = boardVersionsFetched(page);
    // An agency of its own: the language switch below is stored for the signed-in user (never a shared demo account).
    await signInWithToken(page, await registerAgency(request));

    await test.step('version 1.0.0: the dashboard, and no release notes yet', async () => {
      await page.goto(`${NGINX_SHELL_ORIGIN}/dashboard?lng=en`);
      await expect(page.getByTestId('dashboard-page')).toBeVisible();
      await page.goto(`${NGINX_SHELL_ORIGIN}${RELEASE_NOTES_PAGE.path}?lng=en`);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect([...fetched]).toEqual(['1.0.0']);
    });

    await test.step('the manifest names 2.0.0: after a reload the new page, title and text', async () => {
      fetched.clear();
      pointShellAtBoard(runtimeDir, '2.0.0');
      await page.reload();
      const { en, de } = RELEASE_NOTES_PAGE.texts;
      await expect(page.getByTestId('release-notes-page')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
      await expect(page.getByText(en.body)).toBeVisible();
      await expect(page).toHaveTitle(`${en.title} – TaskFlow`);
      expect([...fetched]).toEqual(['2.0.0']);

      await page.getByRole('button', { name: 'DE' }).click();
      await expect(page.getByRole('heading', { level: 1, name: de.title })).toBeVisible();
      await expect(page.getByText(de.body)).toBeVisible();
      await expect(page).toHaveTitle(`${de.title} – TaskFlow`);
    });

    await test.step("the page's access rule shipped with it: a team member is sent to /unauthorized", async () => {
      const context = await browser.newContext();
      const teamPage = await context.newPage();
      await signInAs(teamPage, 'team');
      await teamPage.goto(`${NGINX_SHELL_ORIGIN}${RELEASE_NOTES_PAGE.path}?lng=en`);
      await expect(teamPage).toHaveURL(/\/unauthorized$/);
      await context.close();
    });

    expect(fileHashes(shellDist), 'the shell’s files').toEqual(shellBefore);
  });

  test('a version whose folder is gone shows the fallback panel while the rest of the app works', async ({
    page,
    consoleErrors,
  }) => {
    const { cdnRoot, runtimeDir } = cdnFolders();
    pointShellAtBoard(runtimeDir, '2.0.0');
    rmSync(boardVersionDir(cdnRoot, '2.0.0'), { recursive: true });
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(response.url());
    });
    await signInAs(page, 'admin');

    await page.goto(`${NGINX_SHELL_ORIGIN}/dashboard?lng=en`);
    const fallback = page.getByTestId('remote-fallback-board');
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(fallback.getByText('This area could not be loaded')).toBeVisible();
    await page.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByTestId('messages-page')).toBeVisible();
    await page.goto(`${NGINX_SHELL_ORIGIN}/?lng=en`);
    await expect(page.getByTestId('landing-page')).toBeVisible();

    // The only failures: the missing version's manifest (first load and retries), each logged by Chromium.
    expect(new Set(notFound)).toEqual(new Set([boardVersionUrl('2.0.0')]));
    expect(consoleErrors).toEqual(notFound.map(() => NOT_FOUND_LOG));
    consoleErrors.length = 0;
  });
});
