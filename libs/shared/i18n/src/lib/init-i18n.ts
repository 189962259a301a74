import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { commonTexts } from './common-texts';
import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, LANGUAGE_DETECTION_ORDER, SUPPORTED_LANGUAGES } from './languages';
import { loadTexts, registerTexts, textsBackend, type NamespaceTexts } from './texts';

export interface InitI18nOptions {
  /** The starting app's own namespaces, loaded before the first render (common is always loaded). */
  texts?: readonly NamespaceTexts[];
  /** Fixed language instead of detection (tests). */
  lng?: string;
}

/**
 * Initialises the one i18next instance shared by the shell and every remote. Texts come from
 * loaders registered by each app (see registerTexts), never from one central folder.
 */
export async function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  if (!i18next.isInitialized) {
    registerTexts([commonTexts]);
    await i18next
      .use(textsBackend)
      .use(LanguageDetector)
      .use(initReactI18next)
      .init({
        supportedLngs: [...SUPPORTED_LANGUAGES],
        nonExplicitSupportedLngs: true,
        load: 'languageOnly',
        fallbackLng: FALLBACK_LANGUAGE,
        lng: options.lng,
        ns: [COMMON_NAMESPACE],
        defaultNS: COMMON_NAMESPACE,
        detection: {
          order: LANGUAGE_DETECTION_ORDER,
          lookupQuerystring: 'lng',
          // The cookie tells the web server the language to send a pre-rendered public page in
          // (docs/public-pages.md), so the page arrives in the visitor's choice before any script runs.
          caches: ['localStorage', 'cookie'],
          cookieMinutes: 60 * 24 * 365,
          cookieOptions: { path: '/', sameSite: 'lax' },
        },
        interpolation: { escapeValue: false },
        // Re-render when a remote adds its texts, e.g. the top bar title of a page that just loaded.
        react: { useSuspense: true, bindI18nStore: 'added' },
      });
    syncDocumentLanguage(i18next.resolvedLanguage ?? FALLBACK_LANGUAGE);
    i18next.on('languageChanged', syncDocumentLanguage);
  }
  await loadTexts([commonTexts, ...(options.texts ?? [])]);
  return i18next;
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
