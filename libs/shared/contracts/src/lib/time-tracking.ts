import type { PageQuery, QueryFlag } from './resources';

/**
 * Time tracking (docs/time-tracking.md). Durations are whole minutes, money whole cents, days YYYY-MM-DD in the
 * person's time zone (`app_user.time_zone`), weeks start on Monday. A client never receives any of these shapes
 * except `ClientBudgetMeterView`.
 */

/** An entry may be at most this long (minutes). */
export const TIME_ENTRY_MAX_MINUTES = 24 * 60;
/** A timer running longer than this (or across midnight in its time zone) asks for its length to be confirmed. */
export const TIMER_CONFIRM_AFTER_MINUTES = 12 * 60;
/** Budget warnings reach the agency's admins at these shares of a project's budget (hours or money). */
export const BUDGET_WARNING_PERCENTS = [80, 100] as const;

export interface TimeEntryView {
  id: string;
  userId: string;
  userName: string;
  projectId: string;
  projectName: string;
  clientCompanyId: string;
  clientCompanyName: string;
  taskId: string | null;
  taskTitle: string | null;
  /** YYYY-MM-DD */
  date: string;
  minutes: number;
  note: string;
  billable: boolean;
  /** Set when the entry came from a timer. */
  startedAt: string | null;
  endedAt: string | null;
  billedAt: string | null;
  invoiceReference: string | null;
  /** Billed, or in a locked timesheet week: refuses changes (TIME_ENTRY_LOCKED). */
  locked: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/time/entries. `projectId` may be left out when `taskId` is given (the task's project). */
export interface CreateTimeEntryRequest {
  taskId?: string | null;
  projectId?: string;
  date: string;
  minutes: number;
  note?: string;
  /** Default: the project's `billableByDefault`. */
  billable?: boolean;
  /** Admins only: an entry for another person. */
  userId?: string;
}

/** PUT /api/time/entries/{id} (any subset). */
export type UpdateTimeEntryRequest = Partial<Omit<CreateTimeEntryRequest, 'userId'>>;

/** GET /api/time/entries, GET /api/time/reports, GET /api/time/reports/export */
export interface TimeEntryFilter {
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  userId?: string;
  projectId?: string;
  clientCompanyId?: string;
  taskId?: string;
  billable?: QueryFlag;
  billed?: QueryFlag;
}
export type TimeEntryListQuery = TimeEntryFilter & PageQuery;

export interface RunningTimerView {
  userId: string;
  projectId: string;
  projectName: string;
  taskId: string | null;
  taskTitle: string | null;
  startedAt: string;
  note: string;
  timeZone: string;
}

/** GET /api/time/timer: the person's running timer, null when none runs (what the top bar shows after a reload). */
export interface TimerStateView {
  timer: RunningTimerView | null;
}

/** POST /api/time/timer: starts a timer; a running one is stopped first (its entry in `stoppedEntry`). */
export interface StartTimerRequest {
  taskId?: string | null;
  projectId?: string;
  note?: string;
  /** IANA time zone of the browser; default the person's. */
  timeZone?: string;
}
export interface StartTimerResponse {
  timer: RunningTimerView;
  stoppedEntry: TimeEntryView | null;
}

/**
 * POST /api/time/timer/stop: ends the timer and creates its entry. A timer longer than TIMER_CONFIRM_AFTER_MINUTES or
 * across midnight answers 409 TIMER_LENGTH_UNCONFIRMED until `minutes` confirms (or corrects) the length.
 */
export interface StopTimerRequest {
  minutes?: number;
  note?: string;
}

/** GET /api/time/timesheet?weekStart=YYYY-MM-DD&userId= (userId: admins, or canAccessReports to read). */
export interface TimesheetQuery {
  weekStart: string;
  userId?: string;
}
export type TimesheetWeekStatus = 'open' | 'submitted' | 'locked';
export interface TimesheetRowView {
  projectId: string;
  projectName: string;
  clientCompanyName: string;
  taskId: string | null;
  taskTitle: string | null;
  /** Seven sums, Monday to Sunday. */
  minutesByDay: number[];
  entries: TimeEntryView[];
}
export interface TimesheetWeekView {
  userId: string;
  weekStart: string;
  status: TimesheetWeekStatus;
  submittedAt: string | null;
  lockedAt: string | null;
  rows: TimesheetRowView[];
  minutesByDay: number[];
  totalMinutes: number;
}
/** POST /api/time/timesheet/submit (own week), /lock and /unlock (admins). */
export interface TimesheetWeekRequest {
  weekStart: string;
  userId?: string;
}

export interface TimeTotalView {
  id: string | null;
  name: string;
  minutes: number;
  billableMinutes: number;
  /** Billable minutes at the entries' hourly rates (or their billed rate). */
  amountCents: number;
}
/** GET /api/time/reports (admins, canAccessReports). */
export interface TimeReportView {
  filter: TimeEntryFilter;
  total: TimeTotalView;
  byClient: TimeTotalView[];
  byProject: TimeTotalView[];
  byUser: TimeTotalView[];
  byTask: TimeTotalView[];
}
/** GET /api/time/reports/export?format=csv|xlsx&…filter: a file named after the filter. */
export type TimeExportFormat = 'csv' | 'xlsx';

/** POST /api/time/entries/billed (admins): marks entries billed, which locks them. */
export interface MarkBilledRequest {
  entryIds: string[];
  invoiceReference: string;
}

/** PUT /api/time/settings (admins): the agency's default hourly rate. */
export interface TimeSettingsView {
  defaultHourlyRateCents: number | null;
}

/** GET and PUT /api/projects/{id}/time-settings (admins). */
export interface ProjectTimeSettingsView {
  hourlyRateCents: number | null;
  /** The budget in hours; the budget in euros is the project's existing `budget`. */
  budgetHours: number | null;
  budgetSharedWithClient: boolean;
  billableByDefault: boolean;
  memberRates: { userId: string; userName: string; hourlyRateCents: number }[];
}
export type UpdateProjectTimeSettingsRequest = Partial<
  Omit<ProjectTimeSettingsView, 'memberRates'> & { memberRates: { userId: string; hourlyRateCents: number }[] }
>;

/** GET /api/projects/{id}/budget for the agency (admins, canAccessReports; others without money). */
export interface ProjectBudgetView {
  projectId: string;
  budgetHours: number | null;
  budgetCents: number | null;
  spentMinutes: number;
  billableMinutes: number;
  spentCents: number | null;
  /** Of the hours budget and of the money budget, rounded down; null without that budget. */
  hoursPercent: number | null;
  moneyPercent: number | null;
  sharedWithClient: boolean;
}
/** GET /api/projects/{id}/budget for a client: only while the project shares its meter (else null), totals only. */
export interface ClientBudgetMeterView {
  projectId: string;
  budgetHours: number;
  spentMinutes: number;
  percent: number;
}

/** Live events (to the person's own sockets; see SERVER_EVENTS). */
export interface TimerChangedPayload {
  timer: RunningTimerView | null;
  stoppedEntry: TimeEntryView | null;
}
