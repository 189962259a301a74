import { RECURRENCE_LEAD_DAYS_DEFAULT } from '@taskflow/contracts';
import type {
  RecurrenceCreation,
  RecurrenceFrequency,
  RecurrenceNth,
  RecurrencePattern,
  RecurrenceRuleRequest,
  RecurrenceWeekday,
} from '@taskflow/contracts';

export type MonthlyMode = 'day' | 'lastDay' | 'nthWeekday';
export type EndMode = 'never' | 'on' | 'after';

/** What the repeat form edits. */
export interface RecurrenceFormValues {
  frequency: RecurrenceFrequency;
  interval: number | null;
  weekdays: RecurrenceWeekday[];
  monthlyMode: MonthlyMode;
  monthDay: number | null;
  nth: RecurrenceNth;
  nthWeekday: RecurrenceWeekday;
  endMode: EndMode;
  endDate: string;
  count: number | null;
  creation: RecurrenceCreation;
  leadDays: number | null;
}

const WEEKDAY_OF_DAY: RecurrenceWeekday[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** The form for a task's rule, or a monthly one on its due date's day. */
export function formValuesOf(pattern: RecurrencePattern | undefined, dueDate: string | null): RecurrenceFormValues {
  const due = dueDate ? new Date(`${dueDate}T00:00:00Z`) : new Date();
  const dueWeekday = WEEKDAY_OF_DAY[due.getUTCDay()];
  if (!pattern)
    return {
      frequency: 'monthly',
      interval: 1,
      weekdays: [dueWeekday],
      monthlyMode: 'day',
      monthDay: due.getUTCDate(),
      nth: 1,
      nthWeekday: dueWeekday,
      endMode: 'never',
      endDate: '',
      count: 10,
      creation: 'on_completion',
      leadDays: RECURRENCE_LEAD_DAYS_DEFAULT,
    };
  return {
    frequency: pattern.frequency,
    interval: pattern.interval,
    weekdays: pattern.weekdays.length > 0 ? pattern.weekdays : [dueWeekday],
    monthlyMode: pattern.nthWeekday ? 'nthWeekday' : pattern.monthDay === -1 ? 'lastDay' : 'day',
    monthDay: pattern.monthDay !== null && pattern.monthDay > 0 ? pattern.monthDay : due.getUTCDate(),
    nth: pattern.nthWeekday?.nth ?? 1,
    nthWeekday: pattern.nthWeekday?.weekday ?? dueWeekday,
    endMode: pattern.ends.type,
    endDate: pattern.ends.type === 'on' ? pattern.ends.date : '',
    count: pattern.ends.type === 'after' ? pattern.ends.count : 10,
    creation: pattern.creation ?? 'on_completion',
    leadDays: pattern.leadDays ?? RECURRENCE_LEAD_DAYS_DEFAULT,
  };
}

/** The request the form's values make (the API checks every rule and answers field codes). */
export function requestOf(values: RecurrenceFormValues): RecurrenceRuleRequest {
  const request: RecurrenceRuleRequest = { frequency: values.frequency, interval: values.interval ?? 1 };
  if (values.frequency === 'weekly') request.weekdays = values.weekdays;
  if (values.frequency === 'monthly') {
    if (values.monthlyMode === 'nthWeekday') request.nthWeekday = { nth: values.nth, weekday: values.nthWeekday };
    else request.monthDay = values.monthlyMode === 'lastDay' ? -1 : (values.monthDay ?? 1);
  }
  if (values.endMode === 'on') request.ends = { type: 'on', date: values.endDate };
  else if (values.endMode === 'after') request.ends = { type: 'after', count: values.count ?? 1 };
  else request.ends = { type: 'never' };
  if (values.creation === 'ahead') {
    request.creation = 'ahead';
    request.leadDays = values.leadDays ?? RECURRENCE_LEAD_DAYS_DEFAULT;
  }
  return request;
}
