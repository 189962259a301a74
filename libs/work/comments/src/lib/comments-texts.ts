import type { NamespaceTexts } from '@taskflow/i18n';

export const COMMENTS_NAMESPACE = 'comments';

/**
 * The comment thread's texts ('comments' namespace, de and en). A remote that shows the thread adds this to the
 * `texts` it exports (`export const texts = [boardTexts, commentsTexts]`): webpack then emits one chunk per
 * language into that remote's own build, loaded with its pages.
 */
export const commentsTexts: NamespaceTexts = {
  namespace: COMMENTS_NAMESPACE,
  load: (language) => import(`../locales/${language}/comments.json`),
};
