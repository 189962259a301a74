import type { TimeEntryView, TimesheetRowView, TimesheetWeekView } from '@taskflow/contracts';

/** A row of the grid: the week's row of a task (or of the project alone), or one just added and still empty. */
export interface TimesheetRow {
  key: string;
  projectId: string;
  projectName: string;
  clientCompanyName: string;
  taskId: string | null;
  taskTitle: string | null;
  minutesByDay: number[];
  entries: TimeEntryView[];
}

export const rowKey = (projectId: string, taskId: string | null) => `${projectId}:${taskId ?? ''}`;

const EMPTY_WEEK = [0, 0, 0, 0, 0, 0, 0];

export function emptyRow(fields: Omit<TimesheetRow, 'key' | 'minutesByDay' | 'entries'>): TimesheetRow {
  return { ...fields, key: rowKey(fields.projectId, fields.taskId), minutesByDay: [...EMPTY_WEEK], entries: [] };
}

/** The week's rows, then the added ones the week does not hold yet (an added row stays until the page is left). */
export function timesheetRows(week: TimesheetWeekView | undefined, added: readonly TimesheetRow[]): TimesheetRow[] {
  const rows = (week?.rows ?? []).map((row: TimesheetRowView) => ({ ...row, key: rowKey(row.projectId, row.taskId) }));
  const keys = new Set(rows.map((row) => row.key));
  return [...rows, ...added.filter((row) => !keys.has(row.key))];
}

/** The entries of a row on one day (YYYY-MM-DD). */
export function entriesOn(row: TimesheetRow, day: string): TimeEntryView[] {
  return row.entries.filter((entry) => entry.date === day);
}

/** What a cell's edit does with its day's entries: one entry at most can be changed in place. */
export type CellChange =
  | { kind: 'create'; minutes: number }
  | { kind: 'update'; entry: TimeEntryView; minutes: number }
  | { kind: 'delete'; entry: TimeEntryView }
  | { kind: 'none' }
  | { kind: 'refused'; reason: 'split' | 'locked' };

export function cellChange(entries: readonly TimeEntryView[], minutes: number | null): CellChange {
  if (entries.length > 1) return { kind: 'refused', reason: 'split' };
  const [entry] = entries;
  if (entry?.locked) return { kind: 'refused', reason: 'locked' };
  if (!entry) return minutes === null ? { kind: 'none' } : { kind: 'create', minutes };
  if (minutes === null) return { kind: 'delete', entry };
  return minutes === entry.minutes ? { kind: 'none' } : { kind: 'update', entry, minutes };
}
