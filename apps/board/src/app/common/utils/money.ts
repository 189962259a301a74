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
