import { expect, type APIRequestContext } from '@playwright/test';
import { API_ORIGIN, registerAgency } from './session';

// Helpers of the time tracking journeys (time-tracking.e2e.ts, time-billing.e2e.ts): set-up through the API.

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the API with a session's token; answers the status and the parsed body (null when empty). */
export function api(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return async <T = unknown>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: object) => {
    const response = await request[method](`${API_ORIGIN}/api${path}`, { headers, data });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
  };
}
export type Api = ReturnType<typeof api>;

/** A fresh agency with a customer, a project and a task of the owner. */
export async function agencyWithTask(request: APIRequestContext) {
  const owner = await registerAgency(request);
  const call = api(request, owner.token);
  const company = await call<{ id: string }>('post', '/client-companies', { name: unique('Kunde') });
  const project = await call<{ id: string; name: string }>('post', '/projects', {
    name: unique('Projekt'),
    description: 'Time tracking browser test',
    startDate: '2026-01-01',
    clientCompanyId: company.body.id,
  });
  const task = await call<{ id: string; title: string }>('post', '/tasks', {
    title: unique('Timed task'),
    description: 'Made by the browser test',
    projectId: project.body.id,
    assignedToId: owner.user.id,
    status: 'todo',
    isClientVisible: false,
  });
  expect(task.status).toBe(201);
  return { owner, call, project: project.body, task: task.body };
}

/** A day of the browser (YYYY-MM-DD). */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
export const mondayOf = (date: Date) => {
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
  return localDay(monday);
};
/** The Monday `weeksBack` weeks before this week's (1: last week's). */
export const mondayWeeksAgo = (weeksBack: number) => {
  const now = new Date();
  return mondayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 7 * weeksBack));
};
export const lastWeekMonday = () => mondayWeeksAgo(1);
/** The day `days` before today (of the browser). */
export const daysAgo = (days: number) => {
  const now = new Date();
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - days));
};
/** The day `days` after an ISO day. */
export const plusDays = (day: string, days: number) => {
  const [year, month, date] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days));
};
