import { test as bare, type APIRequestContext, type Page } from '@playwright/test';
import { CDN_ORIGIN, NGINX_SHELL_ORIGIN } from './support/cdn';
import { expect, NOT_FOUND_LOG, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { API_ORIGIN, DEMO_PASSWORD, demoEmail, signInAs, type DemoRole } from './support/session';

// The web apps' security headers (tools/scripts/lib/security-headers.mjs for npm start's servers,
// docker/nginx/security-headers.conf and write-runtime-config.sh for the images): a Content-Security-Policy of the
// product's own origins, no framing, no sniffing, no referrer. No page of the product breaks it.

const SHELL_ORIGIN = `http://localhost:${E2E_PORTS.shell}`;
const remote = (port: number) => `http://localhost:${port}`;
const REMOTE_ORIGINS = [E2E_PORTS.marketing, E2E_PORTS.board, E2E_PORTS.messages, E2E_PORTS.settings].map(remote);

/** Records every CSP violation of the page (any frame) from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) logged.push(message.text());
  });
  return async () => [
    ...logged.splice(0),
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations.splice(0))),
  ];
}

/** Opens `path` and waits until the page has drawn its heading and fetched what it shows. */
async function visit(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}${path}${path.includes('?') ? '&' : '?'}lng=en`);
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function apiGet<T>(request: APIRequestContext, role: DemoRole, path: string): Promise<T> {
  const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get(`${API_ORIGIN}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

const PUBLIC_PAGES = [
  '/',
  '/features',
  '/coming-soon',
  '/vs-clickup',
  '/imprint',
  '/privacy',
  '/get-started',
  '/no-such-page',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-token',
  '/accept-invitation?token=not-a-token',
];

/** The signed-in pages of each role (ids read from the demo data). */
async function signedInPages(request: APIRequestContext, role: DemoRole): Promise<string[]> {
  const project = (await apiGet<{ id: string }[]>(request, role, '/projects'))[0];
  const common = ['/dashboard', '/dashboard/kanban', '/dashboard/projects', `/dashboard/projects/${project.id}`];
  const after = ['/dashboard/tasks', '/dashboard/messages', '/dashboard/settings'];
  if (role === 'client') return [...common, ...after];
  const customer = (await apiGet<{ id: string }[]>(request, role, '/client-companies'))[0];
  const team = ['/dashboard/projects/add', '/dashboard/customers', `/dashboard/customers/${customer.id}`];
  if (role === 'team') return [...common, ...team, ...after];
  const member = (await apiGet<{ members: { id: string }[] }>(request, role, '/team/members')).members[0];
  return [...common, ...team, '/dashboard/team', `/dashboard/team/${member.id}`, ...after];
}

test.describe('security headers', () => {
  test('npm start sends the policy of exactly the product’s origins, on the pages and the remotes’ files', async ({
    request,
  }) => {
    const document = await request.get(`${SHELL_ORIGIN}/login`);
    const policy = document.headers()['content-security-policy'];
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' ${REMOTE_ORIGINS.join(' ')}`,
      `style-src 'self' 'unsafe-inline' ${REMOTE_ORIGINS.join(' ')}`,
      `img-src 'self' data: blob: ${API_ORIGIN} ${REMOTE_ORIGINS.join(' ')}`,
      `font-src 'self' data: ${REMOTE_ORIGINS.join(' ')}`,
      `connect-src 'self' ${API_ORIGIN} ${API_ORIGIN.replace('http', 'ws')} ${REMOTE_ORIGINS.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
    expect(document.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    expect(document.headers()['strict-transport-security']).toBeUndefined();
    for (const url of [`${remote(E2E_PORTS.board)}/mf-manifest.json`, `${SHELL_ORIGIN}/app-config.json`]) {
      const file = await request.get(url);
      expect(file.headers(), url).toMatchObject({ 'content-security-policy': policy, 'x-frame-options': 'DENY' });
    }
  });

  test('no public page logs a violation of it', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);
    const found: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await visit(page, SHELL_ORIGIN, path);
      const seen = await violations();
      if (seen.length > 0) found[path] = seen;
    }
    expect(found).toEqual({});
    // The unknown address answers 404 (the not-found page): the one console error expected here.
    expect(consoleErrors).toEqual([NOT_FOUND_LOG]);
    consoleErrors.length = 0;
  });

  for (const role of ['client', 'team', 'admin'] as const) {
    test(`no page of the ${role}'s signed-in area logs a violation of it${role === 'admin' ? ', modals open too' : ''}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const violations = await watchViolations(page);
      const found: Record<string, string[]> = {};
      const check = async (label: string) => {
        const seen = await violations();
        if (seen.length > 0) found[label] = seen;
      };
      await signInAs(page, role);
      for (const path of await signedInPages(request, role)) {
        await visit(page, SHELL_ORIGIN, path);
        await check(path);
      }
      if (role === 'admin') {
        await visit(page, SHELL_ORIGIN, '/dashboard/team');
        await page.getByRole('button', { name: 'Invite member' }).click();
        await expect(page.getByRole('dialog', { name: 'Invite team member' })).toBeVisible();
        await check('/dashboard/team with the invitation dialog open');
        await visit(page, SHELL_ORIGIN, '/dashboard/kanban');
        await page.getByRole('button', { name: 'New task' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check('/dashboard/kanban with the new-task dialog open');
      }
      expect(found).toEqual({});
    });
  }

  test('nginx with the images’ configuration sends the policy the start-up script wrote for its origins', async ({
    page,
    request,
  }) => {
    const remotes = [remote(E2E_PORTS.marketing), CDN_ORIGIN, remote(E2E_PORTS.messages), remote(E2E_PORTS.settings)];
    for (const path of ['/', '/login', '/dashboard', '/no-such-page', '/app-config.json']) {
      const response = await request.get(`${NGINX_SHELL_ORIGIN}${path}`);
      const headers = response.headers();
      expect(headers, path).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      const policy = headers['content-security-policy'] ?? '';
      expect(policy, path).toContain(`script-src 'self' ${remotes.join(' ')};`);
      expect(policy, path).toContain(`connect-src 'self' ${API_ORIGIN} ${API_ORIGIN.replace('http', 'ws')} `);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    // Behind a proxy that terminates HTTPS, HSTS too.
    const proxied = await request.get(`${NGINX_SHELL_ORIGIN}/login`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const violations = await watchViolations(page);
    await visit(page, NGINX_SHELL_ORIGIN, '/login');
    await signInAs(page, 'admin');
    await visit(page, NGINX_SHELL_ORIGIN, '/dashboard/kanban');
    await visit(page, NGINX_SHELL_ORIGIN, '/dashboard/messages');
    expect(await violations()).toEqual([]);
  });
});

// Without the console-error fixture: these checks cause the refusals the browser reports.
bare.describe('security headers, enforced', () => {
  bare('an injected inline script never runs, and no other site can frame the app', async ({ page }) => {
    const violations = await watchViolations(page);
    await visit(page, SHELL_ORIGIN, '/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.head.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)).toBe(
      undefined,
    );
    expect((await violations()).some((violation) => violation.startsWith('script-src-elem inline'))).toBe(true);

    // Another origin (the API's) frames the sign-in page: the browser shows its error page in the frame instead.
    await page.goto(`${API_ORIGIN}/api/health`);
    await page.setContent(`<iframe title="framed" src="${SHELL_ORIGIN}/login?lng=en"></iframe>`, { waitUntil: 'load' });
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    expect(framed?.url()).toBe('chrome-error://chromewebdata/');
  });
});
