import type { INestApplication } from '@nestjs/common';
import { INDUSTRIES, type ProjectView } from '@taskflow/contracts';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { StatementLog } from '../../test/statement-log';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

/**
 * The project lists' items are JSON that PostgreSQL writes (`projectViewJson`), a single project read is its entity
 * shaped by `toProjectView`: both must answer every project with the same fields in the same order, the same values
 * and formats, the very same JSON text.
 */
const INDUSTRY = INDUSTRIES[0];

describe('project list JSON', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    const company = await http()
      .post('/api/client-companies')
      .set(as(tenant.admin))
      .send({ name: 'Ümlaut "Co" \\ 🎉', industry: INDUSTRY, website: 'https://example.com/a?b=c&d' })
      .expect(201);
    await http()
      .post('/api/projects')
      .set(as(tenant.admin))
      .send({
        name: 'Quotes "x", a backslash \\ and a tab\t, line\nbreak, \u0001 control, emoji 🎉',
        description: '</script> & <b>',
        startDate: '2026-01-02',
        endDate: '2026-12-31',
        clientCompanyId: company.body.id,
        priority: 'high',
        budget: 123456,
        notes: 'Internal "note"',
        tags: ['a', 'b "c"', 'Ü'],
      })
      .expect(201);
    await http()
      .put(`/api/projects/${tenant.projectB}`)
      .set(as(tenant.admin))
      .send({ budget: 0, notes: null, isActive: false, status: 'on_hold' })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  async function expectSameAsSingleReads(user: TestUser, path: string): Promise<ProjectView[]> {
    const answer = await http().get(path).set(as(user)).expect(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = answer.body as ProjectView[];
    // The answer's text is JSON.stringify's of its items: no whitespace, keys in the view's order.
    expect(answer.text).toBe(JSON.stringify(list));
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const single = await http().get(`/api/projects/${item.id}`).set(as(user)).expect(200);
      expect(JSON.stringify(item)).toBe(single.text);
    }
    return list;
  }

  it("answers the team each project exactly as the project's own read, newest first", async () => {
    const list = await expectSameAsSingleReads(tenant.admin, '/api/projects?includeInactive=true');
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      name: 'Quotes "x", a backslash \\ and a tab\t, line\nbreak, \u0001 control, emoji 🎉',
      startDate: '2026-01-02',
      endDate: '2026-12-31',
      budget: 123456,
      notes: 'Internal "note"',
      tags: ['a', 'b "c"', 'Ü'],
      clientCompany: { name: 'Ümlaut "Co" \\ 🎉', industry: INDUSTRY, website: 'https://example.com/a?b=c&d' },
    });
    expect(list.find((project) => project.id === tenant.projectB)).toMatchObject({ budget: 0, notes: null });
    const key = (project: ProjectView) => project.createdAt;
    expect(list.map(key)).toEqual(list.map(key).sort().reverse());
    await expectSameAsSingleReads(tenant.admin, '/api/projects');
    await expectSameAsSingleReads(tenant.admin, `/api/projects/company/${tenant.companyA}`);
    await expectSameAsSingleReads(tenant.team, '/api/projects?includeInactive=true');
  });

  it('answers a client their company’s projects the same way, without the internal fields', async () => {
    const list = await expectSameAsSingleReads(tenant.clientA, '/api/projects?includeInactive=true');
    expect(list.map((project) => project.id)).toEqual([tenant.projectA]);
    expect(Object.keys(list[0])).not.toContain('budget');
    await expectSameAsSingleReads(tenant.clientA, `/api/projects/client/${tenant.clientA.id}`);
  });

  it('answers pages as slices of the list, with the total', async () => {
    const all = (await http().get('/api/projects?includeInactive=true').set(as(tenant.admin)).expect(200))
      .body as ProjectView[];
    const page = await http().get('/api/projects?includeInactive=true&limit=1&offset=1').set(as(tenant.admin));
    expect(page.body).toEqual(all.slice(1, 2));
    expect(page.headers['x-total-count']).toBe(String(all.length));
    const beyond = await http().get('/api/projects?includeInactive=true&offset=50').set(as(tenant.admin));
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(all.length));
    const first = await http().get('/api/projects?includeInactive=true&limit=1').set(as(tenant.admin));
    expect(first.headers['x-total-count']).toBe(String(all.length));
  });

  it('reads a page in one statement while it holds every project, and counts only beyond it', async () => {
    const log = new StatementLog().start();
    try {
      await http().get('/api/projects?includeInactive=true').set(as(tenant.admin)).expect(200);
      expect(log.appStatements()).toHaveLength(1);
      await http().get('/api/projects?includeInactive=true&limit=1').set(as(tenant.admin)).expect(200);
      expect(log.appStatements()).toHaveLength(3);
    } finally {
      log.stop();
    }
  });
});
