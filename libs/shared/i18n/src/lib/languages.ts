export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

export const NAMESPACES = ['common', 'navigation', 'auth', 'pages', 'features', 'landing'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LOCALES_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';
export const LANGUAGE_DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
];

export function isSupportedLanguage(value: string | undefined | null): value is SupportedLanguage {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value ?? '');
}
