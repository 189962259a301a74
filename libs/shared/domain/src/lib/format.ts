import { toDate, type DateInput } from './dates';
import { FORMAT_LOCALES, type Language } from './language';

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();
const currencyFormats = new Map<Language, Intl.NumberFormat>();
const hourFormats = new Map<Language, Intl.NumberFormat>();

function cached<T>(cache: Map<Language, T>, language: Language, create: (locale: string) => T): T {
  let format = cache.get(language);
  if (!format) {
    format = create(FORMAT_LOCALES[language]);
    cache.set(language, format);
  }
  return format;
}

/** `05.03.2024` in German, `05/03/2024` in English; '' without a readable date. */
export function formatDate(value: DateInput | null | undefined, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(
    dateFormats,
    language,
    (locale) => new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }),
  ).format(date);
}

/** `05.03.2024, 14:07` in German, `05/03/2024, 14:07` in English (24-hour clock); '' without a readable date. */
export function formatDateTime(value: DateInput | null | undefined, language: Language): string {
  const date = toDate(value);
  if (!date) return '';
  return cached(
    dateTimeFormats,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  ).format(date);
}

/** Euros without decimals, rounded: `12.346 €` in German, `€12,346` in English; '' for no amount. */
export function formatCurrencyEur(amount: number | null | undefined, language: Language): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  // `|| 0` turns a rounded -0 into 0, so -0.4 shows as 0 € rather than -0 €.
  const whole = Math.round(amount) || 0;
  return cached(
    currencyFormats,
    language,
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  ).format(whole);
}

/** Hours with at most one decimal: `1,5 Std.` in German, `1.5 hrs` in English; '' for no value. */
export function formatHours(hours: number | null | undefined, language: Language): string {
  if (hours === null || hours === undefined || !Number.isFinite(hours)) return '';
  return cached(
    hourFormats,
    language,
    (locale) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'short', maximumFractionDigits: 1 }),
  ).format(hours);
}
