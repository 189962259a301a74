import type { INestApplication } from '@nestjs/common';
import type { CommentCounts, CommentOverviewResponse } from '@taskflow/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';

type Kind = 'tasks' | 'projects';

interface Recount {
  project_id: string;
  thread: 'task' | 'project';
  audience: 'team' | 'client';
  total: number;
  unread: number;
  last_comment_at: Date | null;
}

/**
 * The counts the database keeps (comment_count, by triggers) against a recount of the comments themselves, after a
 * mix of comments added, deleted, made internal or shared, read and unread by either side, and of their tasks hidden,
 * shown, moved and deleted: in the table, and in what the overview and the unread count answer each role.
 */
describe('kept comment counts: always what a recount of the comments gives', () => {
  let app: INestApplication;
  let tenant: TestTenant;
  let dataSource: DataSource;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());

  const comment = async (user: TestUser, kind: Kind, parentId: string, isInternal = false) =>
    (
      await http()
        .post(`/api/comments/${kind}`)
        .set(as(user))
        .send({ [kind === 'tasks' ? 'taskId' : 'projectId']: parentId, content: 'A comment', isInternal })
        .expect(201)
    ).body.id as string;
  const edit = (user: TestUser, kind: Kind, id: string, isInternal: boolean) =>
    http().put(`/api/comments/${kind}/${id}`).set(as(user)).send({ content: 'Edited', isInternal }).expect(200);
  const remove = (user: TestUser, kind: Kind, id: string) =>
    http().delete(`/api/comments/${kind}/${id}`).set(as(user)).expect(204);
  const mark = (user: TestUser, kind: Kind, state: 'read' | 'unread', commentIds: string[]) =>
    http()
      .patch(`/api/comments/${kind}/${state}/${user.userType === 'client' ? 'client' : 'team'}`)
      .set(as(user))
      .send({ commentIds })
      .expect(200);

  /** The counts recounted from the comments, as the migration's first fill counts them. */
  const recount = (): Promise<Recount[]> =>
    dataSource.query(
      `SELECT t.project_id, 'task' AS thread, 'team' AS audience, count(*)::int AS total,
         (count(*) FILTER (WHERE NOT c.is_read_by_team))::int AS unread, max(c.created_at) AS last_comment_at
       FROM task_comment c JOIN task t ON t.id = c.task_id WHERE c.service_provider_id = $1 GROUP BY t.project_id
       UNION ALL
       SELECT t.project_id, 'task', 'client', count(*)::int, (count(*) FILTER (WHERE NOT c.is_read_by_client))::int,
         max(c.created_at)
       FROM task_comment c JOIN task t ON t.id = c.task_id
       WHERE c.service_provider_id = $1 AND t.is_client_visible AND NOT c.is_internal GROUP BY t.project_id
       UNION ALL
       SELECT c.project_id, 'project', 'team', count(*)::int, (count(*) FILTER (WHERE NOT c.is_read_by_team))::int,
         max(c.created_at)
       FROM project_comment c WHERE c.service_provider_id = $1 GROUP BY c.project_id
       UNION ALL
       SELECT c.project_id, 'project', 'client', count(*)::int,
         (count(*) FILTER (WHERE NOT c.is_read_by_client))::int, max(c.created_at)
       FROM project_comment c WHERE c.service_provider_id = $1 AND NOT c.is_internal GROUP BY c.project_id
       ORDER BY 1, 2, 3`,
      [tenant.serviceProviderId],
    );
  const kept = (): Promise<Recount[]> =>
    dataSource.query(
      `SELECT project_id, thread, audience, total, unread, last_comment_at FROM comment_count
       WHERE service_provider_id = $1 AND total > 0 ORDER BY 1, 2, 3`,
      [tenant.serviceProviderId],
    );
  const companyOf = (projectId: string) =>
    projectId === tenant.projectA ? tenant.companyA : projectId === tenant.projectB ? tenant.companyB : null;

  /** What each role's overview and unread count show, recounted: the team sees every comment, a client the shared ones of their company. */
  async function expectEveryRoleSeesTheRecount(): Promise<void> {
    const counts = await recount();
    expect(await kept()).toEqual(counts);
    const roles: [TestUser, 'team' | 'client', string | null][] = [
      [tenant.admin, 'team', null],
      [tenant.team, 'team', null],
      [tenant.clientA, 'client', tenant.companyA],
      [tenant.clientB, 'client', tenant.companyB],
    ];
    for (const [user, audience, company] of roles) {
      const seen = counts.filter(
        (count) => count.audience === audience && (company === null || companyOf(count.project_id) === company),
      );
      const countsOf = (projectId: string, thread: 'task' | 'project'): CommentCounts => {
        const row = seen.find((count) => count.project_id === projectId && count.thread === thread);
        if (!row) return { total: 0, unread: 0, lastCommentAt: null };
        const lastCommentAt = row.last_comment_at === null ? null : new Date(row.last_comment_at).toISOString();
        return { total: row.total, unread: row.unread, lastCommentAt };
      };
      const overview = (await http().get('/api/comments/overview').set(as(user)).expect(200))
        .body as CommentOverviewResponse;
      for (const entry of overview.projects) {
        expect([entry.project.id, entry.taskComments]).toEqual([entry.project.id, countsOf(entry.project.id, 'task')]);
        expect([entry.project.id, entry.projectComments]).toEqual([
          entry.project.id,
          countsOf(entry.project.id, 'project'),
        ]);
      }
      const unread = (await http().get('/api/comments/unread-count').set(as(user)).expect(200)).body.count;
      expect([user.userType, unread]).toEqual([user.userType, seen.reduce((sum, row) => sum + row.unread, 0)]);
    }
  }

  beforeAll(async () => {
    app = await createTestApp();
    tenant = await createTestTenant(app);
    dataSource = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('follows comments added, edited between internal and shared, read, unread and deleted', async () => {
    const shared = await comment(tenant.admin, 'projects', tenant.projectA);
    const internal = await comment(tenant.admin, 'projects', tenant.projectA, true);
    const question = await comment(tenant.clientA, 'projects', tenant.projectA);
    const onVisible = await comment(tenant.clientA, 'tasks', tenant.visibleTaskA);
    const answer = await comment(tenant.team, 'tasks', tenant.visibleTaskA, true);
    await comment(tenant.admin, 'tasks', tenant.hiddenTaskA);
    await comment(tenant.clientB, 'tasks', tenant.visibleTaskB);
    const newestB = await comment(tenant.admin, 'tasks', tenant.visibleTaskB);
    await expectEveryRoleSeesTheRecount();

    await edit(tenant.admin, 'projects', shared, true);
    await edit(tenant.admin, 'projects', internal, false);
    await edit(tenant.team, 'tasks', answer, false);
    await expectEveryRoleSeesTheRecount();

    await mark(tenant.admin, 'projects', 'read', [question, internal]);
    await mark(tenant.clientA, 'projects', 'read', [internal]);
    await mark(tenant.clientA, 'tasks', 'read', [answer]);
    await mark(tenant.admin, 'tasks', 'read', [onVisible, newestB]);
    await mark(tenant.admin, 'tasks', 'unread', [newestB]);
    await expectEveryRoleSeesTheRecount();

    // The newest comment of a count leaves it: the next newest becomes its time.
    await remove(tenant.admin, 'tasks', newestB);
    await edit(tenant.team, 'tasks', answer, true);
    await remove(tenant.clientA, 'projects', question);
    await expectEveryRoleSeesTheRecount();
  });

  it('follows many comments added in one statement (an import, a script)', async () => {
    await dataSource.query(
      `INSERT INTO task_comment (service_provider_id, task_id, content, is_internal, is_read_by_team, is_read_by_client)
       SELECT $1, task_id, 'Imported', i % 3 = 0, i % 2 = 0, i % 4 = 0
       FROM unnest($2::uuid[]) AS task_id, generate_series(1, 6) AS i`,
      [tenant.serviceProviderId, [tenant.visibleTaskA, tenant.hiddenTaskA, tenant.visibleTaskB]],
    );
    await dataSource.query(
      `INSERT INTO project_comment (service_provider_id, project_id, content, is_internal, is_read_by_team)
       SELECT $1, project_id, 'Imported', i % 2 = 0, i % 3 = 0
       FROM unnest($2::uuid[]) AS project_id, generate_series(1, 5) AS i`,
      [tenant.serviceProviderId, [tenant.projectA, tenant.projectB]],
    );
    await expectEveryRoleSeesTheRecount();
  });

  it('follows tasks shown to and hidden from the client, moved to another project and deleted', async () => {
    await http()
      .put(`/api/tasks/${tenant.visibleTaskA}`)
      .set(as(tenant.admin))
      .send({ isClientVisible: false })
      .expect(200);
    await http()
      .put(`/api/tasks/${tenant.hiddenTaskA}`)
      .set(as(tenant.admin))
      .send({ isClientVisible: true })
      .expect(200);
    await expectEveryRoleSeesTheRecount();

    // No route moves a task; a script or an operator may, and the counts follow.
    await dataSource.query(`UPDATE task SET project_id = $1 WHERE id = $2`, [tenant.projectB, tenant.hiddenTaskA]);
    await expectEveryRoleSeesTheRecount();

    await http().delete(`/api/tasks/${tenant.visibleTaskB}`).set(as(tenant.admin)).expect(204);
    await expectEveryRoleSeesTheRecount();
    await http().delete(`/api/tasks/${tenant.hiddenTaskA}`).set(as(tenant.admin)).expect(204);
    await expectEveryRoleSeesTheRecount();
    await dataSource.query(`DELETE FROM project WHERE id = $1`, [tenant.projectB]);
    await expectEveryRoleSeesTheRecount();
  });
  it('counts the comments a team member who sees only their own tasks may see, from their tasks', async () => {
    // A task of the admin's, with a comment the team member must not count.
    await dataSource.query(
      `WITH added AS (
         INSERT INTO task (service_provider_id, project_id, assigned_to_id, title, description)
         VALUES ($1, $2, $3, 'The admin''s', 'Not assigned to the team member') RETURNING id)
       INSERT INTO task_comment (service_provider_id, task_id, content) SELECT $1, id, 'Unread' FROM added`,
      [tenant.serviceProviderId, tenant.projectA, tenant.admin.id],
    );
    await new Fixtures(app, tenant).setTeamPermissionFlags({ canViewAllProjects: false, canViewAllTasks: false });
    const recounted = (await dataSource.query(
      `SELECT t.project_id, 'task' AS thread, count(*)::int AS total,
         (count(*) FILTER (WHERE NOT c.is_read_by_team))::int AS unread
       FROM task_comment c JOIN task t ON t.id = c.task_id WHERE t.assigned_to_id = $1 GROUP BY t.project_id
       UNION ALL
       SELECT c.project_id, 'project', count(*)::int, (count(*) FILTER (WHERE NOT c.is_read_by_team))::int
       FROM project_comment c
       WHERE EXISTS (SELECT 1 FROM task t WHERE t.project_id = c.project_id AND t.assigned_to_id = $1)
       GROUP BY c.project_id`,
      [tenant.team.id],
    )) as Omit<Recount, 'audience' | 'last_comment_at'>[];
    expect(recounted.length).toBeGreaterThan(0);
    const overview = (await http().get('/api/comments/overview').set(as(tenant.team)).expect(200))
      .body as CommentOverviewResponse;
    const shown = overview.projects.flatMap((entry) => [
      ...(entry.projectComments ? [[entry.project.id, 'project', entry.projectComments] as const] : []),
      [entry.project.id, 'task', entry.taskComments] as const,
    ]);
    expect(
      shown
        .filter(([, , counts]) => counts.total > 0)
        .map(([projectId, thread, counts]) => ({
          project_id: projectId,
          thread,
          total: counts.total,
          unread: counts.unread,
        }))
        .sort((a, b) => `${a.project_id}${a.thread}`.localeCompare(`${b.project_id}${b.thread}`)),
    ).toEqual(recounted.sort((a, b) => `${a.project_id}${a.thread}`.localeCompare(`${b.project_id}${b.thread}`)));
    const unread = (await http().get('/api/comments/unread-count').set(as(tenant.team)).expect(200)).body.count;
    expect(unread).toBe(recounted.reduce((sum, row) => sum + row.unread, 0));
  });
  it("keeps a team member's unread task comments per assignee as tasks are reassigned and comments change", async () => {
    const recountPerAssignee = (): Promise<{ assigned_to_id: string; unread: number }[]> =>
      dataSource.query(
        `SELECT COALESCE(t.assigned_to_id, '00000000-0000-0000-0000-000000000000') AS assigned_to_id,
           count(*)::int AS unread
         FROM task_comment c JOIN task t ON t.id = c.task_id
         WHERE c.service_provider_id = $1 AND NOT c.is_read_by_team GROUP BY 1 ORDER BY 1`,
        [tenant.serviceProviderId],
      );
    const keptPerAssignee = (): Promise<{ assigned_to_id: string; unread: number }[]> =>
      dataSource.query(
        `SELECT assigned_to_id, unread FROM unread_comment_count WHERE service_provider_id = $1 AND unread <> 0
         ORDER BY 1`,
        [tenant.serviceProviderId],
      );
    const expectTheMemberSeesTheRecount = async () => {
      const counts = await recountPerAssignee();
      expect(await keptPerAssignee()).toEqual(counts);
      const onOwnTasks = counts.find((row) => row.assigned_to_id === tenant.team.id)?.unread ?? 0;
      const [{ unread: onProjects }] = (await dataSource.query(
        `SELECT count(*)::int AS unread FROM project_comment c
         WHERE NOT c.is_read_by_team AND EXISTS
           (SELECT 1 FROM task t WHERE t.project_id = c.project_id AND t.assigned_to_id = $1)`,
        [tenant.team.id],
      )) as { unread: number }[];
      const unread = (await http().get('/api/comments/unread-count').set(as(tenant.team)).expect(200)).body.count;
      expect(unread).toBe(onOwnTasks + onProjects);
      // The member's comment feed (read by each comment's copy of its task's assignee) follows the reassignments too.
      const own = (await dataSource.query(
        `SELECT c.id FROM task_comment c JOIN task t ON t.id = c.task_id
         WHERE c.service_provider_id = $1 AND t.assigned_to_id = $2 ORDER BY c.created_at DESC, c.id DESC`,
        [tenant.serviceProviderId, tenant.team.id],
      )) as { id: string }[];
      const feed = (
        await http().get('/api/comments/tasks?includeInternal=true&limit=100').set(as(tenant.team)).expect(200)
      ).body as { id: string }[];
      expect(feed.map((item) => item.id)).toEqual(own.map((row) => row.id));
    };
    const fixtures = new Fixtures(app, tenant);
    const ownTask = await fixtures.task({ assignedToId: tenant.team.id, projectId: tenant.projectA });
    const othersTask = await fixtures.task({ assignedToId: tenant.admin.id, projectId: tenant.projectA });
    const first = await comment(tenant.admin, 'tasks', ownTask);
    await comment(tenant.admin, 'tasks', ownTask, true);
    await comment(tenant.admin, 'tasks', othersTask);
    await expectTheMemberSeesTheRecount();

    await mark(tenant.admin, 'tasks', 'read', [first]);
    await expectTheMemberSeesTheRecount();
    await mark(tenant.admin, 'tasks', 'unread', [first]);
    await http()
      .put(`/api/tasks/${othersTask}`)
      .set(as(tenant.admin))
      .send({ assignedToId: tenant.team.id })
      .expect(200);
    await expectTheMemberSeesTheRecount();
    await http().put(`/api/tasks/${ownTask}`).set(as(tenant.admin)).send({ assignedToId: null }).expect(200);
    await expectTheMemberSeesTheRecount();

    await remove(tenant.admin, 'tasks', first);
    await dataSource.query(
      `INSERT INTO task_comment (service_provider_id, task_id, content, is_read_by_team)
       SELECT $1, $2, 'Imported', i % 2 = 0 FROM generate_series(1, 5) AS i`,
      [tenant.serviceProviderId, othersTask],
    );
    await expectTheMemberSeesTheRecount();
    await http().delete(`/api/tasks/${othersTask}`).set(as(tenant.admin)).expect(204);
    await expectTheMemberSeesTheRecount();
    await http().delete(`/api/projects/${tenant.projectA}`).set(as(tenant.admin)).expect(204);
    await expectTheMemberSeesTheRecount();
  });
});
