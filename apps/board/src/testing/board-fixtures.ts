import {
  LIST_PAGE_SIZE,
  LIST_TOTAL_HEADER,
  type ApiErrorCode,
  type ProjectView,
  type TaskView,
  type User,
  type UserSummary,
} from '@taskflow/contracts';

/**
 * A small in-memory stand-in for the TaskFlow API in the board's component tests (jsdom has no network). The
 * store's real endpoints run against it through `fakeBaseQuery`: install it with
 *   jest.mock('@taskflow/auth', () => jest.requireActual('./testing/fake-api').mockAuthModule()); (src/test-setup.ts does)
 */
export interface FakeRequest {
  method: string;
  url: string;
  body?: unknown;
}

type Answer = {
  data?: unknown;
  error?: { status: number; code?: ApiErrorCode; message: string; data?: unknown };
  meta?: { response: { headers: Headers } };
};
type Handler = (request: FakeRequest, match: RegExpMatchArray) => Answer | Promise<Answer>;

export const fakeApi = {
  requests: [] as FakeRequest[],
  routes: [] as Array<{ method: string; pattern: RegExp; handler: Handler }>,
  /** Each route answers until reset; later routes win over earlier ones. */
  on(method: string, pattern: RegExp, handler: Handler) {
    this.routes.unshift({ method, pattern, handler });
  },
  reset() {
    this.requests = [];
    this.routes = [];
  },
  sent(method: string, pattern: RegExp): FakeRequest[] {
    return this.requests.filter((request) => request.method === method && pattern.test(request.url));
  },
};

/**
 * A list page as the API answers it: `limit` rows (at most LIST_PAGE_SIZE) from `offset` of the request's query, the
 * number of all in the X-Total-Count header (what fetchAllPages reads).
 */
export function listPage(request: FakeRequest, rows: unknown[]): Answer {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const offset = Number(query.get('offset') ?? 0);
  const limit = Math.min(Number(query.get('limit') ?? LIST_PAGE_SIZE), LIST_PAGE_SIZE);
  const headers = new Headers({ [LIST_TOTAL_HEADER]: String(rows.length) });
  return { data: rows.slice(offset, offset + limit), meta: { response: { headers } } };
}

export async function fakeBaseQuery(args: string | { url: string; method?: string; body?: unknown }) {
  const request: FakeRequest =
    typeof args === 'string'
      ? { method: 'GET', url: args }
      : { method: args.method ?? 'GET', url: args.url, body: args.body };
  fakeApi.requests.push(request);
  for (const route of fakeApi.routes) {
    const match = route.method === request.method ? request.url.match(route.pattern) : null;
    if (match) return route.handler(request, match);
  }
  return { error: { status: 404, message: `No fake route for ${request.method} ${request.url}` } };
}

export function mockAuthModule() {
  return { ...jest.requireActual('@taskflow/auth'), createAuthBaseQuery: () => fakeBaseQuery };
}

export const people = {
  admin: { id: 'u-admin', firstName: 'Anna', lastName: 'Admin', email: 'admin@example.com', userType: 'admin' },
  team: { id: 'u-team', firstName: 'Tom', lastName: 'Team', email: 'team@example.com', userType: 'team' },
  client: { id: 'u-client', firstName: 'Clara', lastName: 'Client', email: 'client@example.com', userType: 'client' },
} satisfies Record<string, UserSummary>;

export function sessionUser(kind: keyof typeof people): User {
  return { ...people[kind], serviceProviderId: 'sp1', status: 'active', createdAt: '2026-01-01T00:00:00.000Z' };
}

export function project(id: string, name: string, company = 'Müller Bau GmbH'): ProjectView {
  return {
    id,
    name,
    description: '',
    startDate: '2026-01-01',
    endDate: null,
    isActive: true,
    status: 'in_progress',
    priority: 'medium',
    budget: null,
    notes: null,
    tags: [],
    clientCompanyId: 'c1',
    clientCompany: { id: 'c1', name: company, industry: null, website: null },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function task(id: string, changes: Partial<TaskView> = {}): TaskView {
  return {
    id,
    title: `Task ${id}`,
    description: `About ${id}`,
    projectId: 'p1',
    project: { id: 'p1', name: 'Website-Relaunch', clientCompanyId: 'c1' },
    status: 'todo',
    priority: 'medium',
    category: 'design',
    dueDate: null,
    estimatedTime: null,
    isClientVisible: false,
    tags: '[]',
    assignedToId: people.team.id,
    assignedTo: people.team,
    requiresClientApproval: false,
    clientApprovalStatus: null,
    clientComments: null,
    lastClientActivity: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    ...changes,
  };
}

/** Routes for a board of the given tasks, the permission set and client rules. */
export function serveBoard({
  projects = [
    project('p1', 'Website-Relaunch'),
    { ...project('p2', 'Bautagebuch-App', 'Nordlicht Consulting'), isActive: false },
  ],
  tasks = [] as TaskView[],
  teamPermissions = {} as Record<string, boolean>,
  rules = { allowClientComments: true, requireApprovalForUpdates: true },
  clientVisibilityDefault = false,
} = {}) {
  const store = { tasks: [...tasks] };
  fakeApi.on('GET', /^\/projects/, () => ({ data: projects }));
  fakeApi.on('GET', /^\/tasks\/project\/([^/?]+)/, (_request, match) => ({
    data: store.tasks.filter((candidate) => candidate.projectId === match[1]),
  }));
  fakeApi.on('GET', /^\/tasks\/([^/?]+)$/, (_request, match) => {
    const found = store.tasks.find((candidate) => candidate.id === match[1]);
    return found ? { data: found } : { error: { status: 404, message: 'Task not found' } };
  });
  fakeApi.on('GET', /^\/tasks\/([^/?]+)\/approvals$/, () => ({ data: [] }));
  fakeApi.on('GET', /^\/comments\/tasks\/[^/?]+/, () => ({ data: [] }));
  fakeApi.on('GET', /^\/users(\?|$)/, () => ({ data: Object.values(people) }));
  fakeApi.on('GET', /^\/team-permissions$/, () => ({
    data: { canEditTasks: true, canViewAllTasks: true, ...teamPermissions },
  }));
  fakeApi.on('GET', /^\/client-communication-settings\/portal$/, () => ({ data: rules }));
  fakeApi.on('GET', /^\/client-communication-settings$/, () => ({ data: { ...rules, clientVisibilityDefault } }));
  return store;
}
