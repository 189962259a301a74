import type { NamespaceTexts } from '@taskflow/i18n';

/** The shell's own texts: sign-in and registration, and the signed-in layout around the remotes. */
export const shellTexts: NamespaceTexts[] = [
  { namespace: 'auth', load: (language) => import(`./locales/${language}/auth.json`) },
  { namespace: 'navigation', load: (language) => import(`./locales/${language}/navigation.json`) },
];
