import type { Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { API_ORIGIN, DEMO_PASSWORD, demoEmail } from './support/session';

interface Script {
  url: string;
  bytes: number;
  gzip: number;
}
interface RouteJavaScript {
  MEASURED_ROUTES: { path: string; marker: string; signedIn: boolean }[];
  BUDGET_TOLERANCE: number;
  SIGNED_IN_SHARED_MODULES: string[];
  sharedModuleNames: (distRoot: string, origins: Record<string, string>) => (url: string) => string[];
  chunkClassifier: (distRoot: string, origins: Record<string, string>) => (url: string) => string;
  visitRoute: (
    browser: Browser,
    route: { url: string; marker: string; session?: unknown },
  ) => Promise<{ scripts: Script[]; ms: number }>;
  summarise: (scripts: Script[], classify: (url: string) => string) => { gzip: number; parts: Record<string, number> };
  readBudget: () => { routes: Record<string, { gzipKB: number }> };
}

const origin = (port: number) => `http://localhost:${port}`;
const origins = () => ({
  shell: origin(E2E_PORTS.shell),
  marketing: origin(E2E_PORTS.marketing),
  board: origin(E2E_PORTS.board),
  messages: origin(E2E_PORTS.messages),
  settings: origin(E2E_PORTS.settings),
});
const distRoot = `${__dirname}/../../../dist/apps`;
const routeJavaScript = async () =>
  // eslint-disable-next-line @nx/enforce-module-boundaries
  (await import('../../../tools/scripts/lib/route-javascript.mjs')) as RouteJavaScript;

// A signed-out visitor of the website never downloads the signed-in app: no store, RTK Query, session or live
// connection (the shell loads them with the sign-in pages and the signed-in area, see apps/shell SessionArea).
test('the landing page of a signed-out visitor loads none of the signed-in app', async ({ browser }) => {
  const lib = await routeJavaScript();
  const namesOf = lib.sharedModuleNames(distRoot, origins());
  const landing = lib.MEASURED_ROUTES.find((route) => route.path === '/');
  expect(landing).toBeDefined();
  const { scripts } = await lib.visitRoute(browser, {
    url: `${origin(E2E_PORTS.shell)}/?lng=en`,
    marker: landing?.marker ?? '',
  });
  const loaded = scripts.flatMap((script) => namesOf(script.url));
  expect(loaded).toContain('react-dom/client');
  expect(loaded.filter((name) => lib.SIGNED_IN_SHARED_MODULES.includes(name))).toEqual([]);
});

// The JavaScript each route downloads at a first visit (gzip) against the committed figures in
// tools/bench/web-budget.json: a route more than 10 % over its figure fails. Measured on the production builds
// `npm test` makes, served by the browser tests' product.
test('no route downloads more than 10 % over its committed JavaScript budget', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const lib = await routeJavaScript();
  const budget = lib.readBudget();
  const classify = lib.chunkClassifier(distRoot, origins());
  const login = await request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail('admin'), password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const session = await login.json();

  const report: string[] = [];
  const over: string[] = [];
  for (const route of lib.MEASURED_ROUTES) {
    const figure = budget.routes[route.path]?.gzipKB;
    expect(figure, `${route.path} has a figure in tools/bench/web-budget.json`).toBeGreaterThan(0);
    const { scripts } = await lib.visitRoute(browser, {
      url: `${origin(E2E_PORTS.shell)}${route.path}?lng=en`,
      marker: route.marker,
      session: route.signedIn ? session : undefined,
    });
    const { gzip, parts } = lib.summarise(scripts, classify);
    const measuredKB = gzip / 1000;
    const line =
      `${route.path}: ${measuredKB.toFixed(1)} KB gzip (shell ${(parts.shell / 1000).toFixed(1)}, shared ` +
      `${(parts.shared / 1000).toFixed(1)}, remote ${(parts.remote / 1000).toFixed(1)}), budget ${figure} KB`;
    report.push(line);
    if (measuredKB > figure * (1 + lib.BUDGET_TOLERANCE)) over.push(line);
  }
  console.log(`JavaScript at first visit:\n${report.join('\n')}`);
  expect(over, 'routes more than 10 % over their figure in tools/bench/web-budget.json').toEqual([]);
});
