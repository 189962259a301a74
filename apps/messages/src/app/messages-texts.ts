import type { NamespaceTexts } from '@taskflow/i18n';

/** The messages remote's texts ('messages' namespace): one chunk per language in its own build. */
export const messagesTexts: NamespaceTexts = {
  namespace: 'messages',
  load: (language) => import(`../locales/${language}/messages.json`),
};

/**
 * The notification centre's texts ('notificationCentre' namespace): apart from the messages', so that the top bar of
 * every signed-in page (RemoteTopBar) loads only these.
 */
export const notificationCentreTexts: NamespaceTexts = {
  namespace: 'notificationCentre',
  load: (language) => import(`../locales/${language}/notificationCentre.json`),
};
