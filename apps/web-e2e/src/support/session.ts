import { expect, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const API_ORIGIN = `http://localhost:${E2E_PORTS.api}`;
/** The shared password of the demo accounts (DEMO_PASSWORD of the contracts). */
export const DEMO_PASSWORD = 'taskflow-demo';
export type DemoRole = 'admin' | 'team' | 'client';
export const demoEmail = (role: DemoRole) => `${role}@example.com`;

/**
 * Until the messaging backend (issue 4) lands, the API has neither GET /api/conversations nor a
 * socket.io gateway. Signed-in pages ask both, and the browser would log the 404s as console
 * errors. Where the real API answers, its answer is used unchanged; only a missing endpoint is
 * replaced by an empty one.
 */
export async function tolerateMissingMessagingApi(page: Page): Promise<void> {
  await page.route('**/api/conversations', async (route) => {
    const response = await route.fetch();
    if (response.status() === 404) return route.fulfill({ json: { conversations: [], totalUnread: 0 } });
    return route.fulfill({ response });
  });
  const gateway = await page.request.get(`${API_ORIGIN}/socket.io/?EIO=4&transport=polling`, { failOnStatusCode: false });
  if (!gateway.ok()) {
    // No gateway yet: keep the live connection open but silent instead of failing handshakes.
    await page.routeWebSocket(/\/socket\.io\//, () => undefined);
  }
}

/**
 * Signs in as a demo account through the real API (POST /api/auth/login) and stores the session
 * the way the login page does, before the first page of the test loads.
 */
export async function signInAs(page: Page, role: DemoRole = 'admin'): Promise<void> {
  const response = await page.request.post(`${API_ORIGIN}/api/auth/login`, {
    data: { email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${role}@example.com`).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      // Once per tab, so a logout inside the test is not undone by the next page load.
      if (sessionStorage.getItem('e2e-session-seeded')) return;
      sessionStorage.setItem('e2e-session-seeded', '1');
      localStorage.setItem('taskflow_token', storedToken);
      localStorage.setItem('taskflow_user', storedUser);
    },
    [token, JSON.stringify(user)] as const,
  );
  await tolerateMissingMessagingApi(page);
}
