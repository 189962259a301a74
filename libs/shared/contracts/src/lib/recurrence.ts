/** How often a recurring task repeats (docs/recurring-tasks.md). */
export const RECURRENCE_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];
/** Weekdays as RFC 5545 writes them. */
export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];
/** The nth weekday of a month: 1st … 4th, or -1 for the last. */
export const RECURRENCE_NTHS = [1, 2, 3, 4, -1] as const;
export type RecurrenceNth = (typeof RECURRENCE_NTHS)[number];
export const RECURRENCE_INTERVAL_MAX = 99;
export const RECURRENCE_COUNT_MAX = 999;
/**
 * When a series makes its next occurrences: when the current one is completed, or on schedule by the job queue,
 * `leadDays` days before each one's due day (docs/recurring-tasks.md).
 */
export const RECURRENCE_CREATION_MODES = ['on_completion', 'ahead'] as const;
export type RecurrenceCreation = (typeof RECURRENCE_CREATION_MODES)[number];
export const RECURRENCE_LEAD_DAYS_MAX = 60;
/** Lead days of an 'ahead' series when the request names none. */
export const RECURRENCE_LEAD_DAYS_DEFAULT = 7;
/** The agency's zone until it chooses another one. */
export const DEFAULT_AGENCY_TIME_ZONE = 'Europe/Berlin';

export type RecurrenceEnds =
  | { type: 'never' }
  | { type: 'on'; date: string }
  /** `count` occurrences in all, the first one included. */
  | { type: 'after'; count: number };

/**
 * PUT /api/tasks/{id}/recurrence: the task repeats from its due date. Monthly: `monthDay` (1–31; 31 skips shorter
 * months as RFC 5545 does, -1 is the last day) or `nthWeekday` (e.g. `{ nth: -1, weekday: 'FR' }`, the last Friday);
 * neither: the due date's day of the month. Weekly: `weekdays`, default the due date's weekday.
 */
export interface RecurrenceRuleRequest {
  frequency: RecurrenceFrequency;
  interval?: number;
  weekdays?: RecurrenceWeekday[];
  monthDay?: number;
  nthWeekday?: { nth: RecurrenceNth; weekday: RecurrenceWeekday };
  ends?: RecurrenceEnds;
  /** Default 'on_completion'. */
  creation?: RecurrenceCreation;
  /** 'ahead' only: 0–60 days before its due day an occurrence is made; default 7. */
  leadDays?: number;
}

/** The pattern as stored, every default filled in. */
export interface RecurrencePattern {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays: RecurrenceWeekday[];
  monthDay: number | null;
  nthWeekday: { nth: RecurrenceNth; weekday: RecurrenceWeekday } | null;
  ends: RecurrenceEnds;
  /** Always in answers; absent in patterns stored before 'ahead' existed (they are 'on_completion'). */
  creation?: RecurrenceCreation;
  /** 'ahead': the lead days; null for 'on_completion'. */
  leadDays?: number | null;
}

/** GET /api/tasks/{id}/recurrence */
export interface RecurrenceView {
  seriesId: string;
  /** RFC 5545: `DTSTART;TZID=…` and `RRULE:…` lines. */
  rule: string;
  pattern: RecurrencePattern;
  timeZone: string;
  creation: RecurrenceCreation;
  /** 'ahead': days before its due day each occurrence is made; null for 'on_completion'. */
  leadDays: number | null;
  /** The first occurrence's day. */
  startDate: string;
  /** This task's place in the series, from 0. */
  occurrenceIndex: number;
  /** The next (up to) three due days after this task's, as local days of the agency's zone. */
  nextDates: string[];
}

/** A task's place in a series, in every TaskView and card: null when the task does not repeat (any more). */
export interface TaskRecurrenceSummary {
  seriesId: string;
  rule: string;
}

/** GET|PUT /api/service-providers/current/time-zone: the zone the agency's recurring tasks follow (IANA name). */
export interface AgencyTimeZone {
  timeZone: string;
}
