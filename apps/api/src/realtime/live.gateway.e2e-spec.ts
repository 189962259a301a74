import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import type { Server } from 'socket.io';
import { signAccessToken } from '../auth/sign-access-token';
import { REFRESH_COOKIE_NAME } from '../auth/refresh-cookie';
import { createTestApp, TEST_JWT_ACCESS_SECRET } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import {
  connectLive,
  disconnection,
  emitWithAck,
  Inbox,
  listenOnLoopback,
  pause,
  refusal,
} from '../../test/live-client';
import { createTestTenant, TEST_PASSWORD, tokenFor, type TestTenant, type TestUser } from '../../test/test-tenant';
import { LiveGateway } from './live.gateway';

const EVENTS = Object.values(SERVER_EVENTS);
/** How long "nothing arrives" is waited for (events on loopback arrive within a few ms). */
const QUIET_MS = 300;

describe('live gateway', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let other: TestTenant;
  let fixtures: Fixtures;
  const sockets: Socket[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  const open = async (user: TestUser, token = user.token) => {
    const socket = await connectLive(url, token);
    sockets.push(socket);
    return { socket, inbox: new Inbox(socket, EVENTS) };
  };
  const join = (socket: Socket, event: string, body: unknown) =>
    emitWithAck<{ ok: boolean; error?: string }>(socket, event, body);

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app);
    other = await createTestTenant(app, 'Other Studio');
    fixtures = new Fixtures(app, tenant);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('handshake', () => {
    it('refuses a socket without a token, with a bad, expired or foreign-signed token, and of an inactive user', async () => {
      expect(await refusal(url, undefined)).toBe('Unauthorized');
      expect(await refusal(url, 'not-a-token')).toBe('Unauthorized');
      const user = { userId: tenant.team.id, serviceProviderId: tenant.serviceProviderId, userType: 'team' as const };
      expect(await refusal(url, signAccessToken(user, 'another-secret-0123456789abcdef0123456789'))).toBe(
        'Unauthorized',
      );
      expect(await refusal(url, signAccessToken(user, TEST_JWT_ACCESS_SECRET, { expiresIn: -10 }))).toBe(
        'Unauthorized',
      );
      const clientId = await fixtures.clientUser();
      const inactive = signAccessToken(
        { userId: clientId, serviceProviderId: tenant.serviceProviderId, userType: 'client' },
        TEST_JWT_ACCESS_SECRET,
      );
      await http().put(`/api/users/${clientId}`).set(as(tenant.admin)).send({ status: 'inactive' }).expect(200);
      expect(await refusal(url, inactive)).toBe('Unauthorized');
    });

    it('accepts a valid access token in auth.token', async () => {
      const { socket } = await open(tenant.team);
      expect(socket.connected).toBe(true);
    });

    it('keeps neither the handshake request nor the token of an open socket (thousands stay open; memory)', async () => {
      const { socket } = await open(tenant.team);
      const server = (app.get(LiveGateway) as unknown as { server: Server }).server;
      const live = server.of('/').sockets.get(socket.id as string);
      expect(live?.data).toMatchObject({ user: { userId: tenant.team.id } });
      expect(live?.conn.request).toBeNull();
      expect(live?.handshake.auth).toEqual({});
    });
  });

  describe('rooms', () => {
    it('joins only tasks, projects and conversations the user may see', async () => {
      const { socket: client } = await open(tenant.clientA);
      expect(await join(client, 'join:task', { taskId: tenant.visibleTaskA })).toEqual({ ok: true });
      expect(await join(client, 'join:task', { taskId: tenant.hiddenTaskA })).toEqual({
        ok: false,
        error: 'Task not found',
      });
      expect((await join(client, 'join:task', { taskId: tenant.visibleTaskB })).ok).toBe(false);
      expect(await join(client, 'join:project', { projectId: tenant.projectA })).toEqual({ ok: true });
      expect((await join(client, 'join:project', { projectId: tenant.projectB })).ok).toBe(false);
      expect((await join(client, 'join:task', { taskId: 'nope' })).error).toMatch(/^Invalid input/);
      expect(await join(client, 'leave:task', { taskId: tenant.visibleTaskA })).toEqual({ ok: true });

      const conversation = await fixtures.conversation(tenant.admin.id, [tenant.team.id]);
      expect((await join(client, 'join:conversation', { conversationId: conversation })).ok).toBe(false);
      const { socket: team } = await open(tenant.team);
      expect(await join(team, 'join:conversation', { conversationId: conversation })).toEqual({ ok: true });
      expect(await join(team, 'join:task', tenant.hiddenTaskA)).toEqual({ ok: true });

      const { socket: foreign } = await open(other.admin);
      expect((await join(foreign, 'join:task', { taskId: tenant.visibleTaskA })).ok).toBe(false);
      expect((await join(foreign, 'join:project', { projectId: tenant.projectA })).ok).toBe(false);
      expect((await join(foreign, 'join:conversation', { conversationId: conversation })).ok).toBe(false);
    });
  });

  describe('comments and tasks', () => {
    it('sends task comments to the task and project rooms, never an internal one to a client', async () => {
      const team = await open(tenant.team);
      const clientA = await open(tenant.clientA);
      const clientB = await open(tenant.clientB);
      await join(team.socket, 'join:task', { taskId: tenant.visibleTaskA });
      await join(clientA.socket, 'join:task', { taskId: tenant.visibleTaskA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientB.socket, 'join:task', { taskId: tenant.visibleTaskA });

      const internal = await http()
        .post('/api/comments/tasks')
        .set(as(tenant.admin))
        .send({ taskId: tenant.visibleTaskA, content: 'Internal: margin is thin', isInternal: true })
        .expect(201);
      const shared = await http()
        .post('/api/comments/tasks')
        .set(as(tenant.admin))
        .send({ taskId: tenant.visibleTaskA, content: 'Draft is ready' })
        .expect(201);

      const received = await team.inbox.next<{ comment: { id: string } }>(
        SERVER_EVENTS.taskCommentCreated,
        (payload) => payload.comment.id === internal.body.id,
      );
      expect(received).toMatchObject({
        comment: { isInternal: true },
        task: { id: tenant.visibleTaskA, title: 'Visible A' },
        project: { id: tenant.projectA, name: 'Project A' },
      });
      const forClient = await clientA.inbox.next<{ comment: { id: string } }>(
        SERVER_EVENTS.taskCommentCreated,
        (payload) => payload.comment.id === shared.body.id,
      );
      expect(forClient).toEqual({
        comment: expect.objectContaining({
          id: shared.body.id,
          content: 'Draft is ready',
          isInternal: false,
          isReadByTeam: true,
          isReadByClient: false,
          user: { id: tenant.admin.id, firstName: 'Test', lastName: 'admin', userType: 'admin' },
        }),
        task: { id: tenant.visibleTaskA, title: 'Visible A' },
        project: { id: tenant.projectA, name: 'Project A' },
      });
      await pause(QUIET_MS);
      // Client A is in the task room and the project room: still exactly one copy, and never the internal one.
      expect(
        clientA.inbox
          .all<{ comment: { id: string } }>(SERVER_EVENTS.taskCommentCreated)
          .map((payload) => payload.comment.id),
      ).toEqual([shared.body.id]);
      expect(clientB.inbox.all(SERVER_EVENTS.taskCommentCreated)).toEqual([]);

      // Hidden task: internal or not, nothing goes to client rooms.
      await http()
        .post('/api/comments/tasks')
        .set(as(tenant.admin))
        .send({ taskId: tenant.hiddenTaskA, content: 'About the hidden task' })
        .expect(201);
      await pause(QUIET_MS);
      expect(clientA.inbox.all(SERVER_EVENTS.taskCommentCreated)).toHaveLength(1);
    });

    it('sends project comments to the project room, internal ones to the team only', async () => {
      const team = await open(tenant.team);
      const clientA = await open(tenant.clientA);
      await join(team.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      const internal = await http()
        .post('/api/comments/projects')
        .set(as(tenant.team))
        .send({ projectId: tenant.projectA, content: 'Budget talk', isInternal: true })
        .expect(201);
      const shared = await http()
        .post('/api/comments/projects')
        .set(as(tenant.clientA))
        .send({ projectId: tenant.projectA, content: 'When is the launch?' })
        .expect(201);
      expect(
        await team.inbox.next(
          SERVER_EVENTS.projectCommentCreated,
          (payload: { comment: { id: string } }) => payload.comment.id === internal.body.id,
        ),
      ).toMatchObject({
        project: { id: tenant.projectA, name: 'Project A' },
      });
      await team.inbox.next(
        SERVER_EVENTS.projectCommentCreated,
        (payload: { comment: { id: string } }) => payload.comment.id === shared.body.id,
      );
      await clientA.inbox.next(
        SERVER_EVENTS.projectCommentCreated,
        (payload: { comment: { id: string } }) => payload.comment.id === shared.body.id,
      );
      await pause(QUIET_MS);
      expect(
        clientA.inbox
          .all<{ comment: { isInternal: boolean } }>(SERVER_EVENTS.projectCommentCreated)
          .some((payload) => payload.comment.isInternal),
      ).toBe(false);
    });

    it('sends comment edits to their rooms; one made internal leaves client rooms, one shared again reaches them', async () => {
      type Edited = { comment: { id: string; content: string; isInternal: boolean } };
      const team = await open(tenant.team);
      const clientA = await open(tenant.clientA);
      await join(team.socket, 'join:task', { taskId: tenant.visibleTaskA });
      await join(team.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:task', { taskId: tenant.visibleTaskA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      const created = await http()
        .post('/api/comments/tasks')
        .set(as(tenant.admin))
        .send({ taskId: tenant.visibleTaskA, content: 'First draft' })
        .expect(201);
      const id = created.body.id as string;
      const edit = (body: object) =>
        http().put(`/api/comments/tasks/${id}`).set(as(tenant.admin)).send(body).expect(200);
      const ofComment = (payload: Edited | { commentId: string }) =>
        ('comment' in payload ? payload.comment.id : payload.commentId) === id;
      const saying = (content: string) => (payload: Edited) =>
        ofComment(payload) && payload.comment.content === content;

      await edit({ content: 'Second draft' });
      for (const { inbox } of [team, clientA])
        expect(await inbox.next<Edited>(SERVER_EVENTS.taskCommentUpdated, saying('Second draft'))).toMatchObject({
          comment: { id, isInternal: false },
          task: { id: tenant.visibleTaskA, title: 'Visible A' },
          project: { id: tenant.projectA, name: 'Project A' },
        });

      await edit({ content: 'Margin is thin', isInternal: true });
      expect(await team.inbox.next<Edited>(SERVER_EVENTS.taskCommentUpdated, saying('Margin is thin'))).toMatchObject({
        comment: { id, isInternal: true },
      });
      expect(await clientA.inbox.next(SERVER_EVENTS.taskCommentDeleted, ofComment)).toEqual({
        commentId: id,
        task: { id: tenant.visibleTaskA, projectId: tenant.projectA },
      });

      await edit({ content: 'Margin is very thin', isInternal: true });
      await team.inbox.next<Edited>(SERVER_EVENTS.taskCommentUpdated, saying('Margin is very thin'));
      await edit({ content: 'Final draft', isInternal: false });
      expect(await clientA.inbox.next<Edited>(SERVER_EVENTS.taskCommentCreated, saying('Final draft'))).toMatchObject({
        comment: { id, isInternal: false },
      });
      await pause(QUIET_MS);
      // The internal text never reached the client, as an edit or otherwise.
      const contents = (event: string) =>
        clientA.inbox
          .all<Edited>(event)
          .filter(ofComment)
          .map((payload) => payload.comment.content);
      expect(contents(SERVER_EVENTS.taskCommentUpdated)).toEqual(['Second draft']);
      expect(contents(SERVER_EVENTS.taskCommentCreated)).toEqual(['First draft', 'Final draft']);

      const projectComment = await http()
        .post('/api/comments/projects')
        .set(as(tenant.clientA))
        .send({ projectId: tenant.projectA, content: 'When is the launch?' })
        .expect(201);
      await http()
        .put(`/api/comments/projects/${projectComment.body.id}`)
        .set(as(tenant.clientA))
        .send({ content: 'When is the launch, roughly?' })
        .expect(200);
      expect(
        await team.inbox.next<Edited>(
          SERVER_EVENTS.projectCommentUpdated,
          (payload) => payload.comment.id === projectComment.body.id,
        ),
      ).toMatchObject({ comment: { content: 'When is the launch, roughly?' }, project: { id: tenant.projectA } });
    });

    it('tells the rooms and the reader when comments are marked read, with the new unread count', async () => {
      const team = await open(tenant.team);
      const clientA = await open(tenant.clientA);
      await join(clientA.socket, 'join:task', { taskId: tenant.visibleTaskA });
      const commentId = await fixtures.taskComment(tenant.clientA.id, tenant.visibleTaskA, { isReadByClient: true });
      await http()
        .patch('/api/comments/tasks/read/team')
        .set(as(tenant.team))
        .send({ commentIds: [commentId] })
        .expect(200);
      expect(await clientA.inbox.next(SERVER_EVENTS.commentsMarkedRead)).toEqual({
        commentIds: [commentId],
        side: 'team',
        isRead: true,
      });
      expect(await team.inbox.next(SERVER_EVENTS.commentsMarkedRead)).toEqual({
        commentIds: [commentId],
        side: 'team',
        isRead: true,
      });
      const unread = await team.inbox.next<{ count: number; kind: string }>(SERVER_EVENTS.unreadCountUpdated);
      expect(unread.kind).toBe('comments');
      expect(typeof unread.count).toBe('number');
    });

    it("pushes new unread comment totals to the connected team and, for shared comments, to the company's clients", async () => {
      const admin = await open(tenant.admin);
      const clientA = await open(tenant.clientA);
      const clientB = await open(tenant.clientB);
      type Unread = { kind: string; count: number };
      const isComments = (payload: Unread) => payload.kind === 'comments';

      await http()
        .post('/api/comments/tasks')
        .set(as(tenant.team))
        .send({ taskId: tenant.visibleTaskA, content: 'Internal again', isInternal: true })
        .expect(201);
      const afterInternal = await admin.inbox.next<Unread>(SERVER_EVENTS.unreadCountUpdated, isComments);
      await pause(QUIET_MS);
      expect(clientA.inbox.all<Unread>(SERVER_EVENTS.unreadCountUpdated).filter(isComments)).toEqual([]);

      await http()
        .post('/api/comments/tasks')
        .set(as(tenant.team))
        .send({ taskId: tenant.visibleTaskA, content: 'Shared again' })
        .expect(201);
      const forClient = await clientA.inbox.next<Unread>(SERVER_EVENTS.unreadCountUpdated, isComments);
      const unreadForClient = await http()
        .get(`/api/comments/tasks?includeInternal=true`)
        .set(as(tenant.clientA))
        .expect(200);
      const projectUnread = await http().get(`/api/comments/projects`).set(as(tenant.clientA)).expect(200);
      const expected = [...unreadForClient.body, ...projectUnread.body].filter(
        (comment: { isReadByClient: boolean }) => !comment.isReadByClient,
      ).length;
      expect(forClient.count).toBe(expected);
      // A comment counts as unread for the other side only: the team's total grows when the client writes.
      await http()
        .post('/api/comments/tasks')
        .set(as(tenant.clientA))
        .send({ taskId: tenant.visibleTaskA, content: 'Thanks' })
        .expect(201);
      await admin.inbox.next<Unread>(
        SERVER_EVENTS.unreadCountUpdated,
        (payload) => isComments(payload) && payload.count === afterInternal.count + 1,
      );
      await pause(QUIET_MS);
      expect(clientB.inbox.all<Unread>(SERVER_EVENTS.unreadCountUpdated).filter(isComments)).toEqual([]);
    });

    it('sends every task change (board moves included) to its rooms; hidden tasks never to clients', async () => {
      const admin = await open(tenant.admin);
      const clientA = await open(tenant.clientA);
      const assignee = await open(tenant.team);
      await join(admin.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      await http()
        .patch(`/api/tasks/${tenant.visibleTaskA}/status`)
        .set(as(tenant.admin))
        .send({ status: 'review' })
        .expect(200);
      expect(await clientA.inbox.next(SERVER_EVENTS.taskUpdated)).toMatchObject({
        task: { id: tenant.visibleTaskA, projectId: tenant.projectA, status: 'review' },
      });
      await admin.inbox.next(
        SERVER_EVENTS.taskUpdated,
        (payload: { task: { status: string } }) => payload.task.status === 'review',
      );
      // The assignee hears of their task through their own room, without joining anything.
      await assignee.inbox.next(
        SERVER_EVENTS.taskUpdated,
        (payload: { task: { id: string } }) => payload.task.id === tenant.visibleTaskA,
      );

      await http()
        .put(`/api/tasks/${tenant.hiddenTaskA}`)
        .set(as(tenant.admin))
        .send({ title: 'Hidden A, renamed' })
        .expect(200);
      await admin.inbox.next(
        SERVER_EVENTS.taskUpdated,
        (payload: { task: { title: string } }) => payload.task.title === 'Hidden A, renamed',
      );
      await pause(QUIET_MS);
      expect(
        clientA.inbox.all<{ task: { id: string } }>(SERVER_EVENTS.taskUpdated).map((payload) => payload.task.id),
      ).toEqual([tenant.visibleTaskA]);

      const doomed = await fixtures.task();
      await http().delete(`/api/tasks/${doomed}`).set(as(tenant.admin)).expect(204);
      expect(
        await clientA.inbox.next(
          SERVER_EVENTS.taskDeleted,
          (payload: { task: { id: string } }) => payload.task.id === doomed,
        ),
      ).toEqual({ task: { id: doomed, projectId: tenant.projectA }, reason: 'deleted' });
    });

    it('sends a created task to its project rooms and assignee; a hidden one never to clients', async () => {
      const admin = await open(tenant.admin);
      const clientA = await open(tenant.clientA);
      const clientB = await open(tenant.clientB);
      await join(admin.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      const create = (title: string, isClientVisible: boolean) =>
        http()
          .post('/api/tasks')
          .set(as(tenant.team))
          .send({ title, description: 'd', projectId: tenant.projectA, assignedToId: tenant.admin.id, isClientVisible })
          .expect(201);
      const hidden = (await create('Internal only', false)).body;
      const shared = (await create('For the client', true)).body;
      const byTitle = (title: string) => (payload: { task: { title: string } }) => payload.task.title === title;

      expect(await admin.inbox.next(SERVER_EVENTS.taskCreated, byTitle('Internal only'))).toEqual({ task: hidden });
      expect(await clientA.inbox.next(SERVER_EVENTS.taskCreated, byTitle('For the client'))).toEqual({ task: shared });
      await pause(QUIET_MS);
      expect(clientA.inbox.all<{ task: { id: string } }>(SERVER_EVENTS.taskCreated).map((p) => p.task.id)).toEqual([
        shared.id,
      ]);
      expect(clientB.inbox.all(SERVER_EVENTS.taskCreated)).toEqual([]);
    });

    it('tells clients only the ids of a task hidden from them, and nothing of its later changes', async () => {
      const task = await fixtures.task({ title: 'Soon internal' });
      const admin = await open(tenant.admin);
      const clientA = await open(tenant.clientA);
      await join(admin.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:project', { projectId: tenant.projectA });
      await join(clientA.socket, 'join:task', { taskId: task });

      await http().put(`/api/tasks/${task}`).set(as(tenant.admin)).send({ isClientVisible: false }).expect(200);
      expect(
        await clientA.inbox.next(
          SERVER_EVENTS.taskDeleted,
          (payload: { task: { id: string } }) => payload.task.id === task,
        ),
      ).toEqual({ task: { id: task, projectId: tenant.projectA }, reason: 'hidden' });
      await http().put(`/api/tasks/${task}`).set(as(tenant.admin)).send({ title: 'Secret plan' }).expect(200);
      await admin.inbox.next(
        SERVER_EVENTS.taskUpdated,
        (payload: { task: { title: string } }) => payload.task.title === 'Secret plan',
      );
      await pause(QUIET_MS);
      expect(JSON.stringify(clientA.inbox.all(SERVER_EVENTS.taskUpdated))).not.toContain(task);
    });

    it('tells a member who sees only their own tasks that a task reassigned away is gone; others keep it', async () => {
      const limited = await createTestTenant(app, 'Limited Studio');
      const limitedFixtures = new Fixtures(app, limited);
      await limitedFixtures.setTeamPermissions(false);
      const task = await limitedFixtures.task({ title: 'Was mine', assignedToId: limited.team.id });
      const member = await open(limited.team);
      await join(member.socket, 'join:task', { taskId: task });
      const admin = await open(limited.admin);
      await join(admin.socket, 'join:project', { projectId: limited.projectA });

      await http()
        .put(`/api/tasks/${task}`)
        .set(as(limited.admin))
        .send({ assignedToId: limited.admin.id, title: 'Now the admin’s' })
        .expect(200);
      expect(await member.inbox.next(SERVER_EVENTS.taskDeleted)).toEqual({
        task: { id: task, projectId: limited.projectA },
        reason: 'hidden',
      });
      await admin.inbox.next(SERVER_EVENTS.taskUpdated, (p: { task: { id: string } }) => p.task.id === task);
      await http().patch(`/api/tasks/${task}/status`).set(as(limited.admin)).send({ status: 'review' }).expect(200);
      await admin.inbox.next(
        SERVER_EVENTS.taskUpdated,
        (p: { task: { status: string } }) => p.task.status === 'review',
      );
      await pause(QUIET_MS);
      expect(member.inbox.all(SERVER_EVENTS.taskUpdated)).toEqual([]);
      expect(admin.inbox.all(SERVER_EVENTS.taskDeleted)).toEqual([]);
    });
  });

  describe('messages, typing and presence', () => {
    it('sends a new message to the participants only, with their new unread count', async () => {
      const conversation = (
        await http()
          .post('/api/conversations')
          .set(as(tenant.team))
          .send({ type: 'direct', participantIds: [tenant.clientA.id] })
          .expect(201)
      ).body;
      const sender = await open(tenant.team);
      const recipient = await open(tenant.clientA);
      const outsider = await open(tenant.admin);
      const sent = await http()
        .post(`/api/conversations/${conversation.id}/messages`)
        .set(as(tenant.team))
        .send({ content: 'Here is the draft' })
        .expect(201);
      const payload = await recipient.inbox.next<{ message: { id: string } }>(SERVER_EVENTS.directMessageCreated);
      expect(payload).toEqual({ message: sent.body, conversation: { id: conversation.id, type: 'direct' } });
      await sender.inbox.next(SERVER_EVENTS.directMessageCreated);
      expect(
        await recipient.inbox.next(
          SERVER_EVENTS.unreadCountUpdated,
          (update: { kind: string }) => update.kind === 'messages',
        ),
      ).toMatchObject({ kind: 'messages', conversationId: conversation.id, count: 1 });
      await http().post(`/api/conversations/${conversation.id}/read`).set(as(tenant.clientA)).expect(200);
      await recipient.inbox.next(
        SERVER_EVENTS.unreadCountUpdated,
        (update: { count: number; kind: string }) => update.kind === 'messages' && update.count === 0,
      );
      await pause(QUIET_MS);
      expect(outsider.inbox.all(SERVER_EVENTS.directMessageCreated)).toEqual([]);
    });

    it('sends edits, deletions and reaction changes to the participants only, with the new last message', async () => {
      const conversation = await fixtures.conversation(tenant.team.id, [tenant.clientA.id]);
      const author = await open(tenant.team);
      const partner = await open(tenant.clientA);
      const outsider = await open(tenant.admin);
      const send = async (content: string) =>
        (
          await http()
            .post(`/api/conversations/${conversation}/messages`)
            .set(as(tenant.team))
            .send({ content })
            .expect(201)
        ).body as { id: string; createdAt: string };
      const first = await send('First draft');
      const second = await send('Second draft');

      const edited = await http()
        .put(`/api/conversations/messages/${second.id}`)
        .set(as(tenant.team))
        .send({ content: 'Second draft, corrected' })
        .expect(200);
      expect(await partner.inbox.next(SERVER_EVENTS.directMessageEdited)).toEqual({
        message: edited.body,
        conversation: {
          id: conversation,
          type: 'direct',
          lastMessageAt: second.createdAt,
          lastMessagePreview: 'Second draft, corrected',
        },
      });
      await author.inbox.next(SERVER_EVENTS.directMessageEdited);

      await http()
        .post(`/api/conversations/messages/${first.id}/reactions`)
        .set(as(tenant.clientA))
        .send({ emoji: '👍' })
        .expect(201);
      expect(await author.inbox.next(SERVER_EVENTS.messageReactionsChanged)).toEqual({
        messageId: first.id,
        conversationId: conversation,
        reactions: [{ emoji: '👍', userId: tenant.clientA.id }],
      });
      // Adding the same reaction again changes nothing and says nothing.
      await http()
        .post(`/api/conversations/messages/${first.id}/reactions`)
        .set(as(tenant.clientA))
        .send({ emoji: '👍' })
        .expect(201);
      await http()
        .delete(`/api/conversations/messages/${first.id}/reactions?emoji=${encodeURIComponent('👍')}`)
        .set(as(tenant.clientA))
        .expect(200);
      await author.inbox.next(
        SERVER_EVENTS.messageReactionsChanged,
        (payload: { reactions: unknown[] }) => payload.reactions.length === 0,
      );
      expect(author.inbox.all(SERVER_EVENTS.messageReactionsChanged)).toHaveLength(2);

      await http().delete(`/api/conversations/messages/${second.id}`).set(as(tenant.team)).expect(204);
      expect(await partner.inbox.next(SERVER_EVENTS.directMessageDeleted)).toEqual({
        messageId: second.id,
        conversation: {
          id: conversation,
          type: 'direct',
          lastMessageAt: first.createdAt,
          lastMessagePreview: 'First draft',
        },
      });
      await pause(QUIET_MS);
      for (const event of [
        SERVER_EVENTS.directMessageEdited,
        SERVER_EVENTS.directMessageDeleted,
        SERVER_EVENTS.messageReactionsChanged,
      ])
        expect(outsider.inbox.all(event)).toEqual([]);
    });

    it('tells the participants (and whoever was removed) when a conversation changes, is cleared or deleted', async () => {
      const channel = await fixtures.conversation(tenant.admin.id, [tenant.team.id], 'team_channel');
      const admin = await open(tenant.admin);
      const member = await open(tenant.team);
      const outsider = await open(tenant.clientB);
      const changes = (inbox: Inbox) =>
        inbox.all<{ conversationId: string; change: string }>(SERVER_EVENTS.conversationChanged);

      await http().put(`/api/conversations/${channel}`).set(as(tenant.admin)).send({ name: 'Studio' }).expect(200);
      await member.inbox.next(SERVER_EVENTS.conversationChanged, (p: { change: string }) => p.change === 'details');
      await http()
        .post(`/api/conversations/${channel}/participants`)
        .set(as(tenant.admin))
        .send({ userId: tenant.clientA.id })
        .expect(201);
      await member.inbox.next(
        SERVER_EVENTS.conversationChanged,
        (p: { change: string }) => p.change === 'participants',
      );
      await http()
        .delete(`/api/conversations/${channel}/participants/${tenant.team.id}`)
        .set(as(tenant.admin))
        .expect(204);
      // The removed member hears of it once more, then no longer.
      await pause(QUIET_MS);
      expect(changes(member.inbox).map((p) => p.change)).toEqual(['details', 'participants', 'participants']);
      await http().post(`/api/conversations/${channel}/clear`).set(as(tenant.admin)).expect(200);
      await http().delete(`/api/conversations/${channel}`).set(as(tenant.admin)).expect(204);
      await admin.inbox.next(SERVER_EVENTS.conversationChanged, (p: { change: string }) => p.change === 'deleted');
      expect(changes(admin.inbox)).toEqual(
        ['details', 'participants', 'participants', 'cleared', 'deleted'].map((change) => ({
          conversationId: channel,
          change,
        })),
      );
      expect(changes(member.inbox)).toHaveLength(3);
      expect(changes(outsider.inbox)).toEqual([]);
    });

    it('relays typing to the others in a joined conversation only', async () => {
      const conversation = await fixtures.conversation(tenant.admin.id, [tenant.team.id]);
      const admin = await open(tenant.admin);
      const team = await open(tenant.team);
      const outsider = await open(tenant.clientA);
      expect((await join(admin.socket, 'typing:start', { conversationId: conversation })).ok).toBe(false);
      await join(admin.socket, 'join:conversation', { conversationId: conversation });
      await join(team.socket, 'join:conversation', { conversationId: conversation });
      expect(await join(admin.socket, 'typing:start', { conversationId: conversation })).toEqual({ ok: true });
      expect(await team.inbox.next(SERVER_EVENTS.userTyping)).toEqual({
        conversationId: conversation,
        userId: tenant.admin.id,
      });
      await join(admin.socket, 'typing:stop', { conversationId: conversation });
      expect(await team.inbox.next(SERVER_EVENTS.userStoppedTyping)).toEqual({
        conversationId: conversation,
        userId: tenant.admin.id,
      });
      await pause(QUIET_MS);
      expect(admin.inbox.all(SERVER_EVENTS.userTyping)).toEqual([]);
      expect(outsider.inbox.all(SERVER_EVENTS.userTyping)).toEqual([]);
    });

    it('announces online on the first socket, away on request, offline when the last socket closes; within the agency only', async () => {
      const watcher = await open(tenant.admin);
      const foreign = await open(other.admin);
      const first = await open(tenant.team);
      expect(
        await watcher.inbox.next(
          SERVER_EVENTS.userOnline,
          (payload: { userId: string }) => payload.userId === tenant.team.id,
        ),
      ).toEqual({ userId: tenant.team.id, state: 'online' });
      const second = await open(tenant.team);
      const presence = await emitWithAck<{ userIds: string[] }>(watcher.socket, 'presence:list');
      expect(presence.userIds).toEqual(expect.arrayContaining([tenant.admin.id, tenant.team.id]));
      expect(presence.userIds).not.toContain(other.admin.id);

      await emitWithAck(second.socket, 'user:away');
      expect(await watcher.inbox.next(SERVER_EVENTS.userAway)).toEqual({ userId: tenant.team.id, state: 'away' });
      first.socket.close();
      await pause(QUIET_MS);
      expect(watcher.inbox.all(SERVER_EVENTS.userOffline)).toEqual([]);
      second.socket.close();
      expect(await watcher.inbox.next(SERVER_EVENTS.userOffline)).toEqual({ userId: tenant.team.id, state: 'offline' });
      expect(
        foreign.inbox
          .all(SERVER_EVENTS.userOnline)
          .filter((payload) => (payload as { userId: string }).userId === tenant.team.id),
      ).toEqual([]);
    });

    it("shows a client's presence to the team and their own company only", async () => {
      const admin = await open(tenant.admin);
      const otherCompany = await open(tenant.clientB);
      const colleagueId = await fixtures.clientUser(tenant.companyA);
      const colleague = await open({
        ...tenant.clientA,
        id: colleagueId,
        token: tokenFor({ id: colleagueId, serviceProviderId: tenant.serviceProviderId, userType: 'client' }),
      });
      await open(tenant.clientA);
      await admin.inbox.next(
        SERVER_EVENTS.userOnline,
        (payload: { userId: string }) => payload.userId === tenant.clientA.id,
      );
      await colleague.inbox.next(
        SERVER_EVENTS.userOnline,
        (payload: { userId: string }) => payload.userId === tenant.clientA.id,
      );
      // Team presence reaches clients too.
      await open(tenant.team);
      await otherCompany.inbox.next(
        SERVER_EVENTS.userOnline,
        (payload: { userId: string }) => payload.userId === tenant.team.id,
      );
      await pause(QUIET_MS);
      expect(
        otherCompany.inbox.all<{ userId: string }>(SERVER_EVENTS.userOnline).map((payload) => payload.userId),
      ).not.toContain(tenant.clientA.id);
      const seenByB = await emitWithAck<{ userIds: string[] }>(otherCompany.socket, 'presence:list');
      expect(seenByB.userIds).toEqual(expect.arrayContaining([tenant.admin.id, tenant.team.id, tenant.clientB.id]));
      expect(seenByB.userIds).not.toContain(tenant.clientA.id);
      const seenByAdmin = await emitWithAck<{ userIds: string[] }>(admin.socket, 'presence:list');
      expect(seenByAdmin.userIds).toEqual(expect.arrayContaining([tenant.clientA.id, tenant.clientB.id]));
    });
  });

  describe('closing sockets', () => {
    const login = async (user: TestUser) => {
      const response = await http()
        .post('/api/auth/login')
        .send({ email: user.email, password: TEST_PASSWORD })
        .expect(200);
      const cookie =
        ([] as string[])
          .concat(response.headers['set-cookie'] ?? [])
          .find((value) => value.startsWith(`${REFRESH_COOKIE_NAME}=`)) ?? '';
      return { token: response.body.token as string, cookie: cookie.split(';')[0] };
    };

    it('closes the sockets of a user who logs out', async () => {
      const session = await login(tenant.clientB);
      const { socket } = await open(tenant.clientB, session.token);
      const closed = disconnection(socket);
      await http().post('/api/auth/logout').set('Cookie', session.cookie).expect(204);
      expect(await closed).toBe('io server disconnect');
    });

    it('closes the sockets of a user whose password changes', async () => {
      const session = await login(tenant.clientB);
      const { socket } = await open(tenant.clientB, session.token);
      const closed = disconnection(socket);
      await http()
        .post('/api/auth/change-password')
        .set('Authorization', `Bearer ${session.token}`)
        .send({ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD })
        .expect(200);
      expect(await closed).toBe('io server disconnect');
    });

    it('closes the sockets of a deactivated user; they cannot deactivate themselves', async () => {
      const clientId = await fixtures.clientUser();
      const token = signAccessToken(
        { userId: clientId, serviceProviderId: tenant.serviceProviderId, userType: 'client' },
        TEST_JWT_ACCESS_SECRET,
      );
      const socket = await connectLive(url, token);
      sockets.push(socket);
      await http()
        .put(`/api/users/${clientId}`)
        .set('Authorization', `Bearer ${token}`)
        .send({ status: 'inactive' })
        .expect(403);
      const closed = disconnection(socket);
      await http().put(`/api/users/${clientId}`).set(as(tenant.admin)).send({ status: 'inactive' }).expect(200);
      expect(await closed).toBe('io server disconnect');
    });
  });
});
