import type { NamespaceTexts } from '@taskflow/i18n';

/** The settings remote's texts ('settings' namespace): one chunk per language in its own build. */
export const settingsTexts: NamespaceTexts = {
  namespace: 'settings',
  load: (language) => import(`../locales/${language}/settings.json`),
};
