import { apiErrorCodeOf, fieldErrorCodesOf } from '@taskflow/contracts';

/** Which of the time texts (`time.timesheet.*`) explains a failed save of an entry. */
export function entrySaveErrorKey(error: unknown): 'entryLocked' | 'futureDay' | 'saveError' {
  const body = (error as { data?: unknown } | undefined)?.data;
  const code = apiErrorCodeOf(body);
  if (code === 'TIME_ENTRY_LOCKED' || code === 'TIMESHEET_WEEK_LOCKED') return 'entryLocked';
  if ('date' in fieldErrorCodesOf(body)) return 'futureDay';
  return 'saveError';
}
