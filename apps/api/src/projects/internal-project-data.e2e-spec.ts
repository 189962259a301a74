import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { connectLive, emitWithAck, Inbox, listenOnLoopback } from '../../test/live-client';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

const NOTES = 'INTERNAL-NOTES-canary';
const BUDGET = 987_654;

/** A project's budget and notes are the agency's internal data: never in an answer or live event for a client. */
describe("a project's budget and notes", () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  const sockets: Socket[] = [];
  const http = () => request(app.getHttpServer());
  const get = async (user: TestUser, path: string) =>
    (await http().get(path).set('Authorization', `Bearer ${user.token}`).expect(200)).body as unknown;
  const projectAnswers = (user: TestUser) =>
    Promise.all(
      [
        '/api/projects?includeInactive=true',
        `/api/projects/${tenant.projectA}`,
        `/api/projects/company/${tenant.companyA}?includeInactive=true`,
        `/api/projects/client/${tenant.clientA.id}`,
        `/api/client-companies/${tenant.companyA}/active-projects`,
      ].map((path) => get(user, path)),
    );

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app);
    await http()
      .put(`/api/projects/${tenant.projectA}`)
      .set('Authorization', `Bearer ${tenant.admin.token}`)
      .send({ budget: BUDGET, notes: NOTES })
      .expect(200);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.close();
  });

  it("are in the team's answers", async () => {
    for (const answer of await projectAnswers(tenant.team)) {
      expect(JSON.stringify(answer)).toContain(NOTES);
      expect(JSON.stringify(answer)).toContain(String(BUDGET));
    }
  });

  it('are in no answer a client gets, not even as empty fields', async () => {
    for (const answer of await projectAnswers(tenant.clientA)) {
      const text = JSON.stringify(answer);
      expect(text).toContain(tenant.projectA);
      expect(text).not.toContain(NOTES);
      expect(text).not.toContain(String(BUDGET));
      expect(text).not.toMatch(/"(budget|notes)"/);
    }
  });

  it('are in no live event a client socket receives', async () => {
    const socket = await connectLive(url, tenant.clientA.token);
    sockets.push(socket);
    const inbox = new Inbox(socket, Object.values(SERVER_EVENTS));
    await emitWithAck(socket, 'join:project', { projectId: tenant.projectA });
    await emitWithAck(socket, 'join:task', { taskId: tenant.visibleTaskA });
    const admin = { Authorization: `Bearer ${tenant.admin.token}` };

    await http().patch(`/api/tasks/${tenant.visibleTaskA}/status`).set(admin).send({ status: 'review' }).expect(200);
    await http()
      .post('/api/comments/projects')
      .set(admin)
      .send({ projectId: tenant.projectA, content: 'Hi' })
      .expect(201);
    await http()
      .post('/api/comments/tasks')
      .set(admin)
      .send({ taskId: tenant.visibleTaskA, content: 'Hi' })
      .expect(201);
    await inbox.next(SERVER_EVENTS.taskUpdated);
    await inbox.next(SERVER_EVENTS.projectCommentCreated);
    await inbox.next(SERVER_EVENTS.taskCommentCreated);

    const received = JSON.stringify(Object.values(SERVER_EVENTS).map((event) => inbox.all(event)));
    expect(received).not.toContain(NOTES);
    expect(received).not.toMatch(/"(budget|notes)"/);
  });
});
