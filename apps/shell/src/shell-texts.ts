import type { NamespaceTexts } from '@taskflow/i18n';

/** Sign-in, registration, password and invitation pages: loaded with those pages. */
export const authTexts: NamespaceTexts = {
  namespace: 'auth',
  load: (language) => import(`./locales/${language}/auth.json`),
};

/** The signed-in layout (sidebar, top bar): loaded with it. */
export const navigationTexts: NamespaceTexts = {
  namespace: 'navigation',
  load: (language) => import(`./locales/${language}/navigation.json`),
};

/** The shell's own texts. None is loaded at start: the public pages are the marketing remote's. */
export const shellTexts: NamespaceTexts[] = [authTexts, navigationTexts];
