import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGE_DETECTION_ORDER, LOCALES_LOAD_PATH, SUPPORTED_LANGUAGES } from './languages';

export interface InitI18nOptions {
  /** Where translation files are served; defaults to /locales/{{lng}}/{{ns}}.json on the page's origin. */
  loadPath?: string;
  /** Bundled translations instead of HTTP loading (tests). */
  resources?: Resource;
  /** Fixed language instead of detection (tests). */
  lng?: string;
}

/** Initialises the one i18next instance shared by the shell and every remote. */
export async function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (i18next.isInitialized) return i18next;
  if (!options.resources) i18next.use(HttpBackend);
  await i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: FALLBACK_LANGUAGE,
      lng: options.lng,
      ns: ['common', 'navigation'],
      defaultNS: 'common',
      resources: options.resources,
      partialBundledLanguages: Boolean(options.resources),
      backend: { loadPath: options.loadPath ?? LOCALES_LOAD_PATH },
      detection: {
        order: LANGUAGE_DETECTION_ORDER,
        lookupQuerystring: 'lng',
        caches: ['localStorage'],
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LANGUAGE);
  i18next.on('languageChanged', syncDocumentLanguage);
  return i18next;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
