import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const API_ORIGIN = `http://localhost:${E2E_PORTS.api}`;
/** The shared password of the demo accounts (DEMO_PASSWORD of the contracts). */
export const DEMO_PASSWORD = 'taskflow-demo';
export type DemoRole = 'admin' | 'team' | 'client';
export const demoEmail = (role: DemoRole) => `${role}@example.com`;

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
}

export interface ApiSession {
  token: string;
  user: { id: string; email: string };
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@agency.example`;

async function postJson(
  request: APIRequestContext,
  path: string,
  data: object,
  token?: string,
  headers: Record<string, string> = {},
) {
  const response = await request.post(`${API_ORIGIN}/api${path}`, {
    data,
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The password of the owner of an agency made by registerAgency (for signing in through the page). */
export const AGENCY_PASSWORD = 'agency-password-1';

/** A client address of the documentation range (RFC 5737), one per registered agency. */
const agencyAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 254)}`;

/**
 * A new agency of its own, so a test can change its data without touching the demo accounts. Registered from an
 * address of its own (through the trusted loopback proxy, see global-setup): registrations are throttled per address,
 * and a whole test run registers more agencies than one office would.
 */
export function registerAgency(request: APIRequestContext): Promise<ApiSession> {
  return postJson(
    request,
    '/auth/register',
    {
      firstName: 'Olivia',
      lastName: 'Owner',
      email: uniqueEmail('owner'),
      password: AGENCY_PASSWORD,
      companyName: 'Owner & Partners',
    },
    undefined,
    { 'X-Forwarded-For': agencyAddress() },
  );
}

/** The agency's admin adds an active team member with a password; answers that member's session. */
export async function addTeamMember(request: APIRequestContext, adminToken: string): Promise<ApiSession> {
  const email = uniqueEmail('member');
  const password = 'member-password-1';
  await postJson(
    request,
    '/users',
    { firstName: 'Tom', lastName: 'Member', email, userType: 'team', password },
    adminToken,
  );
  return postJson(request, '/auth/login', { email, password });
}

export async function sendDirectMessages(
  request: APIRequestContext,
  { from, to, count }: { from: string; to: string; count: number },
): Promise<void> {
  const conversation = await postJson(request, '/conversations', { type: 'direct', participantIds: [to] }, from);
  for (let index = 1; index <= count; index += 1) {
    await postJson(request, `/conversations/${conversation.id}/messages`, { content: `Status update ${index}` }, from);
  }
}

/** Stores a session made through the API the way the login page does, before the first page loads. */
export async function signInWithToken(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(
    ([storedToken, storedUser]) => {
      localStorage.setItem('taskflow_token', storedToken);
      localStorage.setItem('taskflow_user', storedUser);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}
