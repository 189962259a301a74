import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant } from '../../test/test-tenant';
import { Project } from '../projects/project.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { Task } from './task.entity';

/** A team member who may create and edit but sees only what they are assigned to gets what they saved. */
describe('answers of creates and edits for team members without canViewAll*', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  const http = () => request(app.getHttpServer());
  const as = () => ({ Authorization: `Bearer ${tenant.team.token}` });
  const scope = () => app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app, 'Mixed flags');
    await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllTasks: false, canViewAllProjects: false });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a task created for someone else with the task, which stays hidden from the creator afterwards', async () => {
    const created = await http()
      .post('/api/tasks')
      .set(as())
      .send({ title: 'For the admin', description: 'x', projectId: tenant.projectA, assignedToId: tenant.admin.id })
      .expect(201);

    expect(created.body).toMatchObject({
      title: 'For the admin',
      projectId: tenant.projectA,
      assignedToId: tenant.admin.id,
    });
    expect(await scope().findOne(Task, { id: created.body.id })).not.toBeNull();
    await http().get(`/api/tasks/${created.body.id}`).set(as()).expect(404);
  });

  it('answers a new project (not worked on yet) with the project', async () => {
    const created = await http()
      .post('/api/projects')
      .set(as())
      .send({ name: 'Fresh', description: 'x', startDate: '2026-03-01', clientCompanyId: tenant.companyA })
      .expect(201);

    expect(created.body).toMatchObject({ name: 'Fresh', clientCompanyId: tenant.companyA });
    expect(await scope().findOne(Project, { id: created.body.id })).not.toBeNull();
  });

  it('answers an edit that hands the own task to someone else with the edited task', async () => {
    const taskId = await new Fixtures(app, tenant).task({ assignedToId: tenant.team.id });

    const updated = await http()
      .put(`/api/tasks/${taskId}`)
      .set(as())
      .send({ title: 'Handed over', assignedToId: tenant.admin.id })
      .expect(200);

    expect(updated.body).toMatchObject({ id: taskId, title: 'Handed over', assignedToId: tenant.admin.id });
    await http().get(`/api/tasks/${taskId}`).set(as()).expect(404);
  });
});
