import type { NamespaceTexts } from '@taskflow/i18n';

/** The board's texts ('board' namespace): one chunk per language in the board's own build. */
export const boardTexts: NamespaceTexts = {
  namespace: 'board',
  load: (language) => import(`../locales/${language}/board.json`),
};

/**
 * The running timer's texts ('timer' namespace): apart from the board's, so that the top bar of every signed-in page
 * (RemoteTopBar) loads only these.
 */
export const timerTexts: NamespaceTexts = {
  namespace: 'timer',
  load: (language) => import(`../locales/${language}/timer.json`),
};
