import type { INestApplication } from '@nestjs/common';
import {
  SERVER_EVENTS,
  fieldErrorCodesOf,
  type ChecklistItemView,
  type ProjectBoardView,
  type TaskChecklistChangedPayload,
  type TaskView,
} from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, emitWithAck, Inbox, listenOnLoopback, roundTrip } from '../../test/live-client';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ChecklistItem } from './checklist-item.entity';

/** Checklists inside tasks (docs/checklists.md): who reads and changes them, bad input, progress, filter, live. */
describe('task checklists', () => {
  let app: INestApplication;
  let url: string;
  let tenant: TestTenant;
  let fixtures: Fixtures;
  const sockets: Socket[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const checklist = (taskId: string) => `/api/tasks/${taskId}/checklist`;
  const add = (user: TestUser, taskId: string, body: object) => http().post(checklist(taskId)).set(as(user)).send(body);
  const items = async (taskId: string, user = tenant.admin) =>
    (await http().get(checklist(taskId)).set(as(user)).expect(200)).body as ChecklistItemView[];
  const task = async (taskId: string, user = tenant.admin) =>
    (await http().get(`/api/tasks/${taskId}`).set(as(user)).expect(200)).body as TaskView;

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    tenant = await createTestTenant(app);
    fixtures = new Fixtures(app, tenant);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
  });

  it('lets the admin add, rename, tick, reorder and delete items, in order, with trimmed titles', async () => {
    const taskId = await fixtures.task();
    const first = (await add(tenant.admin, taskId, { title: '  Draft copy  ' }).expect(201)).body as ChecklistItemView;
    expect(first).toEqual({
      id: expect.any(String),
      taskId,
      title: 'Draft copy',
      done: false,
      position: 0,
      createdById: tenant.admin.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const second = (await add(tenant.admin, taskId, { title: 'Review', done: true }).expect(201)).body;
    const third = (await add(tenant.team, taskId, { title: 'Publish' }).expect(201)).body;
    expect(second).toMatchObject({ position: 1, done: true });
    expect(third).toMatchObject({ position: 2, createdById: tenant.team.id });

    const renamed = await http()
      .patch(`${checklist(taskId)}/${first.id}`)
      .set(as(tenant.admin))
      .send({ title: 'Write copy', done: true })
      .expect(200);
    expect(renamed.body).toMatchObject({ id: first.id, title: 'Write copy', done: true, position: 0 });
    await http()
      .patch(`${checklist(taskId)}/${second.id}`)
      .set(as(tenant.admin))
      .send({ done: false })
      .expect(200);

    const reordered = await http()
      .put(`${checklist(taskId)}/order`)
      .set(as(tenant.admin))
      .send({ itemIds: [third.id, first.id, second.id] })
      .expect(200);
    expect((reordered.body as ChecklistItemView[]).map((item) => [item.title, item.position, item.done])).toEqual([
      ['Publish', 0, false],
      ['Write copy', 1, true],
      ['Review', 2, false],
    ]);
    expect(await items(taskId)).toEqual(reordered.body);

    await http()
      .delete(`${checklist(taskId)}/${third.id}`)
      .set(as(tenant.admin))
      .expect(204);
    await http()
      .delete(`${checklist(taskId)}/${third.id}`)
      .set(as(tenant.admin))
      .expect(404);
    expect((await items(taskId)).map((item) => [item.title, item.position])).toEqual([
      ['Write copy', 0],
      ['Review', 1],
    ]);
  });

  it('turns an item into a task of the same project and removes it from the checklist', async () => {
    const taskId = await fixtures.task({ isClientVisible: true, assignedToId: tenant.team.id });
    const item = (await add(tenant.admin, taskId, { title: 'Order the prints' }).expect(201)).body;
    await add(tenant.admin, taskId, { title: 'Stays' }).expect(201);

    const converted = await http()
      .post(`${checklist(taskId)}/${item.id}/convert`)
      .set(as(tenant.admin))
      .send({});
    expect(converted.status).toBe(201);
    const created = converted.body as TaskView;
    expect(created).toMatchObject({
      title: 'Order the prints',
      projectId: tenant.projectA,
      assignedToId: tenant.team.id,
      isClientVisible: true,
      checklistDone: 0,
      checklistTotal: 0,
    });
    expect(created.id).not.toBe(taskId);
    const source = await task(taskId);
    // The admin chose no language: the description is English.
    expect(created.description).toBe(`From the checklist of "${source.title}"`);
    expect(await task(created.id)).toEqual(created);
    expect((await items(taskId)).map((left) => left.title)).toEqual(['Stays']);

    const other = (await add(tenant.admin, taskId, { title: 'To the admin' }).expect(201)).body;
    const toAdmin = await http()
      .post(`${checklist(taskId)}/${other.id}/convert`)
      .set(as(tenant.admin))
      .send({ assignedToId: tenant.admin.id, language: 'de' })
      .expect(201);
    expect(toAdmin.body).toMatchObject({
      assignedToId: tenant.admin.id,
      description: `Aus der Checkliste von „${source.title}“`,
    });
    // A caller who chose German gets it without asking.
    await http().put('/api/account').set(as(tenant.admin)).send({ language: 'de' }).expect(200);
    const fourth = (await add(tenant.admin, taskId, { title: 'In German' }).expect(201)).body;
    const german = await http()
      .post(`${checklist(taskId)}/${fourth.id}/convert`)
      .set(as(tenant.admin))
      .send({})
      .expect(201);
    expect(german.body.description).toBe(`Aus der Checkliste von „${source.title}“`);
    // The task creation rules hold: a client cannot be the assignee; the item stays.
    const third = (await add(tenant.admin, taskId, { title: 'Not to a client' }).expect(201)).body;
    const refused = await http()
      .post(`${checklist(taskId)}/${third.id}/convert`)
      .set(as(tenant.admin))
      .send({ assignedToId: tenant.clientA.id })
      .expect(400);
    expect(fieldErrorCodesOf(refused.body)).toEqual({ assignedToId: 'INVALID_ASSIGNEE' });
    const french = await http()
      .post(`${checklist(taskId)}/${third.id}/convert`)
      .set(as(tenant.admin))
      .send({ language: 'fr' })
      .expect(400);
    expect(fieldErrorCodesOf(french.body)).toEqual({ language: 'NOT_ONE_OF' });
    expect((await items(taskId)).map((left) => left.title)).toEqual(['Stays', 'Not to a client']);
    await http()
      .post(`${checklist(taskId)}/${third.id}/convert`)
      .set(as(tenant.clientA))
      .send({})
      .expect(403);
  });

  it('makes one task of an item converted several times at once; the others answer that the item is gone', async () => {
    const projectId = await fixtures.project();
    const taskId = await fixtures.task({ projectId });
    const title = 'Converted once';
    const item = (await add(tenant.admin, taskId, { title }).expect(201)).body as ChecklistItemView;

    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        http()
          .post(`${checklist(taskId)}/${item.id}/convert`)
          .set(as(tenant.admin))
          .send({}),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404]);
    for (const gone of answers.filter((answer) => answer.status === 404))
      expect(gone.body.code).toBe('CHECKLIST_ITEM_NOT_FOUND');
    const list = await http().get(`/api/tasks/project/${projectId}`).set(as(tenant.admin)).expect(200);
    expect((list.body as TaskView[]).map((made) => made.title).sort()).toEqual([title, 'Fresh task']);
    expect(await items(taskId)).toEqual([]);
  });

  it('lets team members change checklists only as they may edit tasks, and only of tasks they see', async () => {
    const taskId = await fixtures.task({ assignedToId: tenant.team.id });
    const item = (await add(tenant.admin, taskId, { title: 'Shared step' }).expect(201)).body;
    try {
      await fixtures.setTeamPermissionFlags({ canEditTasks: false, canCreateTasks: false });
      // May see the task and read its checklist, may not change it.
      expect((await items(taskId, tenant.team)).map((left) => left.title)).toEqual(['Shared step']);
      await add(tenant.team, taskId, { title: 'Sneaky' }).expect(403);
      const patch = await http()
        .patch(`${checklist(taskId)}/${item.id}`)
        .set(as(tenant.team))
        .send({ done: true })
        .expect(403);
      expect(patch.body.code).toBe('MISSING_PERMISSION');
      await http()
        .put(`${checklist(taskId)}/order`)
        .set(as(tenant.team))
        .send({ itemIds: [item.id] })
        .expect(403);
      await http()
        .delete(`${checklist(taskId)}/${item.id}`)
        .set(as(tenant.team))
        .expect(403);
      await http()
        .post(`${checklist(taskId)}/${item.id}/convert`)
        .set(as(tenant.team))
        .send({})
        .expect(403);

      await fixtures.setTeamPermissions(true);
      await fixtures.setTeamPermissionFlags({ canEditTasks: false });
      // canCreateTasks alone does not take the item out of a checklist it may not edit.
      const convert = await http()
        .post(`${checklist(taskId)}/${item.id}/convert`)
        .set(as(tenant.team))
        .send({});
      expect([convert.status, convert.body.code]).toEqual([403, 'MISSING_PERMISSION']);

      await fixtures.setTeamPermissions(true);
      await fixtures.setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
      // The admin's internal task is out of sight: 404 for every route, as for the task itself.
      const hidden = tenant.hiddenTaskA;
      const hiddenItem = (await add(tenant.admin, hidden, { title: 'Secret step' }).expect(201)).body;
      await http().get(checklist(hidden)).set(as(tenant.team)).expect(404);
      const notFound = await add(tenant.team, hidden, { title: 'x' }).expect(404);
      expect(notFound.body.code).toBe('TASK_NOT_FOUND');
      await http()
        .patch(`${checklist(hidden)}/${hiddenItem.id}`)
        .set(as(tenant.team))
        .send({ done: true })
        .expect(404);
      await http()
        .delete(`${checklist(hidden)}/${hiddenItem.id}`)
        .set(as(tenant.team))
        .expect(404);
      await http()
        .post(`${checklist(hidden)}/${hiddenItem.id}/convert`)
        .set(as(tenant.team))
        .send({})
        .expect(404);
      // Their own task they may still change.
      await add(tenant.team, taskId, { title: 'Own step' }).expect(201);
      expect((await items(hidden)).map((left) => [left.title, left.done])).toEqual([['Secret step', false]]);
    } finally {
      await fixtures.setTeamPermissions(true);
    }
  });

  it("shows clients the checklist of their company's client-visible tasks, read-only", async () => {
    const visible = await fixtures.task({ isClientVisible: true });
    const internal = await fixtures.task({ isClientVisible: false });
    const item = (await add(tenant.admin, visible, { title: 'Client sees this' }).expect(201)).body;
    await add(tenant.admin, internal, { title: 'Client never sees this' }).expect(201);

    expect((await items(visible, tenant.clientA)).map((left) => left.title)).toEqual(['Client sees this']);
    const internalRead = await http().get(checklist(internal)).set(as(tenant.clientA)).expect(404);
    expect(internalRead.body.code).toBe('TASK_NOT_FOUND');
    // Another company's client sees neither.
    await http().get(checklist(visible)).set(as(tenant.clientB)).expect(404);

    const writes = [
      add(tenant.clientA, visible, { title: 'Client adds' }),
      http()
        .patch(`${checklist(visible)}/${item.id}`)
        .set(as(tenant.clientA))
        .send({ done: true }),
      http()
        .put(`${checklist(visible)}/order`)
        .set(as(tenant.clientA))
        .send({ itemIds: [item.id] }),
      http()
        .delete(`${checklist(visible)}/${item.id}`)
        .set(as(tenant.clientA)),
      http()
        .post(`${checklist(visible)}/${item.id}/convert`)
        .set(as(tenant.clientA))
        .send({}),
    ];
    for (const write of writes) {
      const response = await write;
      expect([response.status, response.body.code, typeof response.body.message]).toEqual([
        403,
        'ACCESS_DENIED',
        'string',
      ]);
    }
    expect(await items(visible)).toEqual([item]);
  });

  it('answers bad input with 400, field codes and messages, never a 500', async () => {
    const taskId = await fixtures.task();
    const item = (await add(tenant.admin, taskId, { title: 'Only item' }).expect(201)).body;
    const blank = await add(tenant.admin, taskId, { title: '   ' }).expect(400);
    expect(blank.body.code).toBe('VALIDATION_FAILED');
    expect(blank.body.fieldErrors).toEqual({ title: [{ code: 'REQUIRED', message: 'Title is required' }] });
    const long = await add(tenant.admin, taskId, { title: 'x'.repeat(301) }).expect(400);
    expect(fieldErrorCodesOf(long.body)).toEqual({ title: 'TOO_LONG' });
    const wrongType = await add(tenant.admin, taskId, { title: 7, done: 'yes', extra: 1 }).expect(400);
    expect(fieldErrorCodesOf(wrongType.body)).toEqual({
      title: 'REQUIRED',
      done: 'WRONG_TYPE',
      extra: 'UNKNOWN_FIELD',
    });
    const nullTitle = await http()
      .patch(`${checklist(taskId)}/${item.id}`)
      .set(as(tenant.admin))
      .send({ title: null })
      .expect(400);
    expect(fieldErrorCodesOf(nullTitle.body)).toEqual({ title: 'REQUIRED' });

    const badTask = await http().get(checklist('not-a-uuid')).set(as(tenant.admin)).expect(400);
    expect(badTask.body.code).toEqual(expect.any(String));
    const badItem = await http()
      .patch(`${checklist(taskId)}/nope`)
      .set(as(tenant.admin))
      .send({ done: true });
    expect([badItem.status, typeof badItem.body.code]).toEqual([400, 'string']);
    const unknownItem = await http()
      .patch(`${checklist(taskId)}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`)
      .set(as(tenant.admin))
      .send({ done: true })
      .expect(404);
    expect(unknownItem.body.code).toBe('CHECKLIST_ITEM_NOT_FOUND');

    const order = (itemIds: unknown) =>
      http()
        .put(`${checklist(taskId)}/order`)
        .set(as(tenant.admin))
        .send({ itemIds });
    const badIds = await order(['nope']).expect(400);
    expect(fieldErrorCodesOf(badIds.body)).toEqual({ itemIds: 'INVALID_ID' });
    const notAList = (await order('x').expect(400)).body as { fieldErrors: Record<string, { code: string }[]> };
    expect(notAList.fieldErrors['itemIds'].map((error) => error.code)).toContain('WRONG_TYPE');
    const other = (await add(tenant.admin, await fixtures.task(), { title: 'Elsewhere' }).expect(201)).body;
    for (const mismatch of [[], [item.id, item.id], [other.id], [item.id, other.id]]) {
      const response = await order(mismatch).expect(400);
      expect(response.body.fieldErrors).toEqual({
        itemIds: [
          {
            code: 'CHECKLIST_ORDER_MISMATCH',
            message: "itemIds must be every item id of the task's checklist, each once",
          },
        ],
      });
    }
    // An item of another task is not this task's.
    await http()
      .patch(`${checklist(taskId)}/${other.id}`)
      .set(as(tenant.admin))
      .send({ done: true })
      .expect(404);
  });

  it('holds at most 100 items per task', async () => {
    const taskId = await fixtures.task();
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    for (let position = 0; position < 100; position++)
      await scope.insert(ChecklistItem, {
        taskId,
        title: `Step ${position}`,
        done: false,
        position,
        createdById: null,
      });
    const full = await add(tenant.admin, taskId, { title: 'One too many' }).expect(409);
    expect(full.body.code).toBe('CHECKLIST_FULL');
  });

  it('carries the progress on every task view, and the board filters tasks with an incomplete checklist', async () => {
    const projectId = await fixtures.project();
    const open = await fixtures.task({ projectId, isClientVisible: true });
    const finished = await fixtures.task({ projectId });
    const none = await fixtures.task({ projectId });
    for (const [taskId, title, done] of [
      [open, 'a', true],
      [open, 'b', false],
      [open, 'c', false],
      [finished, 'd', true],
    ] as const)
      await add(tenant.admin, taskId, { title, done }).expect(201);

    const progress = (view: { id: string; checklistDone: number; checklistTotal: number }) => [
      view.id,
      view.checklistDone,
      view.checklistTotal,
    ];
    const expected = [
      [open, 1, 3],
      [finished, 1, 1],
      [none, 0, 0],
    ];
    expect(progress(await task(open))).toEqual(expected[0]);
    const list = await http().get(`/api/tasks/project/${projectId}`).set(as(tenant.admin)).expect(200);
    expect((list.body as TaskView[]).map(progress).sort()).toEqual([...expected].sort());
    const all = await http().get('/api/tasks?limit=200').set(as(tenant.admin)).expect(200);
    expect(
      (all.body as TaskView[])
        .filter((view) => view.projectId === projectId)
        .map(progress)
        .sort(),
    ).toEqual([...expected].sort());
    const board = async (query: string, user = tenant.admin) => {
      const response = await http().get(`/api/tasks/project/${projectId}/board${query}`).set(as(user)).expect(200);
      const columns = (response.body as ProjectBoardView).columns;
      return {
        cards: columns.flatMap((column) => column.tasks.map(progress)).sort(),
        total: columns.reduce((sum, column) => sum + column.total, 0),
      };
    };
    expect(await board('')).toEqual({ cards: [...expected].sort(), total: 3 });
    expect(await board('?checklist=incomplete')).toEqual({ cards: [expected[0]], total: 1 });
    expect(await board('?checklist=incomplete&status=todo')).toEqual({ cards: [expected[0]], total: 1 });
    const bad = await http()
      .get(`/api/tasks/project/${projectId}/board?checklist=complete`)
      .set(as(tenant.admin))
      .expect(400);
    expect(fieldErrorCodesOf(bad.body)).toEqual({ checklist: 'NOT_ONE_OF' });

    // A status change answers the progress too.
    const moved = await http()
      .patch(`/api/tasks/${open}/status`)
      .set(as(tenant.admin))
      .send({ status: 'review' })
      .expect(200);
    expect(progress(moved.body)).toEqual(expected[0]);
  });

  it("deletes a task's checklist with the task", async () => {
    const taskId = await fixtures.task();
    await add(tenant.admin, taskId, { title: 'Goes with the task' }).expect(201);
    const scope = app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
    expect(await scope.count(ChecklistItem, { taskId })).toBe(1);
    await http().delete(`/api/tasks/${taskId}`).set(as(tenant.admin)).expect(204);
    expect(await scope.count(ChecklistItem, { taskId })).toBe(0);
    await http().get(checklist(taskId)).set(as(tenant.admin)).expect(404);
  });

  it('sends each change live to whoever may see the task; clients only for client-visible tasks', async () => {
    const open = async (user: TestUser) => {
      const socket = await connectLive(url, user.token);
      sockets.push(socket);
      return { socket, inbox: new Inbox(socket, Object.values(SERVER_EVENTS)) };
    };
    const visible = await fixtures.task({ isClientVisible: true });
    const internal = await fixtures.task({ isClientVisible: false });
    const team = await open(tenant.team);
    const clientA = await open(tenant.clientA);
    const clientB = await open(tenant.clientB);
    for (const live of [team, clientA, clientB])
      expect(await emitWithAck(live.socket, 'join:project', { projectId: tenant.projectA })).toEqual({
        ok: live === clientB ? false : true,
        ...(live === clientB ? { error: expect.any(String) } : {}),
      });

    const ofTask = (taskId: string, total: number) => (payload: TaskChecklistChangedPayload) =>
      payload.task.id === taskId && payload.task.checklistTotal === total;
    const first = (await add(tenant.admin, visible, { title: 'Live step' }).expect(201)).body as ChecklistItemView;
    const heard = await clientA.inbox.next<TaskChecklistChangedPayload>(
      SERVER_EVENTS.taskChecklistChanged,
      ofTask(visible, 1),
    );
    expect(heard).toEqual({
      task: { id: visible, projectId: tenant.projectA, checklistDone: 0, checklistTotal: 1 },
      items: [first],
    });
    await team.inbox.next(SERVER_EVENTS.taskChecklistChanged, ofTask(visible, 1));

    await http()
      .patch(`${checklist(visible)}/${first.id}`)
      .set(as(tenant.admin))
      .send({ done: true })
      .expect(200);
    const ticked = await clientA.inbox.next<TaskChecklistChangedPayload>(
      SERVER_EVENTS.taskChecklistChanged,
      (payload) => payload.task.id === visible && payload.task.checklistDone === 1,
    );
    expect(ticked.items.map((item) => item.done)).toEqual([true]);

    await add(tenant.admin, internal, { title: 'Internal step' }).expect(201);
    await team.inbox.next(SERVER_EVENTS.taskChecklistChanged, ofTask(internal, 1));
    await roundTrip(clientA.socket);
    await roundTrip(clientB.socket);
    const reached = (inbox: Inbox) =>
      inbox.all<TaskChecklistChangedPayload>(SERVER_EVENTS.taskChecklistChanged).map((payload) => payload.task.id);
    expect(reached(clientA.inbox)).not.toContain(internal);
    expect(reached(clientB.inbox)).toEqual([]);
    expect(JSON.stringify(clientA.inbox.all(SERVER_EVENTS.taskChecklistChanged))).not.toContain('Internal step');
  });
});
