import { useTranslation } from 'react-i18next';

/** A translated list (array in the translation file), empty while it is missing. */
export function useList<T>(ns: 'landing' | 'features', key: string): T[] {
  const { t } = useTranslation(ns);
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as T[]) : [];
}
