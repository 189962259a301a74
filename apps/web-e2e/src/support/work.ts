import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { addTeamMember, API_ORIGIN, registerAgency, type ApiSession } from './session';

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface StoredTask {
  id: string;
  title: string;
  description: string;
  projectId: string;
  status: string;
  priority: string;
  category: string | null;
  dueDate: string | null;
  estimatedTime: number | null;
  isClientVisible: boolean;
  tags: string;
  assignedToId: string | null;
  requiresClientApproval: boolean;
  clientApprovalStatus: string | null;
}

/** Calls of one signed-in user of the real API; every call must succeed. */
export function apiOf(request: APIRequestContext, session: ApiSession) {
  const headers = { Authorization: `Bearer ${session.token}` };
  const call = async <T = unknown>(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    data?: object,
  ) => {
    const response = await request[method](`${API_ORIGIN}/api${path}`, { headers, data });
    const body = response.status() === 204 ? null : await response.json();
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${JSON.stringify(body)}`).toBe(true);
    return body as T;
  };
  return {
    session,
    call,
    task: (id: string) => call<StoredTask>('get', `/tasks/${id}`),
    createTask: (projectId: string, fields: object = {}) =>
      call<StoredTask>('post', '/tasks', {
        title: unique('Aufgabe'),
        description: 'Made by the browser test',
        projectId,
        assignedToId: session.user.id,
        isClientVisible: false,
        ...fields,
      }),
  };
}

/** A new agency (its admin signed in through the API) with a second team member, a client company and a project. */
export async function agencyWithProject(request: APIRequestContext) {
  const owner = await registerAgency(request);
  const ownerApi = apiOf(request, owner);
  const member = await addTeamMember(request, owner.token);
  const company = await ownerApi.call<{ id: string; name: string }>('post', '/client-companies', {
    name: unique('Kunde'),
  });
  const project = await ownerApi.call<{ id: string; name: string }>('post', '/projects', {
    name: unique('Projekt'),
    description: 'Made by the browser test',
    startDate: '2026-01-01',
    clientCompanyId: company.id,
  });
  return { owner, ownerApi, member, company, project };
}

/** The requests of `page` that `matches` selects, as they are sent. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) sent.push(request);
  });
  return sent;
}
