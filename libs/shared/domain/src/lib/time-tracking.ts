import { BUDGET_WARNING_PERCENTS, TIME_ENTRY_MAX_MINUTES } from '@taskflow/contracts';
import { localDay, toDate } from './dates';
import type { Language } from './language';

/** Why a typed duration is refused: unreadable, zero or less, or longer than an entry may be. */
export type DurationEntryError = 'invalid' | 'notPositive' | 'tooLong';
export type DurationEntry = { minutes: number; error: null } | { minutes: null; error: DurationEntryError };

const HOURS_AND_MINUTES = /^(\d{1,2}):([0-5]\d)$/;
const UNITS = /^(?:(\d+(?:[.,]\d+)?)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?$/i;

/**
 * Minutes from what a person types as a duration, in their language: hours as a decimal ("1,5" in German, "1.5" in
 * English; the other separator is refused, since "1.500" means something else in German), "1:30", or "1h 30m".
 * Rounded to whole minutes; more than 0 and at most TIME_ENTRY_MAX_MINUTES.
 */
export function parseDurationEntry(text: string, language: Language): DurationEntry {
  const value = text.trim();
  const minutes = readMinutes(value, language);
  if (minutes === null) return { minutes: null, error: 'invalid' };
  if (minutes <= 0) return { minutes: null, error: 'notPositive' };
  if (minutes > TIME_ENTRY_MAX_MINUTES) return { minutes: null, error: 'tooLong' };
  return { minutes, error: null };
}

function readMinutes(value: string, language: Language): number | null {
  if (value === '') return null;
  const clock = HOURS_AND_MINUTES.exec(value);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const separator = language === 'de' ? ',' : '.';
  const decimal = new RegExp(`^\\d+(?:\\${separator}\\d+)?$|^\\${separator}\\d+$`);
  if (decimal.test(value)) return Math.round(Number(value.replace(',', '.')) * 60);
  const units = UNITS.exec(value);
  if (units && (units[1] || units[2])) {
    const hours = units[1] ? Number(units[1].replace(',', '.')) : 0;
    return Math.round(hours * 60 + (units[2] ? Number(units[2]) : 0));
  }
  return null;
}

/** Minutes as hours in the language, for editing and in cells: "1,5" / "1.5", "0,25"; '' for none. */
export function formatDurationEntry(minutes: number | null | undefined, language: Language): string {
  if (!minutes) return '';
  const hours = Math.round((minutes / 60) * 100) / 100;
  return language === 'de' ? String(hours).replace('.', ',') : String(hours);
}

/** Minutes as a clock duration: "1:05", "12:00"; "0:00" for none. */
export function formatMinutesAsClock(minutes: number | null | undefined): string {
  const whole = Math.max(0, Math.round(minutes ?? 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A running timer's elapsed time at `now`: "0:04:09", "12:30:00" (never negative, whatever the clocks say). */
export function formatElapsed(startedAt: string, now: Date): string {
  const start = toDate(startedAt);
  const seconds = start ? Math.max(0, Math.floor((now.getTime() - start.getTime()) / 1000)) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** Whole minutes a timer has run at `now` (what its entry will hold). */
export function elapsedMinutes(startedAt: string, now: Date): number {
  const start = toDate(startedAt);
  return start ? Math.max(0, Math.round((now.getTime() - start.getTime()) / 60_000)) : 0;
}

/** The Monday (YYYY-MM-DD) of the week holding `day` (a YYYY-MM-DD or a Date); weeks start on Monday. */
export function weekStartOf(day: string | Date): string {
  const date = toDate(day) ?? new Date();
  const monday = new Date(date.getFullYear(), date.getMonth(), date.getDate() - ((date.getDay() + 6) % 7));
  return localDay(monday);
}

/** The day `count` days after `day` (YYYY-MM-DD; negative counts go back). */
export function addDays(day: string, count: number): string {
  const date = toDate(day) ?? new Date();
  return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + count));
}

/** The seven days (YYYY-MM-DD) of the week starting on `weekStart`, Monday to Sunday. */
export function weekDays(weekStart: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
}

/** The meter's state at a share of a budget: warnings at 80 % and 100 % (BUDGET_WARNING_PERCENTS). */
export type BudgetLevel = 'ok' | 'warning' | 'over';
export function budgetLevel(percent: number | null | undefined): BudgetLevel {
  if (percent === null || percent === undefined) return 'ok';
  const [warning, over] = BUDGET_WARNING_PERCENTS;
  if (percent >= over) return 'over';
  return percent >= warning ? 'warning' : 'ok';
}
