import type { NamespaceTexts } from '@taskflow/i18n';

/** The board's texts ('board' namespace): one chunk per language in the board's own build. */
export const boardTexts: NamespaceTexts = {
  namespace: 'board',
  load: (language) => import(`../locales/${language}/board.json`),
};
