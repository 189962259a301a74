import type { NamespaceTexts } from '@taskflow/i18n';

export const FILES_NAMESPACE = 'files';

/** The file attachments' texts ('files' namespace, de and en); a remote that shows them adds this to its `texts`. */
export const filesTexts: NamespaceTexts = {
  namespace: FILES_NAMESPACE,
  load: (language) => import(`../../locales/${language}/files.json`),
};
