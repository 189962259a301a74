import { useTranslation } from 'react-i18next';

/** A translated list (array in the translation file), empty while it is missing; values are interpolated. */
export function useList<T>(
  ns: 'landing' | 'features' | 'pages',
  key: string,
  values: Record<string, string | number> = {},
): T[] {
  const { t } = useTranslation(ns);
  const value = t(key, { ...values, returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}
