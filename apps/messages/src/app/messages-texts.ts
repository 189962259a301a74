import type { NamespaceTexts } from '@taskflow/i18n';

/** The messages remote's texts ('messages' namespace): one chunk per language in its own build. */
export const messagesTexts: NamespaceTexts = {
  namespace: 'messages',
  load: (language) => import(`../locales/${language}/messages.json`),
};
