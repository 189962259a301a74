import {
  TIMER_CONFIRM_AFTER_MINUTES,
  type CreateTimeEntryRequest,
  type TimerStateView,
  type RunningTimerView,
  type StartTimerRequest,
  type StartTimerResponse,
  type StopTimerRequest,
  type TimeEntryView,
  type TimesheetWeekRequest,
  type TimesheetWeekStatus,
  type TimesheetWeekView,
  type UpdateTimeEntryRequest,
} from '@taskflow/contracts';
import { addDays, weekDays } from '@taskflow/domain';
import { apiError, apiRoute, apiServer } from '@taskflow/testing';
import { people } from './board-fixtures';

export const TASK_TITLES: Record<string, string> = { t1: 'Fix login', t2: 'Hero banner' };

export function timeEntry(id: string, changes: Partial<TimeEntryView> = {}): TimeEntryView {
  return {
    id,
    userId: people.admin.id,
    userName: 'Anna Admin',
    projectId: 'p1',
    projectName: 'Website-Relaunch',
    clientCompanyId: 'c1',
    clientCompanyName: 'Müller Bau GmbH',
    taskId: 't1',
    taskTitle: TASK_TITLES['t1'] ?? null,
    date: '2026-03-02',
    minutes: 60,
    note: '',
    billable: true,
    startedAt: null,
    endedAt: null,
    billedAt: null,
    invoiceReference: null,
    locked: false,
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...changes,
  };
}

export function runningTimer(taskId: string, startedAt: string): RunningTimerView {
  return {
    userId: people.admin.id,
    projectId: 'p1',
    projectName: 'Website-Relaunch',
    taskId,
    taskTitle: TASK_TITLES[taskId] ?? `Task ${taskId}`,
    startedAt,
    note: '',
    timeZone: 'Europe/Berlin',
  };
}

/** The week the API answers from `entries` for `userId`: rows per project and task, sums per day and week. */
export function weekOf(
  entries: readonly TimeEntryView[],
  weekStart: string,
  userId: string,
  status: TimesheetWeekStatus,
): TimesheetWeekView {
  const days = weekDays(weekStart);
  const mine = entries.filter((entry) => entry.userId === userId && days.includes(entry.date));
  const rows = new Map<string, TimesheetWeekView['rows'][number]>();
  for (const entry of mine) {
    const key = `${entry.projectId}:${entry.taskId ?? ''}`;
    const row = rows.get(key) ?? {
      projectId: entry.projectId,
      projectName: entry.projectName,
      clientCompanyName: entry.clientCompanyName,
      taskId: entry.taskId,
      taskTitle: entry.taskTitle,
      minutesByDay: [0, 0, 0, 0, 0, 0, 0],
      entries: [],
    };
    row.minutesByDay[days.indexOf(entry.date)] += entry.minutes;
    row.entries.push({ ...entry, locked: entry.locked || status === 'locked' });
    rows.set(key, row);
  }
  const minutesByDay = days.map((day) => mine.filter((entry) => entry.date === day).reduce((s, e) => s + e.minutes, 0));
  return {
    userId,
    weekStart,
    status,
    submittedAt: null,
    lockedAt: null,
    rows: [...rows.values()],
    minutesByDay,
    totalMinutes: minutesByDay.reduce((sum, minutes) => sum + minutes, 0),
  };
}

/**
 * The time routes as the API answers them (docs/time-tracking.md), over an in-memory store: one timer per person,
 * entries, the week's status per Monday. `now` decides how long the timer ran (over TIMER_CONFIRM_AFTER_MINUTES the
 * stop wants `minutes`).
 */
