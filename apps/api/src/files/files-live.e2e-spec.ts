import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  SERVER_EVENTS,
  type DirectMessageCreatedPayload,
  type DirectMessageDeletedPayload,
  type ProjectCommentDeletedPayload,
  type TaskCommentCreatedPayload,
  type TaskAttachmentAddedPayload,
  type TaskAttachmentRemovedPayload,
  type TaskCommentDeletedPayload,
} from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, emitWithAck, Inbox, listenOnLoopback, pause } from '../../test/live-client';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

const EVENTS = Object.values(SERVER_EVENTS);
/** How long "nothing arrives" is waited for (events on loopback arrive within a few ms). */
const QUIET_MS = 300;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/**
 * Attachment lists stay live: files added to or removed from a task, and comments deleted with their files, reach the
 * pages that have the task or project open, with the visibility rules of the REST calls (never a hidden task's or an
 * internal comment's news for clients).
 */
describe('files: live attachment lists', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let dataDir: string;
  let fixtures: Fixtures;
  const sockets: Socket[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const upload = (user: TestUser, target: string, parentId: string, name: string) =>
    http().post(`/api/files?target=${target}&parentId=${parentId}`).set(as(user)).attach('file', PDF, name);

  /** A socket of `user` that joined the given task and project rooms, as the task modal and the board do. */
  const open = async (user: TestUser, rooms: { taskId?: string; projectId?: string }) => {
    const socket = await connectLive(url, user.token);
    sockets.push(socket);
    const inbox = new Inbox(socket, EVENTS);
    if (rooms.taskId) expect(await emitWithAck(socket, 'join:task', { taskId: rooms.taskId })).toEqual({ ok: true });
    if (rooms.projectId)
      expect(await emitWithAck(socket, 'join:project', { projectId: rooms.projectId })).toEqual({ ok: true });
    return inbox;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'taskflow-files-live-'));
    app = await createTestApp(testAppConfig({ DATA_DIR: dataDir }));
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("sends a task's new and removed attachments to the team and the task's clients, a hidden task's to the team only", async () => {
    const team = await open(tenant.team, { taskId: tenant.visibleTaskA });
    const admin = await open(tenant.admin, { taskId: tenant.hiddenTaskA });
    const clientA = await open(tenant.clientA, { taskId: tenant.visibleTaskA, projectId: tenant.projectA });
    const clientB = await open(tenant.clientB, { projectId: tenant.projectB });

    const visible = await upload(tenant.admin, 'task', tenant.visibleTaskA, 'plan.pdf').expect(201);
    const added = { task: { id: tenant.visibleTaskA, projectId: tenant.projectA }, file: visible.body };
    const isVisibleFile = (payload: TaskAttachmentAddedPayload) => payload.file.id === visible.body.id;
    expect(await team.next(SERVER_EVENTS.taskAttachmentAdded, isVisibleFile)).toEqual(added);
    expect(await clientA.next(SERVER_EVENTS.taskAttachmentAdded, isVisibleFile)).toEqual(added);

    const hidden = await upload(tenant.admin, 'task', tenant.hiddenTaskA, 'costs.pdf').expect(201);
    await admin.next<TaskAttachmentAddedPayload>(
      SERVER_EVENTS.taskAttachmentAdded,
      (payload) => payload.file.id === hidden.body.id,
    );

    await http().delete(visible.body.url).set(as(tenant.admin)).expect(204);
    const removed: TaskAttachmentRemovedPayload = {
      task: { id: tenant.visibleTaskA, projectId: tenant.projectA },
      fileId: visible.body.id,
    };
    expect(await team.next(SERVER_EVENTS.taskAttachmentRemoved)).toEqual(removed);
    expect(await clientA.next(SERVER_EVENTS.taskAttachmentRemoved)).toEqual(removed);
    await http().delete(hidden.body.url).set(as(tenant.admin)).expect(204);
    await admin.next<TaskAttachmentRemovedPayload>(
      SERVER_EVENTS.taskAttachmentRemoved,
      (payload) => payload.fileId === hidden.body.id,
    );

    await pause(QUIET_MS);
    const heardOf = (inbox: Inbox) =>
      [
        ...inbox.all<TaskAttachmentAddedPayload>(SERVER_EVENTS.taskAttachmentAdded).map((p) => p.file.id),
        ...inbox.all<TaskAttachmentRemovedPayload>(SERVER_EVENTS.taskAttachmentRemoved).map((p) => p.fileId),
      ].filter((id) => id === hidden.body.id || id === visible.body.id);
    expect(heardOf(clientA)).toEqual([visible.body.id, visible.body.id]);
    expect(heardOf(clientB)).toEqual([]);
    expect(JSON.stringify(clientA.all(SERVER_EVENTS.taskAttachmentAdded))).not.toContain('costs.pdf');
  });

  it('tells the open pages that a comment went with its files; an internal one only to the team', async () => {
    const team = await open(tenant.team, { taskId: tenant.visibleTaskA, projectId: tenant.projectA });
    const client = await open(tenant.clientA, { taskId: tenant.visibleTaskA, projectId: tenant.projectA });
    const comment = async (thread: 'tasks' | 'projects', isInternal: boolean) => {
      const target = thread === 'tasks' ? 'task-comment' : 'project-comment';
      const parent = thread === 'tasks' ? { taskId: tenant.visibleTaskA } : { projectId: tenant.projectA };
      const draft = await upload(tenant.team, target, Object.values(parent)[0], 'notes.pdf').expect(201);
      const created = await http()
        .post(`/api/comments/${thread}`)
        .set(as(tenant.team))
        .send({ ...parent, content: isInternal ? 'Internal' : 'Shared', isInternal, attachmentIds: [draft.body.id] })
        .expect(201);
      return created.body.id as string;
    };

    const shared = await comment('tasks', false);
    const internal = await comment('tasks', true);
    const sharedOnProject = await comment('projects', false);
    const internalOnProject = await comment('projects', true);
    for (const [thread, id] of [
      ['tasks', shared],
      ['tasks', internal],
      ['projects', sharedOnProject],
      ['projects', internalOnProject],
    ])
      await http().delete(`/api/comments/${thread}/${id}`).set(as(tenant.team)).expect(204);

    const task = { id: tenant.visibleTaskA, projectId: tenant.projectA };
    const byComment = (id: string) => (payload: { commentId: string }) => payload.commentId === id;
    expect(await team.next(SERVER_EVENTS.taskCommentDeleted, byComment(internal))).toEqual({
      commentId: internal,
      task,
    } satisfies TaskCommentDeletedPayload);
    expect(await client.next(SERVER_EVENTS.taskCommentDeleted, byComment(shared))).toEqual({ commentId: shared, task });
    expect(await team.next(SERVER_EVENTS.projectCommentDeleted, byComment(internalOnProject))).toEqual({
      commentId: internalOnProject,
      project: { id: tenant.projectA },
    } satisfies ProjectCommentDeletedPayload);
    await client.next(SERVER_EVENTS.projectCommentDeleted, byComment(sharedOnProject));

    await pause(QUIET_MS);
    // The internal comment's file never reached the client, neither with the comment nor later.
    const created = client.all<TaskCommentCreatedPayload>(SERVER_EVENTS.taskCommentCreated);
    expect(created.map((payload) => payload.comment.content)).toEqual(['Shared']);
    expect(created[0].comment.attachments).toEqual([expect.objectContaining({ fileName: 'notes.pdf' })]);
    const heard = [
      ...client.all<{ commentId: string }>(SERVER_EVENTS.taskCommentDeleted),
      ...client.all<{ commentId: string }>(SERVER_EVENTS.projectCommentDeleted),
    ].map((payload) => payload.commentId);
    expect(heard).not.toContain(internal);
    expect(heard).not.toContain(internalOnProject);
  });

  it("sends a file message with its file to the conversation's people, and its deletion", async () => {
    const conversation = await fixtures.conversation(tenant.team.id, [tenant.clientA.id]);
    const client = await open(tenant.clientA, {});
    const outsider = await open(tenant.clientB, {});
    const draft = await upload(tenant.team, 'message', conversation, 'angebot.pdf').expect(201);
    const sent = await http()
      .post(`/api/conversations/${conversation}/messages`)
      .set(as(tenant.team))
      .send({ messageType: 'file', fileUrl: draft.body.url })
      .expect(201);

    const created = await client.next<DirectMessageCreatedPayload>(
      SERVER_EVENTS.directMessageCreated,
      (payload) => payload.message.id === sent.body.id,
    );
    expect(created.message).toMatchObject({
      messageType: 'file',
      content: '',
      fileUrl: draft.body.url,
      file: { id: draft.body.id, fileName: 'angebot.pdf' },
    });
    await http().get(draft.body.url).set(as(tenant.clientA)).expect(200);

    await http().delete(`/api/conversations/messages/${sent.body.id}`).set(as(tenant.team)).expect(204);
    await client.next<DirectMessageDeletedPayload>(
      SERVER_EVENTS.directMessageDeleted,
      (payload) => payload.messageId === sent.body.id,
    );
    await http().get(draft.body.url).set(as(tenant.clientA)).expect(404);
    await pause(QUIET_MS);
    expect(outsider.all(SERVER_EVENTS.directMessageCreated)).toEqual([]);
  });
});
