import type { SupportedLanguage } from '@taskflow/i18n';

/** The interface languages; every text-producing rule takes one. */
export type Language = SupportedLanguage;

/** Formatting locale per language: German as in Germany, English in British style (day first). */
export const FORMAT_LOCALES: Readonly<Record<Language, string>> = { de: 'de-DE', en: 'en-GB' };

/** Names, titles: compared the same way whatever the interface language (case and accents ignored, numbers by value). */
const textCollator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function compareText(a: string, b: string): number {
  return textCollator.compare(a, b);
}
