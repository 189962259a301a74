import type { INestApplication } from '@nestjs/common';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { Customer } from '../customer-records/customer.entity';
import { MailContent } from '../notifications/mail-content.service';
import { NotificationMail } from '../notifications/notification-mail.entity';
import { Project } from '../projects/project.entity';
import { BudgetWarnings } from './budget-warnings.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ProjectMemberRate } from '../time-tracking/project-member-rate.entity';
import { TimeEntry } from '../time-tracking/time-entry.entity';

describe('time reports, billing and budgets', () => {
  let app: INestApplication;
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const scopeOf = (tenant: TestTenant) => app.get(TenantDataAccess).forTenant(tenant.serviceProviderId);
  const entry = (tenant: TestTenant, values: Partial<TimeEntry>) =>
    scopeOf(tenant).insert(TimeEntry, {
      userId: tenant.team.id,
      projectId: tenant.projectA,
      taskId: null,
      workDate: '2026-11-02',
      minutes: 60,
      note: 'Work',
      billable: true,
      ...values,
    });

  /** Rates: agency 6,000, project A 9,000 ct/h, the admin on project A 12,000 ct/h; project B has none of its own. */
  const withRates = async (tenant: TestTenant) => {
    const scope = scopeOf(tenant);
    await scope.updateTenant({ defaultHourlyRateCents: 6000 });
    await scope.update(Project, { id: tenant.projectA }, { hourlyRateCents: 9000 });
    await scope.insert(ProjectMemberRate, {
      projectId: tenant.projectA,
      userId: tenant.admin.id,
      hourlyRateCents: 12000,
    });
  };

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/time/reports', () => {
    it('totals minutes, billable minutes and money at the most specific rate, rounded half up per entry', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      // Team member on A at the project's 9,000 ct/h: 7 min = 1,050 ct, 1 min = 150; the admin on A at their own
      // 12,000: 1 min = 200; project B at the agency's 6,000: 25 min = 2,500; not billable or out of range: nothing.
      await entry(tenant, { minutes: 7 });
      await entry(tenant, { minutes: 1, taskId: tenant.visibleTaskA });
      await entry(tenant, { minutes: 1, userId: tenant.admin.id });
      await entry(tenant, { minutes: 25, projectId: tenant.projectB });
      await entry(tenant, { minutes: 30, billable: false });
      await entry(tenant, { minutes: 45, workDate: '2026-10-31' });

      const report = await http()
        .get('/api/time/reports?from=2026-11-01&to=2026-11-30')
        .set(as(tenant.admin))
        .expect(200);
      expect(report.body.filter).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      expect(report.body.total).toEqual({
        id: null,
        name: '',
        minutes: 64,
        billableMinutes: 34,
        amountCents: 1050 + 150 + 200 + 2500,
      });
      expect(report.body.byProject).toEqual([
        { id: tenant.projectA, name: expect.any(String), minutes: 39, billableMinutes: 9, amountCents: 1400 },
        { id: tenant.projectB, name: expect.any(String), minutes: 25, billableMinutes: 25, amountCents: 2500 },
      ]);
      expect(report.body.byUser).toEqual([
        { id: tenant.team.id, name: 'Test team', minutes: 63, billableMinutes: 33, amountCents: 3700 },
        { id: tenant.admin.id, name: 'Test admin', minutes: 1, billableMinutes: 1, amountCents: 200 },
      ]);
      expect(report.body.byTask).toContainEqual({
        id: tenant.visibleTaskA,
        name: 'Visible A',
        minutes: 1,
        billableMinutes: 1,
        amountCents: 150,
      });
      expect(report.body.byClient.map((row: { id: string }) => row.id).sort()).toEqual(
        [tenant.companyA, tenant.companyB].sort(),
      );
    });

    it('rounds each entry half up in whole cents', async () => {
      const tenant = await createTestTenant(app);
      await scopeOf(tenant).updateTenant({ defaultHourlyRateCents: 10 });
      // 3 min at 10 ct/h = 0.5 ct → 1; 2 min = 0.33 → 0; twice 3 min = 2 (not 1 for the sum of 6 min).
      await entry(tenant, { minutes: 3, projectId: tenant.projectB });
      await entry(tenant, { minutes: 3, projectId: tenant.projectB });
      await entry(tenant, { minutes: 2, projectId: tenant.projectB });
      const report = await http().get('/api/time/reports').set(as(tenant.admin)).expect(200);
      expect(report.body.total.amountCents).toBe(2);
    });

    it('filters by person, project, client, task, billable and billed', async () => {
      const tenant = await createTestTenant(app);
      await entry(tenant, { minutes: 10, taskId: tenant.visibleTaskA });
      await entry(tenant, { minutes: 20, userId: tenant.admin.id, billable: false });
      await entry(tenant, { minutes: 40, projectId: tenant.projectB, billedAt: new Date(), invoiceReference: 'R-1' });
      const minutes = async (query: string) =>
        (await http().get(`/api/time/reports?${query}`).set(as(tenant.admin)).expect(200)).body.total.minutes;
      expect(await minutes(`userId=${tenant.admin.id}`)).toBe(20);
      expect(await minutes(`projectId=${tenant.projectB}`)).toBe(40);
      expect(await minutes(`clientCompanyId=${tenant.companyA}`)).toBe(30);
      expect(await minutes(`taskId=${tenant.visibleTaskA}`)).toBe(10);
      expect(await minutes('billable=false')).toBe(20);
      expect(await minutes('billed=true')).toBe(40);
      expect(await minutes('billed=false')).toBe(30);
    });

    it('counts for a team member with canAccessReports only their own time and the work they see', async () => {
      const tenant = await createTestTenant(app);
      const fixtures = new Fixtures(app, tenant);
      const byAdmin = { userId: tenant.admin.id };
      await entry(tenant, { ...byAdmin, minutes: 10, taskId: tenant.visibleTaskA }); // the member's task
      await entry(tenant, { ...byAdmin, minutes: 20, taskId: tenant.hiddenTaskA }); // the admin's task on A
      await entry(tenant, { ...byAdmin, minutes: 40 }); // project A itself, where the member has a task
      await entry(tenant, { ...byAdmin, minutes: 80, projectId: tenant.projectB, taskId: tenant.visibleTaskB });
      await entry(tenant, { minutes: 160, projectId: tenant.projectB }); // the member's own, on a project not theirs
      const report = async () => (await http().get('/api/time/reports').set(as(tenant.team)).expect(200)).body;

      await fixtures.setTeamPermissionFlags({
        canAccessReports: true,
        canViewAllProjects: false,
        canViewAllTasks: false,
      });
      const own = await report();
      expect(own.total.minutes).toBe(10 + 40 + 160);
      expect(own.byTask.map((row: { name: string }) => row.name).sort()).toEqual(['', 'Visible A']);
      expect(own.byProject.map((row: { minutes: number }) => row.minutes)).toEqual([160, 50]);

      await fixtures.setTeamPermissionFlags({
        canAccessReports: true,
        canViewAllProjects: false,
        canViewAllTasks: true,
      });
      expect((await report()).total.minutes).toBe(10 + 20 + 40 + 160);
      await fixtures.setTeamPermissionFlags({
        canAccessReports: true,
        canViewAllProjects: true,
        canViewAllTasks: true,
      });
      expect((await report()).total.minutes).toBe(310);
      expect((await http().get('/api/time/reports').set(as(tenant.admin)).expect(200)).body.total.minutes).toBe(310);
    });

    it('answers bad filters with field errors', async () => {
      const tenant = await createTestTenant(app);
      const bad = async (query: string, field: string, code: string) => {
        const answer = await http().get(`/api/time/reports?${query}`).set(as(tenant.admin)).expect(400);
        expect(answer.body.fieldErrors[field][0].code).toBe(code);
      };
      await bad('from=2026-11-30&to=2026-11-01', 'to', 'END_BEFORE_START');
      await bad('from=2026-02-30', 'from', 'INVALID_DATE');
      await bad('userId=nope', 'userId', 'INVALID_ID');
      await bad('billable=yes', 'billable', 'NOT_ONE_OF');
    });

    it('is for admins and canAccessReports; a client and a team member without it get 403', async () => {
      const tenant = await createTestTenant(app);
      const fixtures = new Fixtures(app, tenant);
      await fixtures.setTeamPermissionFlags({ canAccessReports: false });
      await http().get('/api/time/reports').set(as(tenant.team)).expect(403);
      await http().get('/api/time/reports').set(as(tenant.clientA)).expect(403);
      await fixtures.setTeamPermissionFlags({ canAccessReports: true });
      await http().get('/api/time/reports').set(as(tenant.team)).expect(200);
    });
  });

  describe('kept amounts and month totals', () => {
    /** The entries' totals by the rules themselves (rate: billed, else person's, project's, agency's), from the rows. */
    const byTheRules = async (tenant: TestTenant, from: string, to: string) => {
      const [row] = await app.get(DataSource).query(
        `SELECT COALESCE(sum(e.minutes), 0)::int AS minutes,
           COALESCE(sum(CASE WHEN e.billable THEN (e.minutes::bigint * COALESCE(CASE WHEN e.billed_at IS NOT NULL
             THEN e.billed_rate_cents ELSE COALESCE(r.hourly_rate_cents, p.hourly_rate_cents,
             a.default_hourly_rate_cents) END, 0) + 30) / 60 ELSE 0 END), 0)::int AS "amountCents",
           count(DISTINCT COALESCE(e.task_id::text, 'none'))::int AS tasks
         FROM time_entry e JOIN project p ON p.id = e.project_id JOIN service_provider a ON a.id = e.service_provider_id
         LEFT JOIN project_member_rate r ON r.project_id = e.project_id AND r.user_id = e.user_id
         WHERE e.service_provider_id = $1 AND e.work_date BETWEEN $2 AND $3`,
        [tenant.serviceProviderId, from, to],
      );
      return row as { minutes: number; amountCents: number; tasks: number };
    };
    /** The report of whole months (kept totals), of parts of months (entries) and of both agree with the rules. */
    const expectReportsByTheRules = async (tenant: TestTenant) => {
      for (const [from, to] of [
        ['2026-09-01', '2026-11-30'],
        ['2026-10-15', '2026-11-20'],
        ['2026-10-31', '2026-11-01'],
        ['2026-10-02', '2026-10-30'],
      ]) {
        const report = await http().get(`/api/time/reports?from=${from}&to=${to}`).set(as(tenant.admin)).expect(200);
        const expected = await byTheRules(tenant, from, to);
        expect({ range: [from, to], ...report.body.total, tasks: report.body.byTask.length }).toEqual({
          range: [from, to],
          id: null,
          name: '',
          minutes: expected.minutes,
          billableMinutes: expect.any(Number),
          amountCents: expected.amountCents,
          tasks: expected.tasks,
        });
      }
    };

    it('follow every change: edits across months, a deleted task and entry, billing, and each kind of rate', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      const scope = scopeOf(tenant);
      const moved = await entry(tenant, { minutes: 7, workDate: '2026-10-31', taskId: tenant.visibleTaskA });
      await entry(tenant, { minutes: 13, workDate: '2026-10-15', taskId: tenant.visibleTaskA });
      await entry(tenant, { minutes: 25, workDate: '2026-11-01', userId: tenant.admin.id });
      await entry(tenant, { minutes: 41, workDate: '2026-09-30', projectId: tenant.projectB });
      const gone = await entry(tenant, { minutes: 19, workDate: '2026-11-20', projectId: tenant.projectB });
      await entry(tenant, { minutes: 3, workDate: '2026-10-02', billable: false });
      await expectReportsByTheRules(tenant);

      await http()
        .put(`/api/time/entries/${moved.id}`)
        .set(as(tenant.team))
        .send({ date: '2026-11-01', minutes: 11 })
        .expect(200);
      await expectReportsByTheRules(tenant);

      await http().delete(`/api/tasks/${tenant.visibleTaskA}`).set(as(tenant.admin)).expect(204);
      await http().delete(`/api/time/entries/${gone.id}`).set(as(tenant.team)).expect(204);
      await expectReportsByTheRules(tenant);

      await scope.update(Project, { id: tenant.projectA }, { hourlyRateCents: 9100 });
      await expectReportsByTheRules(tenant);
      await scope.updateTenant({ defaultHourlyRateCents: 6100 });
      await expectReportsByTheRules(tenant);
      await scope.insert(ProjectMemberRate, {
        projectId: tenant.projectA,
        userId: tenant.team.id,
        hourlyRateCents: 7777,
      });
      await expectReportsByTheRules(tenant);
      await scope.update(
        ProjectMemberRate,
        { projectId: tenant.projectA, userId: tenant.admin.id },
        { hourlyRateCents: 5 },
      );
      await expectReportsByTheRules(tenant);

      const open = await scope.find(TimeEntry, { where: { projectId: tenant.projectA } });
      await http()
        .post('/api/time/entries/billed')
        .set(as(tenant.admin))
        .send({ entryIds: open.map((row) => row.id), invoiceReference: 'INV-1' })
        .expect(200);
      await scope.delete(ProjectMemberRate, { projectId: tenant.projectA, userId: tenant.team.id });
      await scope.update(Project, { id: tenant.projectA }, { hourlyRateCents: null });
      await expectReportsByTheRules(tenant);
    });

    it('leave nothing behind when a project or a person with rates and entries is deleted', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      await entry(tenant, { minutes: 30, userId: tenant.admin.id });
      await entry(tenant, { minutes: 45, projectId: tenant.projectB });
      await http().delete(`/api/projects/${tenant.projectA}`).set(as(tenant.admin)).expect(204);
      await http().delete(`/api/users/${tenant.team.id}`).set(as(tenant.admin)).expect(204);
      const kept = await app
        .get(DataSource)
        .query('SELECT count(*)::int AS rows FROM time_entry_month_total WHERE service_provider_id = $1', [
          tenant.serviceProviderId,
        ]);
      expect(kept).toEqual([{ rows: 0 }]);
      await expectReportsByTheRules(tenant);
    });
  });

  describe('GET /api/time/reports/export', () => {
    const download = (user: TestUser, query: string) =>
      http()
        .get(`/api/time/reports/export?${query}`)
        .set(as(user))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it('writes CSV in English: BOM, commas, decimal points, one row per entry and a totals row', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      await scopeOf(tenant).update(Project, { id: tenant.projectA }, { name: 'Relaunch "2026"' });
      await entry(tenant, { minutes: 90, taskId: tenant.visibleTaskA, note: '=HYPERLINK("x"), then more' });
      await entry(tenant, {
        minutes: 30,
        userId: tenant.admin.id,
        workDate: '2026-11-03',
        billedAt: new Date('2026-11-20T12:00:00Z'),
        billedRateCents: 10000,
        invoiceReference: 'INV-7',
      });
      await entry(tenant, { minutes: 15, workDate: '2026-12-01' });
      const answer = await download(
        tenant.admin,
        `from=2026-11-01&to=2026-11-30&clientCompanyId=${tenant.companyA}&language=en`,
      ).expect(200);
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      const company = (await scopeOf(tenant).findOne(Customer, { id: tenant.companyA }))?.name ?? '';
      const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="time-2026-11-01_2026-11-30-${slug}.csv"; filename*=UTF-8''time-2026-11-01_2026-11-30-${slug}.csv`,
      );
      const text = (answer.body as Buffer).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines).toEqual([
        'Date,Client,Project,Task,Person,Minutes,Hours,Billable,Hourly rate,Amount,Note,Billed,Invoice reference',
        `2026-11-02,${company},"Relaunch ""2026""",Visible A,Test team,90,1.50,yes,90.00,135.00,"'=HYPERLINK(""x""), then more",,`,
        `2026-11-03,${company},"Relaunch ""2026""",,Test admin,30,0.50,yes,100.00,50.00,Work,2026-11-20,INV-7`,
        'Total,,,,,120,2.00,,,185.00,,,',
        '',
      ]);
    });

    it("writes CSV in German with semicolons and decimal commas, in the caller's language", async () => {
      const tenant = await createTestTenant(app);
      await scopeOf(tenant).updateTenant({ defaultHourlyRateCents: 8550 });
      await entry(tenant, { minutes: 20, projectId: tenant.projectB, billable: false });
      const answer = await download(tenant.admin, 'format=csv&language=de&billable=false').expect(200);
      expect(answer.headers['content-disposition']).toContain('filename="time-start_today-not-billable.csv"');
      const lines = (answer.body as Buffer).toString('utf8').slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'Datum;Kunde;Projekt;Aufgabe;Person;Minuten;Stunden;Abrechenbar;Stundensatz;Betrag;Notiz;Abgerechnet;Rechnungsnummer',
      );
      expect(lines[1]).toMatch(/^2026-11-02;.*;20;0,33;nein;85,50;0,00;Work;;$/);
      expect(lines[2]).toBe('Summe;;;;;20;0,33;;;0,00;;;');
    });

    it('writes XLSX with numbers a spreadsheet can sum', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      await entry(tenant, { minutes: 45 });
      await entry(tenant, { minutes: 15, workDate: '2026-11-04' });
      const answer = await download(tenant.admin, 'format=xlsx&language=en').expect(200);
      expect(answer.headers['content-disposition']).toContain('filename="time-start_today.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.body as Parameters<typeof workbook.xlsx.load>[0]);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).getCell(1).value).toBe('Date');
      expect(sheet.getRow(2).getCell(6).value).toBe(45);
      expect(sheet.getRow(2).getCell(10).value).toBe(67.5);
      const total = sheet.getRow(4);
      expect([1, 6, 7, 10].map((column) => total.getCell(column).value)).toEqual(['Total', 60, 1, 90]);
      expect(sheet.rowCount).toBe(4);
    });

    it('refuses bad filters with field errors and clients and team members without canAccessReports', async () => {
      const tenant = await createTestTenant(app);
      const bad = await http().get('/api/time/reports/export?format=pdf').set(as(tenant.admin)).expect(400);
      expect(bad.body.fieldErrors.format[0].code).toBe('NOT_ONE_OF');
      await new Fixtures(app, tenant).setTeamPermissionFlags({ canAccessReports: false });
      await http().get('/api/time/reports/export').set(as(tenant.team)).expect(403);
      await http().get('/api/time/reports/export').set(as(tenant.clientA)).expect(403);
    });
  });

  describe('POST /api/time/entries/billed', () => {
    it('bills entries at the rate of that moment and locks them; a later rate change leaves their amount', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      const first = await entry(tenant, { minutes: 60 });
      const second = await entry(tenant, { minutes: 30, userId: tenant.admin.id });
      const answer = await http()
        .post('/api/time/entries/billed')
        .set(as(tenant.admin))
        .send({ entryIds: [first.id, second.id], invoiceReference: ' INV-2026-11 ' })
        .expect(200);
      expect(answer.body).toEqual({ billed: 2 });
      const stored = await scopeOf(tenant).find(TimeEntry, { order: { minutes: 'DESC' } });
      expect(stored.map((row) => [row.invoiceReference, row.billedRateCents, row.billedAt !== null])).toEqual([
        ['INV-2026-11', 9000, true],
        ['INV-2026-11', 12000, true],
      ]);
      await scopeOf(tenant).update(Project, { id: tenant.projectA }, { hourlyRateCents: 1 });
      const report = await http().get('/api/time/reports').set(as(tenant.admin)).expect(200);
      expect(report.body.total.amountCents).toBe(9000 + 6000);

      const locked = await http()
        .put(`/api/time/entries/${first.id}`)
        .set(as(tenant.team))
        .send({ minutes: 5 })
        .expect(409);
      expect(locked.body.code).toBe('TIME_ENTRY_LOCKED');
    });

    it('refuses the whole batch when one entry is billed already, or unknown', async () => {
      const tenant = await createTestTenant(app);
      const open = await entry(tenant, {});
      const billed = await entry(tenant, { billedAt: new Date('2026-11-05T10:00:00Z'), invoiceReference: 'OLD' });
      const refused = await http()
        .post('/api/time/entries/billed')
        .set(as(tenant.admin))
        .send({ entryIds: [open.id, billed.id], invoiceReference: 'NEW' })
        .expect(409);
      expect(refused.body.code).toBe('TIME_ENTRY_LOCKED');
      const other = await createTestTenant(app);
      const foreign = await entry(other, {});
      const unknown = await http()
        .post('/api/time/entries/billed')
        .set(as(tenant.admin))
        .send({ entryIds: [open.id, foreign.id], invoiceReference: 'NEW' })
        .expect(404);
      expect(unknown.body.code).toBe('TIME_ENTRY_NOT_FOUND');
      const rows = await scopeOf(tenant).find(TimeEntry, {});
      expect(rows.find((row) => row.id === open.id)?.billedAt).toBeNull();
      expect(rows.find((row) => row.id === billed.id)?.invoiceReference).toBe('OLD');
      expect((await scopeOf(other).find(TimeEntry, {}))[0].billedAt).toBeNull();
    });

    it('needs entries and an invoice reference, and is for admins only', async () => {
      const tenant = await createTestTenant(app);
      const one = await entry(tenant, {});
      const bad = await http()
        .post('/api/time/entries/billed')
        .set(as(tenant.admin))
        .send({ entryIds: [], invoiceReference: '  ' })
        .expect(400);
      expect(Object.keys(bad.body.fieldErrors).sort()).toEqual(['entryIds', 'invoiceReference']);
      await new Fixtures(app, tenant).setTeamPermissions(true);
      for (const user of [tenant.team, tenant.clientA])
        await http()
          .post('/api/time/entries/billed')
          .set(as(user))
          .send({ entryIds: [one.id], invoiceReference: 'X' })
          .expect(403);
    });
  });

  describe('GET /api/projects/:id/budget', () => {
    it('shows the agency spent against budget, money only to admins and canAccessReports', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      await scopeOf(tenant).update(Project, { id: tenant.projectA }, { budgetHours: 10, budget: 1000 });
      await entry(tenant, { minutes: 300 });
      await entry(tenant, { minutes: 180, billable: false });
      const admin = await http().get(`/api/projects/${tenant.projectA}/budget`).set(as(tenant.admin)).expect(200);
      expect(admin.body).toEqual({
        projectId: tenant.projectA,
        budgetHours: 10,
        budgetCents: 100000,
        spentMinutes: 480,
        billableMinutes: 300,
        spentCents: 45000,
        hoursPercent: 80,
        moneyPercent: 45,
        sharedWithClient: false,
      });
      await new Fixtures(app, tenant).setTeamPermissionFlags({ canAccessReports: false });
      const team = await http().get(`/api/projects/${tenant.projectA}/budget`).set(as(tenant.team)).expect(200);
      expect(team.body).toMatchObject({ budgetCents: null, spentCents: null, moneyPercent: null, hoursPercent: 80 });
    });

    it("shows a client only the shared hours meter of its own project, without internal tasks' time", async () => {
      const tenant = await createTestTenant(app);
      await entry(tenant, { minutes: 120, taskId: tenant.visibleTaskA });
      await entry(tenant, { minutes: 60, taskId: tenant.hiddenTaskA, note: 'INTERNAL-NOTE' });
      await scopeOf(tenant).update(Project, { id: tenant.projectA }, { budgetHours: 8, budget: 5000 });
      const hidden = await http().get(`/api/projects/${tenant.projectA}/budget`).set(as(tenant.clientA)).expect(200);
      expect(hidden.body).toBeNull();

      await scopeOf(tenant).update(Project, { id: tenant.projectA }, { budgetSharedWithClient: true });
      const shared = await http().get(`/api/projects/${tenant.projectA}/budget`).set(as(tenant.clientA)).expect(200);
      expect(shared.body).toEqual({ projectId: tenant.projectA, budgetHours: 8, spentMinutes: 120, percent: 25 });
      await http().get(`/api/projects/${tenant.projectA}/budget`).set(as(tenant.clientB)).expect(404);
    });
  });

  describe('budget warnings', () => {
    const warnings = (tenant: TestTenant) =>
      scopeOf(tenant).find(NotificationMail, { where: { kind: 'budget_warning' }, order: { createdAt: 'ASC' } });

    it('mails the admins once at 80 % and once at 100 % of the hours budget, by their preference', async () => {
      const tenant = await createTestTenant(app);
      const checks = app.get(BudgetWarnings);
      const scope = scopeOf(tenant);
      await scope.update(Project, { id: tenant.projectA }, { budgetHours: 10 });
      await entry(tenant, { minutes: 7 * 60 });
      expect(await checks.checkProject(scope, tenant.projectA)).toBeNull();
      await entry(tenant, { minutes: 60 + 1 });
      expect(await checks.checkProject(scope, tenant.projectA)).toBe(80);
      expect(await checks.checkProject(scope, tenant.projectA)).toBeNull();
      const first = await warnings(tenant);
      expect(first.map((mail) => [mail.recipientId, mail.details])).toEqual([
        [tenant.admin.id, { projectId: tenant.projectA, percent: 80 }],
      ]);

      const mail = await app.get(MailContent).build(first[0]);
      expect(mail?.subject).toContain('Budgetwarnung: Project A hat 80 % des Budgets erreicht');
      expect(mail?.text).toContain('Hours: 8 of 10.');

      // Through the entry routes: the change hook checks the project before the answer.
      await http()
        .post('/api/time/entries')
        .set(as(tenant.team))
        .send({ projectId: tenant.projectA, date: '2026-11-02', minutes: 120 })
        .expect(201);
      const second = await warnings(tenant);
      expect(second).toHaveLength(2);
      expect(second[1].details).toEqual({ projectId: tenant.projectA, percent: 100 });
      expect((await scope.findOne(Project, { id: tenant.projectA }))?.budgetWarningPercent).toBe(100);
    });

    it('warns at a share of the money budget, and not admins who turned project updates off', async () => {
      const tenant = await createTestTenant(app);
      await withRates(tenant);
      const scope = scopeOf(tenant);
      await scope.update(Project, { id: tenant.projectA }, { budget: 100 });
      await http().put('/api/notifications/preferences').set(as(tenant.admin)).send({ emailProjectUpdates: false });
      await entry(tenant, { minutes: 60 + 7 });
      expect(await app.get(BudgetWarnings).checkProject(scope, tenant.projectA)).toBe(100);
      expect(await warnings(tenant)).toEqual([]);
    });
  });
});
