import type { TimeEntryView, TimesheetWeekView } from '@taskflow/contracts';
import { cellChange, emptyRow, timesheetRows } from './timesheet-rows';

const entry = (changes: Partial<TimeEntryView> = {}) =>
  ({ id: 'e1', minutes: 60, locked: false, ...changes }) as TimeEntryView;
const added = emptyRow({
  projectId: 'p1',
  projectName: 'Web',
  clientCompanyName: 'ACME',
  taskId: 't1',
  taskTitle: 'Hero',
});

describe('timesheet rows', () => {
  it('keeps an added row until the week holds it', () => {
    expect(timesheetRows(undefined, [added]).map((row) => row.key)).toEqual(['p1:t1']);
    const week = { rows: [{ ...added, minutesByDay: [60, 0, 0, 0, 0, 0, 0] }] } as unknown as TimesheetWeekView;
    const rows = timesheetRows(week, [added]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.minutesByDay[0]).toBe(60);
  });

  it('creates, changes or removes the one entry of a day, and refuses locked or split days', () => {
    expect(cellChange([], 90)).toEqual({ kind: 'create', minutes: 90 });
    expect(cellChange([], null)).toEqual({ kind: 'none' });
    expect(cellChange([entry()], 90)).toMatchObject({ kind: 'update', minutes: 90 });
    expect(cellChange([entry()], 60)).toEqual({ kind: 'none' });
    expect(cellChange([entry()], null)).toMatchObject({ kind: 'delete' });
    expect(cellChange([entry({ locked: true })], 30)).toEqual({ kind: 'refused', reason: 'locked' });
    expect(cellChange([entry(), entry({ id: 'e2' })], 30)).toEqual({ kind: 'refused', reason: 'split' });
  });
});
