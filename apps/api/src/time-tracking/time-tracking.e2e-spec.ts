import type { INestApplication } from '@nestjs/common';
import { SERVER_EVENTS, type TimeEntryView } from '@taskflow/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createTestApp } from '../../test/create-test-app';
import { Fixtures } from '../../test/fixtures';
import { connectLive, Inbox, listenOnLoopback, roundTrip } from '../../test/live-client';
import { createTestTenant, type TestTenant, type TestUser } from '../../test/test-tenant';
import { Clock } from '../common/clock';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { RunningTimer } from './running-timer.entity';

describe('time tracking', () => {
  let app: INestApplication;
  let url: string;
  let clock: Clock;
  const sockets: Socket[] = [];
  const as = (user: TestUser) => ({ Authorization: `Bearer ${user.token}` });
  const http = () => request(app.getHttpServer());
  const setClock = (iso: string | null) => {
    clock.now = iso ? () => new Date(iso) : () => new Date();
  };
  const open = async (user: TestUser) => {
    const socket = await connectLive(url, user.token);
    sockets.push(socket);
    return { socket, inbox: new Inbox(socket, Object.values(SERVER_EVENTS)) };
  };
  const fieldCode = (body: { fieldErrors?: Record<string, { code: string }[]> }, field: string) =>
    body.fieldErrors?.[field]?.[0]?.code;
  const timersOf = (tenant: TestTenant, userId: string) =>
    app.get(TenantDataAccess).forTenant(tenant.serviceProviderId).count(RunningTimer, { userId });

  beforeAll(async () => {
    app = await createTestApp();
    url = await listenOnLoopback(app);
    clock = app.get(Clock);
  });

  afterEach(() => {
    setClock(null);
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await app.close();
  });

  describe('the timer', () => {
    it('runs one per person: starting another stops the first into an entry of whole minutes', async () => {
      const tenant = await createTestTenant(app);
      setClock('2030-01-08T09:00:00Z');
      const first = await http()
        .post('/api/time/timer')
        .set(as(tenant.team))
        .send({ taskId: tenant.visibleTaskA, note: 'Design' })
        .expect(201);
      expect(first.body).toMatchObject({
        timer: {
          userId: tenant.team.id,
          projectId: tenant.projectA,
          taskId: tenant.visibleTaskA,
          taskTitle: 'Visible A',
        },
        stoppedEntry: null,
      });
      expect(first.body.timer.timeZone).toBe('Europe/Berlin');

      setClock('2030-01-08T09:25:40Z');
      const second = await http()
        .post('/api/time/timer')
        .set(as(tenant.team))
        .send({ projectId: tenant.projectA, timeZone: 'America/New_York' })
        .expect(201);
      expect(second.body.timer).toMatchObject({
        projectId: tenant.projectA,
        taskId: null,
        timeZone: 'America/New_York',
      });
      expect(second.body.stoppedEntry).toMatchObject({
        userId: tenant.team.id,
        taskId: tenant.visibleTaskA,
        date: '2030-01-08',
        minutes: 26,
        note: 'Design',
        billable: true,
        startedAt: '2030-01-08T09:00:00.000Z',
        endedAt: '2030-01-08T09:25:40.000Z',
        locked: false,
      });
      expect(await timersOf(tenant, tenant.team.id)).toBe(1);

      setClock('2030-01-08T09:25:50Z');
      const stopped = await http().post('/api/time/timer/stop').set(as(tenant.team)).send({}).expect(200);
      expect(stopped.body).toMatchObject({ minutes: 1, taskId: null });
      expect((await http().get('/api/time/timer').set(as(tenant.team)).expect(200)).body).toEqual({ timer: null });
      const again = await http().post('/api/time/timer/stop').set(as(tenant.team)).send({}).expect(404);
      expect(again.body.code).toBe('NO_RUNNING_TIMER');
    });

    it('leaves exactly one timer when two tabs start at the same moment', async () => {
      const tenant = await createTestTenant(app);
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all(
          [tenant.visibleTaskA, tenant.hiddenTaskA, tenant.visibleTaskA].map((taskId) =>
            http().post('/api/time/timer').set(as(tenant.admin)).send({ taskId }),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
        expect(await timersOf(tenant, tenant.admin.id)).toBe(1);
        const running = await http().get('/api/time/timer').set(as(tenant.admin)).expect(200);
        expect([tenant.visibleTaskA, tenant.hiddenTaskA]).toContain(running.body.timer.taskId);
      }
      await http().delete('/api/time/timer').set(as(tenant.admin)).expect(204);
      expect(await timersOf(tenant, tenant.admin.id)).toBe(0);
      await http().delete('/api/time/timer').set(as(tenant.admin)).expect(404);
    });

    it("books a timer on its day in its time zone, not UTC's", async () => {
      const tenant = await createTestTenant(app);
      const run = async (timeZone: string, from: string, to: string) => {
        setClock(from);
        await http().post('/api/time/timer').set(as(tenant.admin)).send({ projectId: tenant.projectA, timeZone });
        setClock(to);
        return (await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({}).expect(200))
          .body as TimeEntryView;
      };
      // 23:00–23:30 in Berlin (UTC+1): that day.
      expect(await run('Europe/Berlin', '2030-01-08T22:00:00Z', '2030-01-08T22:30:00Z')).toMatchObject({
        date: '2030-01-08',
        minutes: 30,
      });
      // 00:10–00:30 in Berlin is the next day, though UTC is still on the day before.
      expect((await run('Europe/Berlin', '2030-01-08T23:10:00Z', '2030-01-08T23:30:00Z')).date).toBe('2030-01-09');
      // 23:00–23:30 in New York is the next day in UTC, but the entry belongs to New York's day.
      expect((await run('America/New_York', '2030-01-09T04:00:00Z', '2030-01-09T04:30:00Z')).date).toBe('2030-01-08');
    });

    it('asks to confirm the length of a timer beyond 12 hours or across midnight', async () => {
      const tenant = await createTestTenant(app);
      setClock('2030-01-08T06:00:00Z');
      await http().post('/api/time/timer').set(as(tenant.admin)).send({ projectId: tenant.projectA }).expect(201);
      setClock('2030-01-08T19:01:00Z');
      const long = await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({}).expect(409);
      expect(long.body.code).toBe('TIMER_LENGTH_UNCONFIRMED');
      // Starting another does not drop the unconfirmed one either.
      const start = await http().post('/api/time/timer').set(as(tenant.admin)).send({ projectId: tenant.projectB });
      expect([start.status, start.body.code]).toEqual([409, 'TIMER_LENGTH_UNCONFIRMED']);
      const confirmed = await http()
        .post('/api/time/timer/stop')
        .set(as(tenant.admin))
        .send({ minutes: 480 })
        .expect(200);
      expect(confirmed.body).toMatchObject({ minutes: 480, date: '2030-01-08' });

      setClock('2030-01-08T22:50:00Z'); // 23:50 in Berlin
      await http().post('/api/time/timer').set(as(tenant.admin)).send({ projectId: tenant.projectA }).expect(201);
      setClock('2030-01-08T23:20:00Z'); // 00:20 in Berlin
      expect((await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({})).body.code).toBe(
        'TIMER_LENGTH_UNCONFIRMED',
      );
      const bad = await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({ minutes: 1.5 }).expect(400);
      expect(fieldCode(bad.body, 'minutes')).toBe('NOT_AN_INTEGER');
      const night = await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({ minutes: 30 }).expect(200);
      expect(night.body).toMatchObject({ minutes: 30, date: '2030-01-08' });
    });

    it("reaches every socket of the person and nobody else's: not the team, the clients or another agency", async () => {
      const tenant = await createTestTenant(app);
      const other = await createTestTenant(app, 'Other Studio');
      const [tab1, tab2, ...others] = await Promise.all(
        [tenant.admin, tenant.admin, tenant.team, tenant.clientA, tenant.clientB, other.admin].map(open),
      );
      const started = await http()
        .post('/api/time/timer')
        .set(as(tenant.admin))
        .send({ projectId: tenant.projectA, note: 'Secret note' })
        .expect(201);
      for (const tab of [tab1, tab2])
        expect(await tab.inbox.next(SERVER_EVENTS.timerChanged)).toEqual({
          timer: started.body.timer,
          stoppedEntry: null,
        });
      await http().post('/api/time/timer/stop').set(as(tenant.admin)).send({}).expect(200);
      const stopped = await tab2.inbox.next<{ timer: null; stoppedEntry: TimeEntryView }>(
        SERVER_EVENTS.timerChanged,
        (payload) => payload.timer === null,
      );
      expect(stopped.stoppedEntry).toMatchObject({ userId: tenant.admin.id, note: 'Secret note' });
      await tab1.inbox.next(SERVER_EVENTS.timeEntryChanged);
      // An admin's entry for the team member reaches the team member alone.
      const forTeam = await http()
        .post('/api/time/entries')
        .set(as(tenant.admin))
        .send({ projectId: tenant.projectA, userId: tenant.team.id, date: '2026-01-05', minutes: 5 })
        .expect(201);
      expect(await others[0].inbox.next(SERVER_EVENTS.timeEntryChanged)).toEqual({ entryId: forTeam.body.id });
      for (const { socket } of others) await roundTrip(socket);
      expect(others.map(({ inbox }) => inbox.all(SERVER_EVENTS.timerChanged))).toEqual([[], [], [], []]);
      expect(others.slice(1).map(({ inbox }) => inbox.all(SERVER_EVENTS.timeEntryChanged))).toEqual([[], [], []]);
      expect(tab1.inbox.all(SERVER_EVENTS.timeEntryChanged)).toHaveLength(1);
    });
  });

  describe('entries', () => {
    it('refuses bad input field by field', async () => {
      const tenant = await createTestTenant(app);
      setClock('2030-01-08T22:30:00Z'); // 23:30 on the 8th in Berlin
      const post = (body: object) => http().post('/api/time/entries').set(as(tenant.team)).send(body);
      const base = { taskId: tenant.visibleTaskA, date: '2030-01-08', minutes: 90 };
      const codes = async (body: object, field: string) => fieldCode((await post(body).expect(400)).body, field);
      expect(await codes({ ...base, minutes: 0 }, 'minutes')).toBe('TOO_SMALL');
      expect(await codes({ ...base, minutes: 1441 }, 'minutes')).toBe('TOO_LARGE');
      expect(await codes({ ...base, minutes: 1.5 }, 'minutes')).toBe('NOT_AN_INTEGER');
      expect(await codes({ ...base, date: '2030-01-09' }, 'date')).toBe('DATE_IN_FUTURE');
      expect(await codes({ ...base, date: '2030-02-30' }, 'date')).toBe('INVALID_DATE');
      expect(await codes({ date: '2030-01-08', minutes: 5 }, 'projectId')).toBe('REQUIRED');
      expect(await codes({ ...base, projectId: tenant.projectB }, 'projectId')).toBe('INVALID_ID');
      // A task the team member does not see (hidden, assigned to the admin) is as missing as an unknown one.
      await http().post('/api/time/entries').set(as(tenant.admin)).send(base).expect(201);
      const fixtures = new Fixtures(app, tenant);
      await fixtures.setTeamPermissionFlags({ canViewAllTasks: false, canViewAllProjects: false });
      expect((await post({ ...base, taskId: tenant.hiddenTaskA }).expect(404)).body.code).toBe('TASK_NOT_FOUND');
      expect((await post({ ...base, taskId: undefined, projectId: tenant.projectB }).expect(404)).body.code).toBe(
        'PROJECT_NOT_FOUND',
      );
      const saved = await post({ ...base, minutes: 1440 }).expect(201);
      expect(saved.body).toMatchObject({ minutes: 1440, date: '2030-01-08', projectId: tenant.projectA });
    });

    it("takes billable from the project's default unless given", async () => {
      const tenant = await createTestTenant(app);
      const entry = { projectId: tenant.projectA, date: '2026-01-05', minutes: 60 };
      expect((await http().post('/api/time/entries').set(as(tenant.admin)).send(entry)).body.billable).toBe(true);
      await http()
        .put(`/api/projects/${tenant.projectA}/time-settings`)
        .set(as(tenant.admin))
        .send({ billableByDefault: false })
        .expect(200);
      expect((await http().post('/api/time/entries').set(as(tenant.admin)).send(entry)).body.billable).toBe(false);
      const given = await http()
        .post('/api/time/entries')
        .set(as(tenant.admin))
        .send({ ...entry, billable: true });
      expect(given.body.billable).toBe(true);
    });

    it('lets a person change their own entries, admins everyone’s; others read them only with canAccessReports', async () => {
      const tenant = await createTestTenant(app);
      const fixtures = new Fixtures(app, tenant);
      await fixtures.setTeamPermissionFlags({ canAccessReports: false });
      const entry = { projectId: tenant.projectA, date: '2026-01-05', minutes: 45, note: 'Admin only' };
      const admins = (await http().post('/api/time/entries').set(as(tenant.admin)).send(entry).expect(201)).body;
      const teams = (
        await http()
          .post('/api/time/entries')
          .set(as(tenant.admin))
          .send({ ...entry, userId: tenant.team.id, note: 'For team' })
          .expect(201)
      ).body;
      expect(teams.userId).toBe(tenant.team.id);
      const forOther = await http()
        .post('/api/time/entries')
        .set(as(tenant.team))
        .send({ ...entry, userId: tenant.admin.id })
        .expect(403);
      expect(forOther.body.code).toBe('NOT_YOUR_TIME_ENTRY');
      const clientAsOwner = await http()
        .post('/api/time/entries')
        .set(as(tenant.admin))
        .send({ ...entry, userId: tenant.clientA.id })
        .expect(400);
      expect(fieldCode(clientAsOwner.body, 'userId')).toBe('INVALID_ID');

      const teamList = await http().get('/api/time/entries').set(as(tenant.team)).expect(200);
      expect(teamList.body.map((item: TimeEntryView) => item.id)).toEqual([teams.id]);
      expect(JSON.stringify(teamList.body)).not.toContain('Admin only');
      const asked = await http().get(`/api/time/entries?userId=${tenant.admin.id}`).set(as(tenant.team)).expect(200);
      expect(asked.body).toEqual([]);
      await http().put(`/api/time/entries/${admins.id}`).set(as(tenant.team)).send({ minutes: 1 }).expect(404);
      await http().delete(`/api/time/entries/${admins.id}`).set(as(tenant.team)).expect(404);

      await fixtures.setTeamPermissionFlags({ canAccessReports: true });
      const reports = await http().get('/api/time/entries').set(as(tenant.team)).expect(200);
      expect(reports.headers['x-total-count']).toBe('2');
      const refused = await http().put(`/api/time/entries/${admins.id}`).set(as(tenant.team)).send({ minutes: 1 });
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_YOUR_TIME_ENTRY']);

      const edited = await http()
        .put(`/api/time/entries/${teams.id}`)
        .set(as(tenant.admin))
        .send({ minutes: 75, taskId: tenant.visibleTaskA })
        .expect(200);
      expect(edited.body).toMatchObject({ minutes: 75, taskId: tenant.visibleTaskA, userId: tenant.team.id });
      await http().put(`/api/time/entries/${teams.id}`).set(as(tenant.team)).send({ note: 'Mine' }).expect(200);
      await http().delete(`/api/time/entries/${teams.id}`).set(as(tenant.team)).expect(204);
      await http().delete(`/api/time/entries/${teams.id}`).set(as(tenant.admin)).expect(404);
    });

    it('refuses clients every time route', async () => {
      const tenant = await createTestTenant(app);
      const routes: ['get' | 'post' | 'delete', string][] = [
        ['get', '/api/time/timer'],
        ['post', '/api/time/timer'],
        ['post', '/api/time/timer/stop'],
        ['delete', '/api/time/timer'],
        ['get', '/api/time/entries'],
        ['post', '/api/time/entries'],
        ['get', '/api/time/timesheet?weekStart=2026-01-05'],
        ['post', '/api/time/timesheet/submit'],
        ['get', '/api/time/settings'],
        ['get', `/api/projects/${tenant.projectA}/time-settings`],
      ];
      for (const [method, path] of routes) {
        const answer = await http()[method](path).set(as(tenant.clientA)).send({});
        expect([path, answer.status]).toEqual([path, 403]);
      }
    });
  });

  describe('timesheet weeks', () => {
    it('sums a week by task and day, and a locked week refuses changes until unlocked', async () => {
      const tenant = await createTestTenant(app);
      setClock('2030-01-10T12:00:00Z'); // Thursday
      const add = (date: string, minutes: number, taskId: string | null = tenant.visibleTaskA) =>
        http()
          .post('/api/time/entries')
          .set(as(tenant.team))
          .send({ taskId, projectId: taskId ? undefined : tenant.projectA, date, minutes });
      const monday = (await add('2030-01-07', 60).expect(201)).body as TimeEntryView;
      await add('2030-01-07', 30).expect(201);
      await add('2030-01-09', 15, null).expect(201);
      await add('2030-01-06', 120).expect(201); // the Sunday before

      const week = await http().get('/api/time/timesheet?weekStart=2030-01-07').set(as(tenant.team)).expect(200);
      expect(week.body).toMatchObject({
        userId: tenant.team.id,
        weekStart: '2030-01-07',
        status: 'open',
        minutesByDay: [90, 0, 15, 0, 0, 0, 0],
        totalMinutes: 105,
      });
      expect(
        week.body.rows.map((row: { taskId: string | null; minutesByDay: number[] }) => [row.taskId, row.minutesByDay]),
      ).toEqual([
        [null, [0, 0, 15, 0, 0, 0, 0]],
        [tenant.visibleTaskA, [90, 0, 0, 0, 0, 0, 0]],
      ]);
      const tuesday = await http().get('/api/time/timesheet?weekStart=2030-01-08').set(as(tenant.team)).expect(400);
      expect(fieldCode(tuesday.body, 'weekStart')).toBe('INVALID_DATE');

      const submitted = await http()
        .post('/api/time/timesheet/submit')
        .set(as(tenant.team))
        .send({ weekStart: '2030-01-07' })
        .expect(200);
      expect(submitted.body.status).toBe('submitted');
      await http()
        .post('/api/time/timesheet/lock')
        .set(as(tenant.team))
        .send({ weekStart: '2030-01-07', userId: tenant.team.id })
        .expect(403);
      const locked = await http()
        .post('/api/time/timesheet/lock')
        .set(as(tenant.admin))
        .send({ weekStart: '2030-01-07', userId: tenant.team.id })
        .expect(200);
      expect(locked.body.status).toBe('locked');
      expect(locked.body.rows[1].entries[0].locked).toBe(true);

      const edit = await http().put(`/api/time/entries/${monday.id}`).set(as(tenant.team)).send({ minutes: 5 });
      expect([edit.status, edit.body.code]).toEqual([409, 'TIME_ENTRY_LOCKED']);
      const byAdmin = await http().delete(`/api/time/entries/${monday.id}`).set(as(tenant.admin));
      expect([byAdmin.status, byAdmin.body.code]).toEqual([409, 'TIME_ENTRY_LOCKED']);
      const added = await add('2030-01-08', 10);
      expect([added.status, added.body.code]).toEqual([409, 'TIMESHEET_WEEK_LOCKED']);
      const resubmit = await http()
        .post('/api/time/timesheet/submit')
        .set(as(tenant.team))
        .send({ weekStart: '2030-01-07' });
      expect([resubmit.status, resubmit.body.code]).toEqual([409, 'TIMESHEET_WEEK_LOCKED']);
      // Moving an entry of an open week into the locked one is refused too.
      const sunday = (
        await http().get('/api/time/entries?from=2030-01-06&to=2030-01-06').set(as(tenant.team)).expect(200)
      ).body[0] as TimeEntryView;
      const moved = await http()
        .put(`/api/time/entries/${sunday.id}`)
        .set(as(tenant.team))
        .send({ date: '2030-01-08' });
      expect([moved.status, moved.body.code]).toEqual([409, 'TIME_ENTRY_LOCKED']);

      // A timer started in the locked week does not become an entry there; it can be discarded.
      setClock('2030-01-10T12:00:00Z');
      await http().post('/api/time/timer').set(as(tenant.team)).send({ projectId: tenant.projectA }).expect(201);
      setClock('2030-01-10T12:30:00Z');
      const stop = await http().post('/api/time/timer/stop').set(as(tenant.team)).send({});
      expect([stop.status, stop.body.code]).toEqual([409, 'TIMESHEET_WEEK_LOCKED']);
      await http().delete('/api/time/timer').set(as(tenant.team)).expect(204);

      await http()
        .post('/api/time/timesheet/unlock')
        .set(as(tenant.admin))
        .send({ weekStart: '2030-01-07', userId: tenant.team.id })
        .expect(200);
      await http().put(`/api/time/entries/${monday.id}`).set(as(tenant.team)).send({ minutes: 5 }).expect(200);
    });

    it("shows others' weeks only to admins and canAccessReports", async () => {
      const tenant = await createTestTenant(app);
      const fixtures = new Fixtures(app, tenant);
      await fixtures.setTeamPermissionFlags({ canAccessReports: false });
      const path = `/api/time/timesheet?weekStart=2026-01-05&userId=${tenant.admin.id}`;
      expect((await http().get(path).set(as(tenant.team)).expect(403)).body.code).toBe('ACCESS_DENIED');
      await fixtures.setTeamPermissionFlags({ canAccessReports: true });
      await http().get(path).set(as(tenant.team)).expect(200);
      await http()
        .get(`/api/time/timesheet?weekStart=2026-01-05&userId=${tenant.clientA.id}`)
        .set(as(tenant.admin))
        .expect(404);
    });
  });

  describe('settings', () => {
    it('keeps the agency rate and a project’s rates and budget, for admins only', async () => {
      const tenant = await createTestTenant(app);
      expect((await http().get('/api/time/settings').set(as(tenant.admin)).expect(200)).body).toEqual({
        defaultHourlyRateCents: null,
      });
      await http().put('/api/time/settings').set(as(tenant.admin)).send({ defaultHourlyRateCents: 9500 }).expect(200);
      expect((await http().get('/api/time/settings').set(as(tenant.admin))).body.defaultHourlyRateCents).toBe(9500);
      await http().put('/api/time/settings').set(as(tenant.team)).send({ defaultHourlyRateCents: 1 }).expect(403);
      const negative = await http()
        .put('/api/time/settings')
        .set(as(tenant.admin))
        .send({ defaultHourlyRateCents: -1 });
      expect(fieldCode(negative.body, 'defaultHourlyRateCents')).toBe('TOO_SMALL');

      const path = `/api/projects/${tenant.projectA}/time-settings`;
      const saved = await http()
        .put(path)
        .set(as(tenant.admin))
        .send({
          hourlyRateCents: 12000,
          budgetHours: 40,
          budgetSharedWithClient: true,
          memberRates: [{ userId: tenant.team.id, hourlyRateCents: 8000 }],
        })
        .expect(200);
      expect(saved.body).toEqual({
        hourlyRateCents: 12000,
        budgetHours: 40,
        budgetSharedWithClient: true,
        billableByDefault: true,
        memberRates: [{ userId: tenant.team.id, userName: 'Test team', hourlyRateCents: 8000 }],
      });
      const clientRate = await http()
        .put(path)
        .set(as(tenant.admin))
        .send({ memberRates: [{ userId: tenant.clientA.id, hourlyRateCents: 1 }] })
        .expect(400);
      expect(fieldCode(clientRate.body, 'memberRates')).toBe('INVALID_ID');
      await http().get(path).set(as(tenant.team)).expect(403);
      const other = await createTestTenant(app, 'Other Studio');
      await http().get(path).set(as(other.admin)).expect(404);
    });
  });
});
