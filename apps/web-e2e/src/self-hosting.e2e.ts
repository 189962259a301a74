import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, test as bare, type Browser, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { expect } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { DEMO_PASSWORD, demoEmail } from './support/session';

// The self-hosted product as docker/docker-compose.yml runs it, without Docker: Debian's Caddy with
// docker/caddy/Caddyfile (tools/scripts/lib/caddy.mjs puts only a global options block in front: Caddy's local CA,
// loopback ports) in front of an API of its own in production mode (Secure refresh cookie, TRUST_PROXY=1, every
// address from PUBLIC_URL) and of the shell and the four remotes on Debian's nginx with the images' configuration,
// the shell's run-time files written by the image's start-up script from PUBLIC_URL alone. Chromium trusts the local
// CA through its NSS database (no certificate errors are ignored).
const workspaceRoot = join(__dirname, '../../..');
const distApps = join(workspaceRoot, 'dist/apps');
const PUBLIC_URL = `https://localhost:${E2E_PORTS.selfHostedHttps}`;
const API_DIRECT = `http://127.0.0.1:${E2E_PORTS.selfHostedApi}/api`;
const REMOTES = ['marketing', 'board', 'messages', 'settings'] as const;
const REMOTE_PORTS = {
  marketing: E2E_PORTS.selfHostedMarketing,
  board: E2E_PORTS.selfHostedBoard,
  messages: E2E_PORTS.selfHostedMessages,
  settings: E2E_PORTS.selfHostedSettings,
};
const FILE_BYTES = 25 * 1024 * 1024;
/**
 * How Chromium logs each call the API refuses with the stale access token before the renewal (over HTTP/2 without a
 * status text).
 */
const UNAUTHORIZED_LOG = 'Failed to load resource: the server responded with a status of 401 ()';

type Stopper = () => Promise<unknown> | unknown;
type NginxSite = { port: number; root: string; files?: Record<string, string>; contentSecurityPolicy: string };

/* eslint-disable @nx/enforce-module-boundaries -- the product is served by the workspace's own scripts */
async function workspaceScripts() {
  const processes = (await import('../../../tools/scripts/lib/processes.mjs')) as {
    startService: (label: string, command: string, args: string[], options: object) => ChildProcess;
    stopProcess: (child: ChildProcess) => Promise<void>;
    waitForUrl: (url: string, options?: object) => Promise<Response>;
  };
  const nginx = (await import('../../../tools/scripts/lib/nginx.mjs')) as {
    startNginx: (sites: NginxSite[]) => Promise<{ stop: () => Promise<void> }>;
    writeRuntimeConfig: (options: { htmlDir: string; nginxDir: string; env?: Record<string, string> }) => string;
  };
  const caddy = (await import('../../../tools/scripts/lib/caddy.mjs')) as {
    startCaddy: (options: object) => Promise<{ rootCertificate: string; stop: () => Promise<void> }>;
    homeTrustingCertificate: (certificate: string) => { home: string; remove: () => void };
  };
  const { API_MALLOC_ENV } = (await import('../../../tools/scripts/lib/api-malloc-env.mjs')) as {
    API_MALLOC_ENV: Record<string, string>;
  };
  return { ...processes, ...nginx, ...caddy, API_MALLOC_ENV };
}
/* eslint-enable @nx/enforce-module-boundaries */

