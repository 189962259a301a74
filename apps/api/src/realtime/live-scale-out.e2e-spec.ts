import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../../test/api-process';
import {
  createTestApp,
  TEST_JWT_ACCESS_SECRET,
  TEST_JWT_REFRESH_SECRET,
  TEST_WEB_ORIGIN,
} from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, disconnection, emitWithAck, Inbox, roundTrip } from '../../test/live-client';
import { startRedisServer, stopRedisServer, type RedisServer } from '../../test/redis-server';
import { createTestTenant, tokenFor, type TestTenant, type TestUser } from '../../test/test-tenant';

const EVENTS = Object.values(SERVER_EVENTS);

/** Two built API processes on loopback sharing the run's PostgreSQL and one real Redis: rooms span both. */
describe('live gateway across two API processes', () => {
  let redis: RedisServer;
  let nodeA: ApiProcess;
  let nodeB: ApiProcess;
  let seeder: INestApplication;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const sockets: Socket[] = [];

  const open = async (node: ApiProcess, user: TestUser) => {
    const socket = await connectLive(node.url, user.token);
    sockets.push(socket);
    return { socket, inbox: new Inbox(socket, EVENTS) };
  };
  const call = (node: ApiProcess, user: TestUser, method: string, path: string, body?: object) =>
    fetch(`${node.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    redis = await startRedisServer();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: process.env['DATABASE_URL'] ?? '',
      REDIS_URL: redis.url,
      JWT_ACCESS_SECRET: TEST_JWT_ACCESS_SECRET,
      JWT_REFRESH_SECRET: TEST_JWT_REFRESH_SECRET,
      WEB_ORIGINS: TEST_WEB_ORIGIN,
      LOG_LEVEL: 'warn',
    };
    [nodeA, nodeB] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    seeder = await createTestApp();
    tenant = await createTestTenant(seeder);
    fixtures = new Fixtures(seeder, tenant);
  }, 90_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await Promise.all([nodeA, nodeB].filter(Boolean).map(stopApiProcess));
    await seeder?.close();
    if (redis) await stopRedisServer(redis);
  });

  it('delivers a comment made through process A to a task room socket on process B, never an internal one to the client', async () => {
    const onB = await open(nodeB, tenant.clientA);
    expect(await emitWithAck(onB.socket, 'join:task', { taskId: tenant.visibleTaskA })).toEqual({ ok: true });
    const teamOnB = await open(nodeB, tenant.team);
    await emitWithAck(teamOnB.socket, 'join:task', { taskId: tenant.visibleTaskA });

    const internal = await call(nodeA, tenant.admin, 'POST', '/api/comments/tasks', {
      taskId: tenant.visibleTaskA,
      content: 'Internal',
      isInternal: true,
    });
    const shared = await call(nodeA, tenant.admin, 'POST', '/api/comments/tasks', {
      taskId: tenant.visibleTaskA,
      content: 'Across nodes',
    });
    expect([internal.status, shared.status]).toEqual([201, 201]);
    const sharedId = ((await shared.json()) as { id: string }).id;
    const internalId = ((await internal.json()) as { id: string }).id;

    expect(await onB.inbox.next(SERVER_EVENTS.taskCommentCreated)).toMatchObject({
      comment: { id: sharedId, content: 'Across nodes' },
      task: { id: tenant.visibleTaskA },
    });
    await teamOnB.inbox.next(
      SERVER_EVENTS.taskCommentCreated,
      (payload: { comment: { id: string } }) => payload.comment.id === internalId,
    );
    expect(
      onB.inbox.all<{ comment: { id: string } }>(SERVER_EVENTS.taskCommentCreated).map((payload) => payload.comment.id),
    ).toEqual([sharedId]);
  });

  it('delivers board moves and direct messages (new, edited, reacted to, deleted) raised on A to sockets on B', async () => {
    const onB = await open(nodeB, tenant.clientA);
    await emitWithAck(onB.socket, 'join:project', { projectId: tenant.projectA });
    expect(
      (await call(nodeA, tenant.admin, 'PATCH', `/api/tasks/${tenant.visibleTaskA}/status`, { status: 'completed' }))
        .status,
    ).toBe(200);
    expect(await onB.inbox.next(SERVER_EVENTS.taskUpdated)).toMatchObject({
      task: { id: tenant.visibleTaskA, status: 'completed' },
    });

    const conversation = await fixtures.conversation(tenant.admin.id, [tenant.clientA.id]);
    const sent = await call(nodeA, tenant.admin, 'POST', `/api/conversations/${conversation}/messages`, {
      content: 'Hello from A',
    });
    expect(sent.status).toBe(201);
    expect(await onB.inbox.next(SERVER_EVENTS.directMessageCreated)).toMatchObject({
      message: { content: 'Hello from A', conversationId: conversation },
    });
    const messageId = ((await sent.json()) as { id: string }).id;

    // Edits, reactions and deletions made on A reach the other participant on B too.
    expect(
      (await call(nodeA, tenant.admin, 'PUT', `/api/conversations/messages/${messageId}`, { content: 'Edited on A' }))
        .status,
    ).toBe(200);
    expect(await onB.inbox.next(SERVER_EVENTS.directMessageEdited)).toMatchObject({
      message: { id: messageId, content: 'Edited on A', isEdited: true },
    });
    expect(
      (await call(nodeA, tenant.admin, 'POST', `/api/conversations/messages/${messageId}/reactions`, { emoji: '🎉' }))
        .status,
    ).toBe(201);
    expect(await onB.inbox.next(SERVER_EVENTS.messageReactionsChanged)).toEqual({
      messageId,
      conversationId: conversation,
      reactions: [{ emoji: '🎉', userId: tenant.admin.id }],
    });
    expect((await call(nodeA, tenant.admin, 'DELETE', `/api/conversations/messages/${messageId}`)).status).toBe(204);
    expect(await onB.inbox.next(SERVER_EVENTS.directMessageDeleted)).toMatchObject({
      messageId,
      conversation: { id: conversation, lastMessageAt: null, lastMessagePreview: null },
    });
  });

  it('delivers new, hidden and deleted tasks raised on A to a client on B, and their room leave reaches B', async () => {
    const onB = await open(nodeB, tenant.clientA);
    await emitWithAck(onB.socket, 'join:project', { projectId: tenant.projectA });
    const created = await call(nodeA, tenant.admin, 'POST', '/api/tasks', {
      title: 'Across processes',
      description: 'Made on A',
      projectId: tenant.projectA,
      assignedToId: tenant.team.id,
      isClientVisible: true,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await onB.inbox.next(SERVER_EVENTS.taskCreated)).toMatchObject({ task: { id, title: 'Across processes' } });
    await emitWithAck(onB.socket, 'join:task', { taskId: id });

    expect((await call(nodeA, tenant.admin, 'PUT', `/api/tasks/${id}`, { isClientVisible: false })).status).toBe(200);
    expect(await onB.inbox.next(SERVER_EVENTS.taskDeleted)).toEqual({
      task: { id, projectId: tenant.projectA },
      reason: 'hidden',
    });
    expect((await call(nodeA, tenant.admin, 'DELETE', `/api/tasks/${id}`)).status).toBe(204);
    const visible = await fixtures.task({ title: 'Still shared' });
    expect((await call(nodeA, tenant.admin, 'DELETE', `/api/tasks/${visible}`)).status).toBe(204);
    expect(
      await onB.inbox.next(
        SERVER_EVENTS.taskDeleted,
        (payload: { task: { id: string } }) => payload.task.id === visible,
      ),
    ).toMatchObject({ reason: 'deleted' });
    expect(onB.inbox.all(SERVER_EVENTS.taskUpdated)).toEqual([]);
  });

  it('relays typing and keeps presence across processes', async () => {
    // A client no other test signs in: presence events of other tests' users (their sockets closing) do not count.
    const clientId = await fixtures.clientUser();
    const client = {
      ...tenant.clientA,
      id: clientId,
      token: tokenFor({ id: clientId, serviceProviderId: tenant.serviceProviderId, userType: 'client' }),
    };
    const watcherOnA = await open(nodeA, tenant.admin);
    const clientOnB = await open(nodeB, client);
    expect(
      await watcherOnA.inbox.next(
        SERVER_EVENTS.userOnline,
        (payload: { userId: string }) => payload.userId === clientId,
      ),
    ).toEqual({ userId: clientId, state: 'online' });
    const online = await emitWithAck<{ userIds: string[] }>(watcherOnA.socket, 'presence:list');
    expect(online.userIds).toEqual(expect.arrayContaining([tenant.admin.id, clientId]));

    const conversation = await fixtures.conversation(tenant.admin.id, [clientId]);
    await emitWithAck(watcherOnA.socket, 'join:conversation', { conversationId: conversation });
    await emitWithAck(clientOnB.socket, 'join:conversation', { conversationId: conversation });
    await emitWithAck(clientOnB.socket, 'typing:start', { conversationId: conversation });
    expect(await watcherOnA.inbox.next(SERVER_EVENTS.userTyping)).toEqual({
      conversationId: conversation,
      userId: clientId,
    });

    // A second socket of the same user on A: closing the one on B is not "offline" yet, only closing the last one is.
    const secondOnA = await open(nodeA, client);
    const otherOnB = await open(nodeB, tenant.team);
    clientOnB.socket.close();
    // No fixed wait: B gets the close before the request sent after it, and answers that request only after counting
    // (as for the close) the user's sockets on A; whatever B announced went through Redis before A answers the
    // watcher. Checked for this user only, as other tests' sockets may still be announced offline.
    await roundTrip(otherOnB.socket);
    await roundTrip(watcherOnA.socket);
    expect(
      watcherOnA.inbox.all<{ userId: string }>(SERVER_EVENTS.userOffline).filter((event) => event.userId === clientId),
    ).toEqual([]);
    secondOnA.socket.close();
    expect(
      await watcherOnA.inbox.next(
        SERVER_EVENTS.userOffline,
        (payload: { userId: string }) => payload.userId === clientId,
      ),
    ).toEqual({ userId: clientId, state: 'offline' });
  });

  it('re-checks the rooms of sockets on B when access changes through A (a project moved to another company)', async () => {
    const projectId = await fixtures.project(tenant.companyA);
    const taskId = await fixtures.task({ projectId, isClientVisible: true });
    const clientOnB = await open(nodeB, tenant.clientA);
    await emitWithAck(clientOnB.socket, 'join:task', { taskId });
    await emitWithAck(clientOnB.socket, 'join:project', { projectId });
    const teamOnB = await open(nodeB, tenant.team);
    await emitWithAck(teamOnB.socket, 'join:task', { taskId });

    const moved = await call(nodeA, tenant.admin, 'PUT', `/api/projects/${projectId}`, {
      clientCompanyId: tenant.companyB,
    });
    expect(moved.status).toBe(200);
    const commented = await call(nodeA, tenant.admin, 'POST', '/api/comments/tasks', { taskId, content: 'Moved' });
    expect(commented.status).toBe(201);
    const commentId = ((await commented.json()) as { id: string }).id;

    await teamOnB.inbox.next(
      SERVER_EVENTS.taskCommentCreated,
      (payload: { comment: { id: string } }) => payload.comment.id === commentId,
    );
    await roundTrip(clientOnB.socket);
    expect(clientOnB.inbox.all(SERVER_EVENTS.taskCommentCreated)).toEqual([]);
  });

  it("closes a deactivated user's socket on B when the admin deactivates them through A", async () => {
    const clientId = await fixtures.clientUser();
    const user: TestUser = {
      id: clientId,
      email: '',
      userType: 'client',
      serviceProviderId: tenant.serviceProviderId,
      token: tokenFor({ id: clientId, serviceProviderId: tenant.serviceProviderId, userType: 'client' }),
    };
    const onB = await open(nodeB, user);
    const closed = disconnection(onB.socket);
    expect((await call(nodeA, tenant.admin, 'PUT', `/api/users/${clientId}`, { status: 'inactive' })).status).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });
});
