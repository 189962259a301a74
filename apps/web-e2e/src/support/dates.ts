import type { Locator } from '@playwright/test';

/**
 * Enters a day into a date field as a person does. Every browser test enters dates through here, so a change of the
 * date entry (e.g. a date picker in the UI's language) is adapted in one place.
 * @param day YYYY-MM-DD
 */
export async function enterDate(field: Locator, day: string): Promise<void> {
  await field.fill(day);
}

/** The day `days` from today (local time), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
