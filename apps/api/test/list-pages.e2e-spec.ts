import type { INestApplication } from '@nestjs/common';
import { LIST_PAGE_SIZE } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from './create-test-app';
import { Fixtures } from './fixtures';
import { createTestTenant, type TestTenant } from './test-tenant';

/**
 * Lists of tasks, projects, comments, users, customers, chat partners and team members answer a bounded page (limit,
 * offset) and their total.
 */
describe('bounded list pages', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const list = (path: string) => http().get(path).set('Authorization', `Bearer ${tenant.admin.token}`);
  const ids = (body: { id: string }[]) => body.map((row) => row.id);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    const fixtures = new Fixtures(app, tenant);
    for (let index = 0; index < 3; index += 1) {
      await fixtures.task();
      await fixtures.project();
      await fixtures.clientUser();
      await fixtures.taskComment(tenant.admin.id);
      await fixtures.projectComment(tenant.admin.id);
      await fixtures.company();
      await fixtures.teamMember();
    }
  });

  afterAll(async () => {
    await app.close();
  });

  /** [route, path, its rows in the answer (the answer itself unless it is an object around them)] */
  const LISTS: [string, () => string, ((body: never) => { id: string }[])?][] = [
    ['GET /api/tasks', () => '/api/tasks'],
    ['GET /api/tasks/with-assignees', () => '/api/tasks/with-assignees'],
    ['GET /api/tasks/project/:projectId', () => `/api/tasks/project/${tenant.projectA}`],
    ['GET /api/tasks/assignee/:userId', () => `/api/tasks/assignee/${tenant.team.id}`],
    ['GET /api/projects', () => '/api/projects?includeInactive=true'],
    ['GET /api/projects/company/:companyId', () => `/api/projects/company/${tenant.companyA}`],
    ['GET /api/projects/client/:id', () => `/api/projects/client/${tenant.companyA}`],
    ['GET /api/comments/tasks', () => '/api/comments/tasks?includeInternal=true'],
    ['GET /api/comments/tasks/:taskId', () => `/api/comments/tasks/${tenant.visibleTaskA}`],
    ['GET /api/comments/projects', () => '/api/comments/projects'],
    ['GET /api/comments/projects/:projectId', () => `/api/comments/projects/${tenant.projectA}`],
    ['GET /api/users', () => '/api/users'],
    ['GET /api/users/company/:companyId', () => `/api/users/company/${tenant.companyA}`],
    ['GET /api/client-companies', () => '/api/client-companies'],
    ['GET /api/conversations/partners', () => '/api/conversations/partners'],
    ['GET /api/team/members', () => '/api/team/members', (body: { members: { id: string }[] }) => body.members],
  ];
  const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

  it.each(LISTS)(
    '%s pages with limit and offset, and tells the total',
    async (_name, path, rowsOf = (body) => body) => {
      const base = path();
      const rows = (response: request.Response) => ids(rowsOf(response.body as never));
      const all = await list(base).expect(200);
      const total = rows(all).length;
      expect(total).toBeGreaterThanOrEqual(3);
      expect(Number(all.headers['x-total-count'])).toBe(total);

      const first = await list(withQuery(base, 'limit=2')).expect(200);
      const rest = await list(withQuery(base, `limit=${LIST_PAGE_SIZE}&offset=2`)).expect(200);
      expect(rows(first)).toHaveLength(2);
      expect(Number(first.headers['x-total-count'])).toBe(total);
      expect([...rows(first), ...rows(rest)]).toEqual(rows(all));
      // A page that holds exactly the rest, and one past the end, still tell the total.
      const exact = await list(withQuery(base, `limit=${total - 1}&offset=1`)).expect(200);
      expect(rows(exact)).toEqual(rows(all).slice(1));
      expect(Number(exact.headers['x-total-count'])).toBe(total);
      const beyond = await list(withQuery(base, `offset=${total}`)).expect(200);
      expect(rows(beyond)).toEqual([]);
      expect(Number(beyond.headers['x-total-count'])).toBe(total);

      for (const bad of [
        'limit=0',
        `limit=${LIST_PAGE_SIZE + 1}`,
        'limit=abc',
        'offset=-1',
        'offset=1e20',
        'limit=1.5',
      ])
        expect((await list(withQuery(base, bad)).expect(400)).body).toMatchObject({ statusCode: 400 });
    },
  );

  it(`answers at most ${LIST_PAGE_SIZE} rows when no limit is asked for`, async () => {
    await app.get(DataSource).query(
      `INSERT INTO task_comment (service_provider_id, task_id, user_id, content)
       SELECT $1, $2, $3, 'Bulk ' || n FROM generate_series(1, ${LIST_PAGE_SIZE}) AS n`,
      [tenant.serviceProviderId, tenant.visibleTaskA, tenant.admin.id],
    );

    const page = await list('/api/comments/tasks').expect(200);

    expect(page.body).toHaveLength(LIST_PAGE_SIZE);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(LIST_PAGE_SIZE);
  });

  it(`answers at most ${LIST_PAGE_SIZE} customers, chat partners and team members when no limit is asked for`, async () => {
    const database = app.get(DataSource);
    await database.query(
      `INSERT INTO client_company (service_provider_id, name)
       SELECT $1, 'Bulk company ' || n FROM generate_series(1, ${LIST_PAGE_SIZE}) AS n`,
      [tenant.serviceProviderId],
    );
    await database.query(
      `INSERT INTO app_user (service_provider_id, first_name, last_name, email, user_type, status)
       SELECT $1, 'Bulk', 'Member ' || n, 'bulk-member-' || n || '-' || $2 || '@example.com', 'team', 'active'
       FROM generate_series(1, ${LIST_PAGE_SIZE}) AS n`,
      [tenant.serviceProviderId, tenant.serviceProviderId.slice(0, 8)],
    );

    for (const [path, rowsOf] of [
      ['/api/client-companies', (body: unknown[]) => body],
      ['/api/conversations/partners', (body: unknown[]) => body],
      ['/api/team/members', (body: { members: unknown[] }) => body.members],
    ] as const) {
      const page = await list(path).expect(200);
      expect(rowsOf(page.body)).toHaveLength(LIST_PAGE_SIZE);
      expect(Number(page.headers['x-total-count'])).toBeGreaterThan(LIST_PAGE_SIZE);
    }
  });
});
