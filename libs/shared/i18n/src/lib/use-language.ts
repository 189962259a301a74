import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isSupportedLanguage, SUPPORTED_LANGUAGES, type SupportedLanguage } from './languages';

/** Current language and a way to change it (the choice is cached in localStorage by the detector). */
export function useLanguage() {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage;
  const language: SupportedLanguage = isSupportedLanguage(resolved) ? resolved : FALLBACK_LANGUAGE;
  return {
    language,
    languages: SUPPORTED_LANGUAGES,
    changeLanguage: (next: SupportedLanguage) => i18n.changeLanguage(next),
  };
}
