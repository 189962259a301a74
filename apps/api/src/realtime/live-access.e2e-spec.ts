import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import {
  connectLive,
  disconnection,
  emitWithAck,
  Inbox,
  listenOnLoopback,
  refusal,
  roundTrip,
} from '../../test/live-client';
import { createTestTenant, tokenFor, type TestUser } from '../../test/test-tenant';

const EVENTS = Object.values(SERVER_EVENTS);
type Live = { socket: Socket; inbox: Inbox };
type Commented = { comment: { id: string } };

/**
 * Live rooms follow access changes: when a project moves to another company, the client portal closes, a
 * permission flag is revoked, a task is reassigned or a participant is removed, sockets that may no longer be in
 * a room leave it at once (and hear nothing more from it).
 */
describe('live rooms after access changes', () => {
  let app: INestApplication;
  let url: string;
  const sockets: Socket[] = [];
  const http = () => request(app.getHttpServer());
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });

  const open = async (user: TestUser): Promise<Live> => {
    const socket = await connectLive(url, user.token);
    sockets.push(socket);
    return { socket, inbox: new Inbox(socket, EVENTS) };
  };
  const join = async (live: Live, event: string, body: object) =>
    expect(await emitWithAck(live.socket, event, body)).toEqual({ ok: true });
  const comment = async (user: TestUser, taskId: string, content = 'News') =>
    (await http().post('/api/comments/tasks').set(as(user)).send({ taskId, content }).expect(201)).body.id as string;
  /** The control socket got the comment; the other one did not (checked after a round trip of its own). */
  const reachesOnly = async (control: Live, other: Live, commentId: string) => {
    const isIt = (payload: Commented) => payload.comment.id === commentId;
    await control.inbox.next(SERVER_EVENTS.taskCommentCreated, isIt);
    await roundTrip(other.socket);
    expect(other.inbox.all<Commented>(SERVER_EVENTS.taskCommentCreated).filter(isIt)).toEqual([]);
  };

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
  });

  it("a client of the old company leaves a project's rooms when it moves to another company", async () => {
    const tenant = await createTestTenant(app);
    const clientA = await open(tenant.clientA);
    await join(clientA, 'join:project', { projectId: tenant.projectA });
    await join(clientA, 'join:task', { taskId: tenant.visibleTaskA });

    await http()
      .put(`/api/projects/${tenant.projectA}`)
      .set(as(tenant.admin))
      .send({ clientCompanyId: tenant.companyB })
      .expect(200);

    await http().get(`/api/tasks/${tenant.visibleTaskA}`).set(as(tenant.clientA)).expect(404);
    const clientB = await open(tenant.clientB);
    await join(clientB, 'join:task', { taskId: tenant.visibleTaskA });
    await reachesOnly(clientB, clientA, await comment(tenant.admin, tenant.visibleTaskA));
    await http()
      .patch(`/api/tasks/${tenant.visibleTaskA}/status`)
      .set(as(tenant.admin))
      .send({ status: 'review' })
      .expect(200);
    await clientB.inbox.next(SERVER_EVENTS.taskUpdated);
    await roundTrip(clientA.socket);
    expect(clientA.inbox.all(SERVER_EVENTS.taskUpdated)).toEqual([]);
  });

  it('closes the sockets of clients when the client portal is switched off', async () => {
    const tenant = await createTestTenant(app);
    const clientA = await open(tenant.clientA);
    const team = await open(tenant.team);
    await join(clientA, 'join:task', { taskId: tenant.visibleTaskA });
    await join(team, 'join:task', { taskId: tenant.visibleTaskA });
    const closed = disconnection(clientA.socket);

    await http()
      .put('/api/client-communication-settings')
      .set(as(tenant.admin))
      .send({ clientPortalAccess: false })
      .expect(200);

    expect(await closed).toBe('io server disconnect');
    expect(await refusal(url, tenant.clientA.token)).toBe('Unauthorized');
    const commentId = await comment(tenant.admin, tenant.visibleTaskA);
    await team.inbox.next(SERVER_EVENTS.taskCommentCreated, (payload: Commented) => payload.comment.id === commentId);
    expect(clientA.inbox.all(SERVER_EVENTS.taskCommentCreated)).toEqual([]);
  });

  it('a team member leaves the rooms of tasks they may no longer open once canViewAllTasks is revoked', async () => {
    const tenant = await createTestTenant(app);
    const team = await open(tenant.team);
    const admin = await open(tenant.admin);
    await join(team, 'join:task', { taskId: tenant.hiddenTaskA });
    await join(team, 'join:project', { projectId: tenant.projectA });
    await join(admin, 'join:task', { taskId: tenant.hiddenTaskA });

    await http().put('/api/team-permissions').set(as(tenant.admin)).send({ canViewAllTasks: false }).expect(200);

    await reachesOnly(admin, team, await comment(tenant.admin, tenant.hiddenTaskA));
    // Still on the project (assigned to a task of it), now in its limited room: project comments still arrive.
    await http()
      .post('/api/comments/projects')
      .set(as(tenant.admin))
      .send({ projectId: tenant.projectA, content: 'For everyone on the project' })
      .expect(201);
    await team.inbox.next(SERVER_EVENTS.projectCommentCreated);
  });

  it('a team member without canViewAllTasks leaves the rooms of a task reassigned to someone else', async () => {
    const tenant = await createTestTenant(app);
    await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllTasks: false });
    const team = await open(tenant.team);
    const admin = await open(tenant.admin);
    await join(team, 'join:task', { taskId: tenant.visibleTaskA });
    await join(admin, 'join:task', { taskId: tenant.visibleTaskA });

    await http()
      .put(`/api/tasks/${tenant.visibleTaskA}`)
      .set(as(tenant.admin))
      .send({ assignedToId: tenant.admin.id })
      .expect(200);

    await reachesOnly(admin, team, await comment(tenant.admin, tenant.visibleTaskA));
  });

  it('a client leaves the rooms of a task that is no longer visible to clients', async () => {
    const tenant = await createTestTenant(app);
    const clientA = await open(tenant.clientA);
    const team = await open(tenant.team);
    await join(clientA, 'join:task', { taskId: tenant.visibleTaskA });
    await join(team, 'join:task', { taskId: tenant.visibleTaskA });

    await http()
      .put(`/api/tasks/${tenant.visibleTaskA}`)
      .set(as(tenant.admin))
      .send({ isClientVisible: false })
      .expect(200);

    await reachesOnly(team, clientA, await comment(tenant.admin, tenant.visibleTaskA));
  });

  it('a removed participant neither hears nor sends typing in the conversation', async () => {
    const tenant = await createTestTenant(app);
    const fixtures = new Fixtures(app, tenant);
    const conversationId = await fixtures.conversation(
      tenant.admin.id,
      [tenant.team.id, tenant.clientA.id],
      'team_channel',
    );
    const admin = await open(tenant.admin);
    const team = await open(tenant.team);
    const clientA = await open(tenant.clientA);
    for (const live of [admin, team, clientA]) await join(live, 'join:conversation', { conversationId });

    await http()
      .delete(`/api/conversations/${conversationId}/participants/${tenant.team.id}`)
      .set(as(tenant.admin))
      .expect(204);

    expect(await emitWithAck(team.socket, 'typing:start', { conversationId })).toEqual({
      ok: false,
      error: 'Join the conversation first',
    });
    await emitWithAck(clientA.socket, 'typing:start', { conversationId });
    await admin.inbox.next(
      SERVER_EVENTS.userTyping,
      (payload: { userId: string }) => payload.userId === tenant.clientA.id,
    );
    await roundTrip(team.socket);
    expect(team.inbox.all(SERVER_EVENTS.userTyping)).toEqual([]);
  });

  it('closes the sockets of the people of a deleted customer', async () => {
    const tenant = await createTestTenant(app);
    const customerId = await new Fixtures(app, tenant).company();
    const clientId = await new Fixtures(app, tenant).clientUser(customerId);
    const client: TestUser = {
      id: clientId,
      email: '',
      userType: 'client',
      serviceProviderId: tenant.serviceProviderId,
      token: tokenFor({ id: clientId, serviceProviderId: tenant.serviceProviderId, userType: 'client' }),
    };
    const live = await open(client);
    const closed = disconnection(live.socket);

    await http().delete(`/api/client-companies/${customerId}`).set(as(tenant.admin)).expect(204);

    expect(await closed).toBe('io server disconnect');
  });
});
