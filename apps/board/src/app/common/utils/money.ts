import { FORMAT_LOCALES, type Language } from '@taskflow/domain';

const formats = new Map<Language, Intl.NumberFormat>();

/** Cents as euros with cents: "1.234,50 €" in German, "€1,234.50" in English; '' for none. */
export function formatCents(cents: number | null | undefined, language: Language): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(FORMAT_LOCALES[language], { style: 'currency', currency: 'EUR' });
    formats.set(language, format);
  }
  return format.format(cents / 100);
}

/** A typed amount or count in the language ("85,50" in German, "85.50" in English); null when unreadable or negative. */
export function parseAmount(text: string, language: Language): number | null {
  const value = text.trim();
  const separator = language === 'de' ? ',' : '.';
  if (!new RegExp(`^\\d+(?:\\${separator}\\d{1,2})?$`).test(value)) return null;
  return Number(value.replace(',', '.'));
}

/** An amount as typed in the language, '' for none. */
export function formatAmount(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return language === 'de' ? text.replace('.', ',') : text;
}
