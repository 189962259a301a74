import { expect, type Locator, type Page } from '@playwright/test';

export type PageLanguage = 'de' | 'en';

const LOCALES: Record<PageLanguage, string> = { de: 'de-DE', en: 'en-GB' };

/** An ISO day (YYYY-MM-DD) as a person types it on a page in `language`: 11.12.2026 in German, 11/12/2026 in English. */
export function typedDate(day: string, language: PageLanguage): string {
  const [year, month, date] = day.split('-');
  return language === 'de' ? `${date}.${month}.${year}` : `${date}/${month}/${year}`;
}

/** The text field of a date field, by its label (the calendar button beside it has a name of its own). */
export function dateField(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

/**
 * Types a day into a date field the way a person does, in the page's language, and leaves the field (Tab), which
 * writes it in the language's format. `day` is an ISO day, or '' to empty the field.
 */
export async function typeDate(field: Locator, day: string, language: PageLanguage): Promise<void> {
  await field.click();
  await field.fill(day ? typedDate(day, language) : '');
  await field.press('Tab');
  if (day) await expect(field).toHaveValue(typedDate(day, language));
}

/** The accessible name of a day in the calendar ends with the day as the language writes it in full. */
export function calendarDayName(day: string, language: PageLanguage): RegExp {
  const [year, month, date] = day.split('-').map(Number);
  const monthName = new Intl.DateTimeFormat(LOCALES[language], { month: 'long' }).format(new Date(year, month - 1, 1));
  return new RegExp(language === 'de' ? `, ${date}\\. ${monthName} ${year}` : `, ${date} ${monthName} ${year}`);
}

/**
 * Chooses a day in a date field's calendar by mouse: opens it with its button (named `calendarLabel`), goes forward or
 * back month by month to the day's month and clicks the day.
 */
export async function pickDate(
  scope: Page | Locator,
  page: Page,
  calendarLabel: string,
  day: string,
  language: PageLanguage,
): Promise<void> {
  await scope.getByRole('button', { name: calendarLabel, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: calendarLabel });
  await expect(calendar).toBeVisible();
  const target = calendar.getByRole('button', { name: calendarDayName(day, language) });
  const next = calendar.getByRole('button', { name: language === 'de' ? 'Zum nächsten Monat' : /next month/i });
  const previous = calendar.getByRole('button', {
    name: language === 'de' ? 'Zum vorherigen Monat' : /previous month/i,
  });
  for (let step = 0; step < 36 && (await target.count()) === 0; step += 1) {
    // The grid's days carry their ISO day: the first day of the shown month tells which way to go.
    const shown = (await calendar.locator('[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? '';
    await (day > shown ? next : previous).click();
  }
  await target.first().click();
  await expect(calendar).toBeHidden();
}

/** The day `days` from today (local time), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
