import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { NGINX_SHELL_ORIGIN } from './support/cdn';
import { E2E_PORTS } from './support/ports';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';

// Every page of docs/screens-and-routes.md answers 200 at its own address, an unknown address 404 with the not-found page:
// in `npm start`'s servers (tools/scripts/lib/web-servers.mjs) and in nginx with the images' configuration
// (docker/nginx/web-locations.conf), both serving the same build of the shell.
const SERVERS = [
  { name: 'npm start', origin: `http://localhost:${E2E_PORTS.shell}` },
  { name: 'nginx', origin: NGINX_SHELL_ORIGIN },
];

const appsDir = join(__dirname, '../..');
const marketingPages = Object.values(
  JSON.parse(readFileSync(join(appsDir, 'marketing/src/app/seo/page-paths.json'), 'utf8')) as Record<string, string>,
);
/** The shell's own pages, read from its routes, so a new one cannot be forgotten by the servers. */
const shellPages = [...readFileSync(join(appsDir, 'shell/src/app/App.tsx'), 'utf8').matchAll(/path="(\/[\w-]+)"/g)].map(
  ([, path]) => path,
);
const signedInPages = [
  '/dashboard',
  '/dashboard/kanban',
  '/dashboard/projects/add',
  '/dashboard/projects/7f0c2a52-d2f4-4f50-9a55-2a4c1d2b7e11',
  '/dashboard/team',
  '/dashboard/messages',
  '/dashboard/settings',
];
const hashedShellFile = readdirSync(join(appsDir, '../dist/apps/shell')).find((file) =>
  /\.[0-9a-f]{8}\.js$/.test(file),
);

/** One GET as a client sends it, path untouched (a browser would read "//host/" as another host). */
function rawGet(origin: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, headers: { Accept: 'text/html' } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
    request.end();
  });
}

test('the servers know every page of the shell', () => {
  expect(shellPages).toEqual(expect.arrayContaining(['/login', '/register', '/unauthorized']));
  expect(marketingPages).toEqual(expect.arrayContaining(['/', '/features', '/coming-soon', '/vs-clickup']));
});

for (const { name, origin } of SERVERS) {
  test.describe(`page addresses (${name})`, () => {
    test('every page answers 200 at its own address, without a redirect', async ({ request }) => {
      for (const path of [...marketingPages, ...shellPages, ...signedInPages]) {
        const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        expect(response.headers()['location'], path).toBeUndefined();
        expect(response.headers()['content-type'], path).toContain('text/html');
      }
    });

    test('a marketing page names its own address as canonical', async ({ request }) => {
      for (const path of marketingPages) {
        const html = await (await request.get(`${origin}${path}?lng=en`, { maxRedirects: 0 })).text();
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(canonical, path).toBeDefined();
        expect(new URL(`${canonical}`, `${origin}${path}`).pathname, path).toBe(path);
      }
    });

    test('an address with a trailing slash answers one 301 to the address without it', async ({ request }) => {
      const redirects: [from: string, to: string][] = [
        ['/features/', '/features'],
        ['/vs-asana/?lng=de', '/vs-asana?lng=de'],
        ['/dashboard/', '/dashboard'],
        ['/no-such-page/', '/no-such-page'],
      ];
      for (const [from, to] of redirects) {
        const response = await request.get(`${origin}${from}`, { maxRedirects: 0 });
        expect(response.status(), from).toBe(301);
        expect(response.headers()['location'], from).toBe(to);
      }
      // Never to another host.
      expect(await rawGet(origin, '//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    });

    test('an unknown address answers 404 with the app page, which shows the not-found page', async ({
      page,
      consoleErrors,
    }) => {
      for (const path of ['/no-such-page', '/features/extra', '/dashboards']) {
        const response = await page.request.get(`${origin}${path}`, { maxRedirects: 0 });
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toMatch(/<div id="?root"?>/);
      }
      const response = await page.goto(`${origin}/no-such-page?lng=en`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      // Chromium logs the page's own 404; that one line is expected, any other error still fails.
      expect(consoleErrors).toEqual([NOT_FOUND_LOG]);
      consoleErrors.length = 0;
    });

    test('a marketing page opens at its own address in the browser', async ({ page }) => {
      const response = await page.goto(`${origin}/small-teams?lng=en`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/small-teams');
    });

    test('content-hashed files are cached for a year, everything else is revalidated', async ({ request }) => {
      expect(hashedShellFile).toBeDefined();
      const expected: [path: string, cacheControl: string][] = [
        [`/${hashedShellFile}`, 'public, max-age=31536000, immutable'],
        ['/mf-manifest.json', 'no-cache'],
        ['/module-federation.manifest.json', 'no-cache'],
        ['/app-config.json', 'no-cache'],
        ['/favicon.svg', 'no-cache'],
        ['/features', 'no-cache'],
        ['/dashboard', 'no-cache'],
      ];
      for (const [path, cacheControl] of expected) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['cache-control'], path).toBe(cacheControl);
        expect(response.headers()['access-control-allow-origin'], path).toBe('*');
      }
    });

    test('what is revalidated answers 304 to its ETag, so a second visit starts from the cache', async ({
      request,
    }) => {
      for (const path of [
        '/',
        '/features',
        '/dashboard/kanban',
        '/module-federation.manifest.json',
        '/app-config.json',
        '/mf-manifest.json',
      ]) {
        const first = await request.get(`${origin}${path}`);
        expect(first.status(), path).toBe(200);
        const etag = first.headers()['etag'];
        expect(etag, path).toBeTruthy();
        const again = await request.get(`${origin}${path}`, { headers: { 'If-None-Match': etag } });
        expect(again.status(), path).toBe(304);
        expect(await again.body(), path).toHaveLength(0);
      }
    });
  });
}