async function apiLogin(role: 'admin' | 'team'): Promise<{ token: string; user: { id: string } }> {
  const response = await fetch(`${API_DIRECT}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  expect(response.status, `login of ${role}`).toBe(200);
  return (await response.json()) as { token: string; user: { id: string } };
}

async function apiPost<T>(path: string, token: string, body: object): Promise<T> {
  const response = await fetch(`${API_DIRECT}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(response.ok, `POST ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** The session token as the shell keeps it (remembered or for this browser session). */
const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('taskflow_token') ?? sessionStorage.getItem('taskflow_token'));

bare.describe('self-hosting: one origin over HTTPS behind the compose Caddyfile', () => {
  bare.describe.configure({ mode: 'default' });
  const stoppers: Stopper[] = [];
  let browser: Browser;

  bare.beforeAll(async () => {
    // An API start on a fresh embedded database (migrations, demo data) on two busy cores.
    bare.setTimeout(240_000);
    const scripts = await workspaceScripts();
    const dir = mkdtempSync(join(tmpdir(), 'taskflow-self-hosted-'));
    chmodSync(dir, 0o755);
    stoppers.push(() => rmSync(dir, { recursive: true, force: true }));

    // The API as the compose file configures it.
    const api = scripts.startService('self-hosted api', process.execPath, [join(distApps, 'api/main.js')], {
      env: {
        ...scripts.API_MALLOC_ENV,
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(E2E_PORTS.selfHostedApi),
        DATA_DIR: join(dir, 'api-data'),
        JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
        JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
        WEB_ORIGINS: PUBLIC_URL,
        WEB_APP_URL: PUBLIC_URL,
        API_PUBLIC_URL: PUBLIC_URL,
        TRUST_PROXY: '1',
        DEMO_DATA: 'true',
        // The compose file's default: the demo agency exists, so no stranger registers another.
        REGISTRATION: 'invite-only',
        LOG_LEVEL: 'warn',
      },
    });
    stoppers.unshift(() => scripts.stopProcess(api));
    await scripts.waitForUrl(`${API_DIRECT}/health`, { timeoutMs: 180_000 });

    // The shell's image: its start-up script given PUBLIC_URL only; each remote's image: its own policy.
    const shellRuntime = join(dir, 'shell');
    mkdirSync(shellRuntime);
    const shellPolicy = scripts.writeRuntimeConfig({
      htmlDir: shellRuntime,
      nginxDir: shellRuntime,
      env: { PUBLIC_URL },
    });
    const sites: NginxSite[] = [
      {
        port: E2E_PORTS.selfHostedShell,
        root: join(distApps, 'shell'),
        files: {
          '/module-federation.manifest.json': join(shellRuntime, 'module-federation.manifest.json'),
          '/app-config.json': join(shellRuntime, 'app-config.json'),
        },
        contentSecurityPolicy: shellPolicy,
      },
    ];
    for (const remote of REMOTES) {
      const remoteRuntime = join(dir, remote);
      mkdirSync(remoteRuntime);
      sites.push({
        port: REMOTE_PORTS[remote],
        root: join(distApps, remote),
        contentSecurityPolicy: scripts.writeRuntimeConfig({ htmlDir: remoteRuntime, nginxDir: remoteRuntime }),
      });
    }
    const nginx = await scripts.startNginx(sites);
    stoppers.unshift(() => nginx.stop());

    const caddy = await scripts.startCaddy({
      publicUrl: PUBLIC_URL,
      httpPort: E2E_PORTS.selfHostedHttp,
      upstreams: {
        API_UPSTREAM: `127.0.0.1:${E2E_PORTS.selfHostedApi}`,
        SHELL_UPSTREAM: `127.0.0.1:${E2E_PORTS.selfHostedShell}`,
        ...Object.fromEntries(
          REMOTES.map((remote) => [`${remote.toUpperCase()}_UPSTREAM`, `127.0.0.1:${REMOTE_PORTS[remote]}`]),
        ),
      },
    });
    stoppers.unshift(() => caddy.stop());

    // Chromium as the other tests launch it, with a home whose NSS database trusts Caddy's local CA.
    const home = scripts.homeTrustingCertificate(caddy.rootCertificate);
    stoppers.push(() => home.remove());
    const launchOptions = bare.info().project.use.launchOptions ?? {};
    browser = await chromium.launch({ ...launchOptions, env: { ...process.env, HOME: home.home } });
    stoppers.unshift(() => browser.close());
  });

  bare.afterAll(async () => {
    for (const stop of stoppers) await stop();
  });

  bare('a team member signs in over HTTPS, the session renews, live messages and a 25 MB file go through', async () => {
    bare.setTimeout(180_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    await bare.step('the sign-in page, over HTTPS with the security headers', async () => {
      const response = await page.goto(`${PUBLIC_URL}/login?lng=en`);
      expect(response?.status()).toBe(200);
      expect(response?.url()).toBe(`${PUBLIC_URL}/login?lng=en`);
      const headers = response?.headers() ?? {};
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      // The one origin: the API, the live connection and the remotes are all PUBLIC_URL.
      expect(headers['content-security-policy']).toContain(
        `connect-src 'self' ${PUBLIC_URL} ${PUBLIC_URL.replace('https', 'wss')};`,
      );
      const apiHeaders = await page.evaluate(async () => {
        const health = await fetch('/api/health');
        return { status: health.status, nosniff: health.headers.get('x-content-type-options') };
      });
      expect(apiHeaders).toEqual({ status: 200, nosniff: 'nosniff' });
    });

    await bare.step('sign in through the page: a Secure, HttpOnly refresh cookie', async () => {
      await page.getByLabel('Email address').fill(demoEmail('team'));
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(`${PUBLIC_URL}/dashboard`);
      await expect(page.getByTestId('dashboard-page')).toBeVisible();
      const refresh = (await context.cookies()).find((cookie) => cookie.name === 'taskflow_refresh');
      expect(refresh).toMatchObject({ secure: true, httpOnly: true, path: '/api/auth', domain: 'localhost' });
    });

    await bare.step('a stale access token: the page renews the session with the refresh cookie', async () => {
      const tokenBefore = await storedToken(page);
      expect(tokenBefore).toBeTruthy();
      await page.evaluate(() => {
        for (const storage of [localStorage, sessionStorage]) {
          if (storage.getItem('taskflow_token')) storage.setItem('taskflow_token', 'stale-access-token');
        }
      });
      const renewal = page.waitForResponse(
        (response) => response.url() === `${PUBLIC_URL}/api/auth/refresh` && response.request().method() === 'POST',
      );
      await page.goto(`${PUBLIC_URL}/dashboard/messages?tab=direct&lng=en`);
      expect((await renewal).status()).toBe(200);
      await expect(page.getByText('Live', { exact: true })).toBeVisible();
      const tokenAfter = await storedToken(page);
      expect(tokenAfter).not.toBe('stale-access-token');
      expect(tokenAfter).not.toBe(tokenBefore);
      expect(consoleErrors.filter((error) => error !== UNAUTHORIZED_LOG)).toEqual([]);
    });

    const admin = await apiLogin('admin');
    const team = await apiLogin('team');
    const conversation = await apiPost<{ id: string }>('/conversations', admin.token, {
      type: 'direct',
      participantIds: [team.user.id],
    });

    await bare.step('a message arrives live over wss://', async () => {
      const text = `Self-hosted hello ${Date.now()}`;
      await apiPost(`/conversations/${conversation.id}/messages`, admin.token, { content: text });
      await expect(page.getByTestId('conversation-item').filter({ hasText: text })).toBeVisible();
      expect(sockets.length).toBeGreaterThan(0);
      for (const url of sockets)
        expect(url).toMatch(new RegExp(`^wss://localhost:${E2E_PORTS.selfHostedHttps}/socket\\.io/`));
    });

    await bare.step('a 25 MB file goes up and comes back down unchanged', async () => {
      const result = await page.evaluate(
        async ({ conversationId, bytes }) => {
          const token = localStorage.getItem('taskflow_token') ?? sessionStorage.getItem('taskflow_token');
          const content = new Uint8Array(bytes);
          for (let index = 0; index < bytes; index += 4096) content[index] = (index / 4096) % 251;
          const digest = async (data: ArrayBuffer) =>
            Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', data)))
              .map((byte) => byte.toString(16).padStart(2, '0'))
              .join('');
          const form = new FormData();
          form.append('file', new Blob([content], { type: 'application/octet-stream' }), 'brand-assets.bin');
          const upload = await fetch(`/api/files?target=message&parentId=${conversationId}`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}` },
            body: form,
          });
          const stored = (await upload.json()) as { id: string; size: number };
          const download = await fetch(`/api/files/${stored.id}`, { headers: { Authorization: `Bearer ${token}` } });
          const downloaded = await download.arrayBuffer();
          return {
            uploadStatus: upload.status,
            storedSize: stored.size,
            downloadStatus: download.status,
            downloadedSize: downloaded.byteLength,
            same: (await digest(downloaded)) === (await digest(content.buffer)),
          };
        },
        { conversationId: conversation.id, bytes: FILE_BYTES },
      );
      expect(result).toEqual({
        uploadStatus: 201,
        storedSize: FILE_BYTES,
        downloadStatus: 200,
        downloadedSize: FILE_BYTES,
        same: true,
      });
    });

    await bare.step('plain HTTP is redirected to HTTPS', async () => {
      const response = await fetch(`http://localhost:${E2E_PORTS.selfHostedHttp}/dashboard`, { redirect: 'manual' });
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toMatch(/^https:\/\//);
    });

    expect(consoleErrors.filter((error) => error !== UNAUTHORIZED_LOG)).toEqual([]);
    await context.close();
  });

  bare(
    'a visitor of an invite-only installation is told on /register that it takes no new agencies, and goes on to sign in by keyboard',
    async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${PUBLIC_URL}/register?lng=en`);
      await expect(page.getByRole('heading', { name: 'Registration is closed' })).toBeVisible();
      await expect(page.getByText(/takes no new agencies/)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      const status = await page.evaluate(async () => (await fetch('/api/registration')).json());
      expect(status).toEqual({ mode: 'invite-only', newAgenciesAllowed: false });

      const signIn = page.getByRole('link', { name: 'Sign in to an existing account' });
      for (
        let presses = 0;
        presses < 10 && !(await signIn.evaluate((link) => link === document.activeElement));
        presses++
      )
        await page.keyboard.press('Tab');
      await expect(signIn).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
      await context.close();
    },
  );
});
