import { expect, type APIRequestContext } from '@playwright/test';
import { API_ORIGIN, type ApiSession } from './session';

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@client.example`;

async function call<T>(request: APIRequestContext, method: string, path: string, token: string, data?: object) {
  const response = await request.fetch(`${API_ORIGIN}/api${path}`, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? null : await response.json()) as T;
}

export const apiGet = <T>(request: APIRequestContext, path: string, token: string) =>
  call<T>(request, 'GET', path, token);
export const apiPost = <T>(request: APIRequestContext, path: string, token: string, data: object = {}) =>
  call<T>(request, 'POST', path, token, data);

/**
 * A client company of the agency with one portal user (signed in), a project and a client-visible task of it,
 * the task assigned to `assignee` (a team member, who thereby works for this client).
 */
export async function addClientWithProject(
  request: APIRequestContext,
  adminToken: string,
  assigneeId: string,
): Promise<{ client: ApiSession; companyId: string; projectId: string; taskId: string }> {
  const company = await apiPost<{ id: string }>(request, '/client-companies', adminToken, { name: 'Kunde & Co' });
  const email = uniqueEmail('client');
  const password = 'client-password-1';
  await apiPost(request, '/users', adminToken, {
    firstName: 'Carla',
    lastName: 'Kundin',
    email,
    userType: 'client',
    clientCompanyId: company.id,
    password,
  });
  const project = await apiPost<{ id: string }>(request, '/projects', adminToken, {
    name: 'Shop-Relaunch',
    description: 'Der neue Shop',
    startDate: new Date().toISOString().slice(0, 10),
    clientCompanyId: company.id,
  });
  const task = await apiPost<{ id: string }>(request, '/tasks', adminToken, {
    title: 'Startseite abstimmen',
    description: 'Entwurf mit dem Kunden abstimmen',
    projectId: project.id,
    assignedToId: assigneeId,
    isClientVisible: true,
  });
  const client = await call<ApiSession>(request, 'POST', '/auth/login', '', { email, password });
  return { client, companyId: company.id, projectId: project.id, taskId: task.id };
}

/** A direct conversation of `from` with `to` (the existing one if they have one). */
export async function directConversation(request: APIRequestContext, from: ApiSession, to: ApiSession) {
  return apiPost<{ id: string }>(request, '/conversations', from.token, {
    type: 'direct',
    participantIds: [to.user.id],
  });
}

export async function sendMessages(
  request: APIRequestContext,
  from: ApiSession,
  conversationId: string,
  texts: string[],
): Promise<void> {
  for (const content of texts)
    await apiPost(request, `/conversations/${conversationId}/messages`, from.token, { content });
}