export function serveTime({
  timer = null as RunningTimerView | null,
  entries = [] as TimeEntryView[],
  weeks = {} as Record<string, TimesheetWeekStatus>,
  me = people.admin.id,
  now = () => new Date(),
} = {}) {
  const store = { timer, entries: [...entries], weeks: { ...weeks }, nextId: 1 };
  const ranMinutes = (running: RunningTimerView) =>
    Math.round((now().getTime() - new Date(running.startedAt).getTime()) / 60_000);
  const entryFromTimer = (running: RunningTimerView, minutes: number) =>
    timeEntry(`e${store.nextId++}`, {
      userId: me,
      taskId: running.taskId,
      taskTitle: running.taskTitle,
      date: running.startedAt.slice(0, 10),
      minutes,
      startedAt: running.startedAt,
      endedAt: now().toISOString(),
    });
  const lockedWeek = (date: string, userId: string) =>
    Object.entries(store.weeks).some(([key, status]) => status === 'locked' && key === `${userId}:${mondayOf(date)}`);

  apiServer.use(
    apiRoute.get<TimerStateView>('/time/timer', () => ({ timer: store.timer })),
    apiRoute.post<StartTimerRequest, StartTimerResponse>('/time/timer', ({ body }) => {
      const stoppedEntry = store.timer ? entryFromTimer(store.timer, Math.max(1, ranMinutes(store.timer))) : null;
      if (stoppedEntry) store.entries.push(stoppedEntry);
      store.timer = runningTimer(body.taskId ?? 't1', now().toISOString());
      return { timer: store.timer, stoppedEntry };
    }),
    apiRoute.post<StopTimerRequest, TimeEntryView>('/time/timer/stop', ({ body }) => {
      if (!store.timer) return apiError(404, 'NO_RUNNING_TIMER', { message: 'No timer is running' });
      const ran = ranMinutes(store.timer);
      if (ran > TIMER_CONFIRM_AFTER_MINUTES && body?.minutes === undefined)
        return apiError(409, 'TIMER_LENGTH_UNCONFIRMED', { message: 'Confirm the length' });
      const entry = entryFromTimer(store.timer, body?.minutes ?? Math.max(1, ran));
      store.entries.push(entry);
      store.timer = null;
      return entry;
    }),
    apiRoute.get<TimesheetWeekView>('/time/timesheet', ({ query }) => {
      const weekStart = query.get('weekStart') ?? '';
      const userId = query.get('userId') ?? me;
      return weekOf(store.entries, weekStart, userId, store.weeks[`${userId}:${weekStart}`] ?? 'open');
    }),
    apiRoute.post<CreateTimeEntryRequest, TimeEntryView>('/time/entries', ({ body }) => {
      const userId = body.userId ?? me;
      if (lockedWeek(body.date, userId)) return apiError(409, 'TIMESHEET_WEEK_LOCKED', { message: 'Locked' });
      const entry = timeEntry(`e${store.nextId++}`, {
        userId,
        taskId: body.taskId ?? null,
        taskTitle: body.taskId ? (TASK_TITLES[body.taskId] ?? null) : null,
        projectId: body.projectId ?? 'p1',
        date: body.date,
        minutes: body.minutes,
      });
      store.entries.push(entry);
      return entry;
    }),
    apiRoute.put<UpdateTimeEntryRequest, TimeEntryView>('/time/entries/:id', ({ params, body }) => {
      const entry = store.entries.find((candidate) => candidate.id === params['id']);
      if (!entry) return apiError(404, 'TIME_ENTRY_NOT_FOUND', { message: 'Not found' });
      if (entry.locked || lockedWeek(entry.date, entry.userId))
        return apiError(409, 'TIME_ENTRY_LOCKED', { message: 'Locked' });
      Object.assign(entry, body);
      return entry;
    }),
    apiRoute.delete('/time/entries/:id', ({ params }) => {
      store.entries = store.entries.filter((candidate) => candidate.id !== params['id']);
    }),
    ...(['submit', 'lock', 'unlock'] as const).map((action) =>
      apiRoute.post<TimesheetWeekRequest, { status: TimesheetWeekStatus }>(`/time/timesheet/${action}`, ({ body }) => {
        const key = `${body.userId ?? me}:${body.weekStart}`;
        store.weeks[key] = action === 'submit' ? 'submitted' : action === 'lock' ? 'locked' : 'open';
        return { status: store.weeks[key] };
      }),
    ),
  );
  return store;
}

function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00`).getDay();
  return addDays(date, -((day + 6) % 7));
}
