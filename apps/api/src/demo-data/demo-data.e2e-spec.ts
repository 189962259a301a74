import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { DEMO_PASSWORD, PROJECT_STATUSES, TASK_STATUSES, type NotificationPage } from '@taskflow/contracts';
import { Client } from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, testAppConfig } from '../../test/create-test-app';
import { Agency } from '../tenancy/agency.entity';
import { DemoDataSeeder } from './demo-data.seeder';

/** Runs against its own empty database: the demo seed only ever fills an empty one. */
describe('demo data (DEMO_DATA=true on an empty database)', () => {
  let app: INestApplication;
  let databaseUrl: string;
  const http = () => request(app.getHttpServer());
  const today = new Date().toISOString().slice(0, 10);
  const login = async (email: string) =>
    (await http().post('/api/auth/login').send({ email, password: DEMO_PASSWORD }).expect(200)).body;

  beforeAll(async () => {
    const name = `demo_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    app = await createTestApp(testAppConfig({ DATABASE_URL: databaseUrl, DEMO_DATA: 'true' }));
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the demo accounts with their shared password', async () => {
    const response = await http().get('/api/auth/demo-accounts').expect(200);
    expect(response.body).toEqual({
      password: 'taskflow-demo',
      accounts: [
        { email: 'admin@example.com', userType: 'admin' },
        { email: 'team@example.com', userType: 'team' },
        { email: 'client@example.com', userType: 'client' },
      ],
    });
    for (const account of response.body.accounts)
      expect((await login(account.email)).user.userType).toBe(account.userType);
  });

  it("seeds checklists, a client-visible task's partly done: the client reads it and its progress", async () => {
    const { token } = await login('client@example.com');
    const auth = { Authorization: `Bearer ${token}` };
    const tasks = (await http().get('/api/tasks').set(auth).expect(200)).body as {
      id: string;
      isClientVisible: boolean;
      checklistDone: number;
      checklistTotal: number;
    }[];
    const partly = tasks.find((task) => task.checklistDone > 0 && task.checklistDone < task.checklistTotal);
    expect(partly).toMatchObject({ isClientVisible: true, checklistDone: 2, checklistTotal: 4 });
    const items = (await http().get(`/api/tasks/${partly?.id}/checklist`).set(auth).expect(200)).body as {
      done: boolean;
    }[];
    expect(items.map((item) => item.done)).toEqual([true, true, false, false]);
  });

  it('seeds a monthly maintenance task with a checklist that the client sees repeating', async () => {
    const { token } = await login('client@example.com');
    const auth = { Authorization: `Bearer ${token}` };
    const tasks = (await http().get('/api/tasks').set(auth).expect(200)).body as {
      id: string;
      title: string;
      checklistTotal: number;
      recurrence: { seriesId: string; rule: string } | null;
    }[];
    const maintenance = tasks.find((task) => task.title === 'Monatliche Wartung');
    expect(maintenance).toMatchObject({
      checklistTotal: 3,
      recurrence: { rule: expect.stringContaining('FREQ=MONTHLY') },
    });
    const rule = (await http().get(`/api/tasks/${maintenance?.id}/recurrence`).set(auth).expect(200)).body as {
      nextDates: string[];
    };
    expect(rule.nextDates).toHaveLength(3);
  });

  it('seeds projects in every status and tasks in every column, some client-visible, awaiting approval and overdue', async () => {
    const { token } = await login('admin@example.com');
    const auth = { Authorization: `Bearer ${token}` };
    const projects = (await http().get('/api/projects?includeInactive=true').set(auth).expect(200)).body as {
      status: string;
    }[];
    const tasks = (await http().get('/api/tasks/with-assignees').set(auth).expect(200)).body as {
      status: string;
      isClientVisible: boolean;
      clientApprovalStatus: string | null;
      dueDate: string | null;
      assignedTo: unknown;
    }[];
    const companies = (await http().get('/api/client-companies').set(auth).expect(200)).body as { users: unknown[] }[];
    const users = (await http().get('/api/users').set(auth).expect(200)).body as { userType: string }[];

    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(PROJECT_STATUSES));
    expect(new Set(tasks.map((task) => task.status))).toEqual(new Set(TASK_STATUSES));
    expect(tasks.some((task) => task.isClientVisible)).toBe(true);
    expect(tasks.some((task) => !task.isClientVisible)).toBe(true);
    expect(new Set(tasks.map((task) => task.clientApprovalStatus))).toEqual(
      new Set([null, 'pending', 'approved', 'rejected']),
    );
    expect(tasks.some((task) => task.status !== 'completed' && task.dueDate !== null && task.dueDate < today)).toBe(
      true,
    );
    expect(tasks.every((task) => task.assignedTo !== null)).toBe(true);
    expect(companies).toHaveLength(5);
    expect(companies.every((company) => company.users.length > 0)).toBe(true);
    // Every customer state of the customer pages: active, inactive (only completed projects), prospect (none).
    const projectsOf = (company: { id: string }) =>
      (projects as unknown as { clientCompanyId: string; isActive: boolean }[]).filter(
        (project) => project.clientCompanyId === company.id,
      );
    const customers = companies as unknown as { id: string; contacts: { status: string }[] }[];
    const statusOf = (company: { id: string }) => {
      const own = projectsOf(company);
      if (own.length === 0) return 'prospect';
      return own.some((project) => project.isActive) ? 'active' : 'inactive';
    };
    expect(new Set(customers.map(statusOf))).toEqual(new Set(['active', 'inactive', 'prospect']));
    expect(customers.some((company) => company.contacts.some((contact) => contact.status === 'pending'))).toBe(true);
    const team = (await http().get('/api/team/members').set(auth).expect(200)).body as {
      members: { jobTitle: string; figures: { activeTasks: number } }[];
    };
    expect(team.members.map((member) => member.jobTitle).sort()).toEqual(
      ['Full Stack Developer', 'Project Manager', 'UI/UX Designer'].sort(),
    );
    expect(team.members.every((member) => member.figures.activeTasks > 0)).toBe(true);
    expect(users.filter((user) => user.userType === 'team')).toHaveLength(2);
  });

  it('has internal and client comments, the internal ones hidden from the client', async () => {
    const team = await login('team@example.com');
    const client = await login('client@example.com');
    const teamComments = (
      await http()
        .get('/api/comments/tasks?includeInternal=true')
        .set('Authorization', `Bearer ${team.token}`)
        .expect(200)
    ).body as { isInternal: boolean; user: { userType: string } }[];
    const clientComments = (
      await http()
        .get('/api/comments/tasks?includeInternal=true')
        .set('Authorization', `Bearer ${client.token}`)
        .expect(200)
    ).body as { isInternal: boolean; user: { userType: string } }[];
    const projectComments = (
      await http().get('/api/comments/projects').set('Authorization', `Bearer ${client.token}`).expect(200)
    ).body as unknown[];

    expect(teamComments.some((comment) => comment.isInternal)).toBe(true);
    expect(teamComments.some((comment) => comment.user.userType === 'client')).toBe(true);
    expect(clientComments.length).toBeGreaterThan(0);
    expect(clientComments.some((comment) => comment.isInternal)).toBe(false);
    expect(projectComments.length).toBeGreaterThan(0);
    const clientProjects = (
      await http().get('/api/projects?includeInactive=true').set('Authorization', `Bearer ${client.token}`).expect(200)
    ).body as { clientCompanyId: string }[];
    expect(new Set(clientProjects.map((project) => project.clientCompanyId))).toEqual(
      new Set([client.user.clientCompanyId]),
    );
  });

  it("lets the demo admin, and no other demo account, manage the product's waitlist", async () => {
    const waitlist = async (email: string) =>
      (
        await http()
          .get('/api/waitlist')
          .set('Authorization', `Bearer ${(await login(email)).token}`)
      ).status;
    expect(await waitlist('admin@example.com')).toBe(200);
    expect(await waitlist('team@example.com')).toBe(403);
    expect(await waitlist('client@example.com')).toBe(403);
  });

  it('has direct messages, a team channel and an announcement, some unread, each within the chat rules', async () => {
    const list = async (email: string) => {
      const { token } = await login(email);
      return (await http().get('/api/conversations').set('Authorization', `Bearer ${token}`).expect(200)).body as {
        conversations: { type: string; unreadCount: number; lastMessagePreview: string | null }[];
        totalUnread: number;
      };
    };
    const admin = await list('admin@example.com');
    expect(admin.conversations.map((conversation) => conversation.type).sort()).toEqual([
      'announcement',
      'direct',
      'team_channel',
    ]);
    expect(admin.totalUnread).toBeGreaterThan(0);
    expect(admin.conversations.every((conversation) => conversation.lastMessagePreview)).toBe(true);
    const client = await list('client@example.com');
    expect(client.conversations.map((conversation) => conversation.type)).toEqual(['direct', 'direct']);
    expect((await list('baeckerei@example.com')).conversations).toEqual([]);
    expect((await list('team@example.com')).totalUnread).toBeGreaterThan(0);
  });

  it('has weeks of time entries, a project near its hours budget that shares its meter, billed entries and a locked week', async () => {
    const admin = { Authorization: `Bearer ${(await login('admin@example.com')).token}` };
    const from = new Date(Date.now() - 35 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const entries = (await http().get(`/api/time/entries?from=${from}&to=${today}`).set(admin).expect(200)).body as {
      userId: string;
      projectId: string;
      projectName: string;
      date: string;
      billable: boolean;
      billedAt: string | null;
      invoiceReference: string | null;
      locked: boolean;
    }[];
    expect(new Set(entries.map((entry) => entry.userId)).size).toBe(3);
    expect(new Set(entries.map((entry) => entry.date)).size).toBeGreaterThanOrEqual(20);
    expect(entries.every((entry) => entry.date < today)).toBe(true);
    expect(entries.some((entry) => !entry.billable)).toBe(true);
    const billed = entries.filter((entry) => entry.billedAt);
    expect(billed.length).toBeGreaterThan(0);
    expect(billed.every((entry) => entry.invoiceReference && entry.locked)).toBe(true);
    expect(entries.some((entry) => !entry.billedAt && entry.locked)).toBe(true);
    expect((await http().get('/api/time/settings').set(admin).expect(200)).body.defaultHourlyRateCents).toBeGreaterThan(
      0,
    );

    const relaunch = entries.find((entry) => entry.projectName === 'Website-Relaunch')?.projectId;
    const budget = (await http().get(`/api/projects/${relaunch}/budget`).set(admin).expect(200)).body;
    expect(budget).toMatchObject({ sharedWithClient: true });
    expect(budget.hoursPercent).toBeGreaterThanOrEqual(80);
    expect(budget.hoursPercent).toBeLessThan(100);
    expect(budget.moneyPercent).toBeLessThan(100);
    const client = { Authorization: `Bearer ${(await login('client@example.com')).token}` };
    const meter = (await http().get(`/api/projects/${relaunch}/budget`).set(client).expect(200)).body;
    // The client's total leaves out the time on internal tasks.
    expect(meter).toEqual({
      projectId: relaunch,
      budgetHours: budget.budgetHours,
      spentMinutes: expect.any(Number),
      percent: Math.floor((meter.spentMinutes * 100) / (budget.budgetHours * 60)),
    });
    expect(meter.spentMinutes).toBeGreaterThan(0);
    expect(meter.spentMinutes).toBeLessThanOrEqual(budget.spentMinutes);
  });

  it('has a template of its own beside the built-ins, which makes a project', async () => {
    const { token } = await login('admin@example.com');
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await http().get('/api/project-templates?language=de').set(auth).expect(200)).body as {
      id: string;
      name: string;
      builtIn: boolean;
    }[];
    const own = list.filter((template) => !template.builtIn);
    expect(own.map((template) => template.name)).toEqual(['Website-Relaunch (Agentur)']);
    const template = (await http().get(`/api/project-templates/${own[0].id}`).set(auth).expect(200)).body;
    expect(template.tasks.map((task: { title: string }) => task.title)).toContain('Abnahme durch den Kunden');
    expect(template.tasks.some((task: { assignedToId: string | null }) => task.assignedToId !== null)).toBe(true);
  });

  it("fills each demo account's bell with entries it may see, most unread, and mails none of them", async () => {
    const centreOf = async (email: string) => {
      const { token } = await login(email);
      return (
        await http()
          .get('/api/notifications')
          .set({ Authorization: `Bearer ${token}` })
          .expect(200)
      ).body as NotificationPage;
    };
    const team = await centreOf('team@example.com');
    expect(team.items.map((item) => item.reason)).toEqual([
      'mentioned',
      'taskAssigned',
      'taskCommented',
      'projectUpdates',
    ]);
    expect(team.unreadCount).toBe(3);
    const admin = await centreOf('admin@example.com');
    expect(admin.items.map((item) => item.reason)).toEqual(['budgetWarning', 'approvalDecided']);
    expect(admin.items[0]).toMatchObject({ project: { name: 'Website-Relaunch' }, percent: 80 });
    const client = await centreOf('client@example.com');
    expect(client.items.map((item) => item.reason)).toEqual(['clientUpdates', 'approvalRequested']);
    const sql = app.get(DataSource);
    expect(await sql.query(`SELECT id FROM notification WHERE email`)).toEqual([]);
  });

  it('never seeds a database twice', async () => {
    expect(await app.get(DemoDataSeeder).seedIfEmpty()).toBe(false);
    await app.close();
    app = await createTestApp(testAppConfig({ DATABASE_URL: databaseUrl, DEMO_DATA: 'true' }));
    expect(await app.get(DataSource).manager.count(Agency)).toBe(1);
  });
});
