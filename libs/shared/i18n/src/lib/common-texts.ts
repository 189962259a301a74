import type { NamespaceTexts } from './texts';
import { COMMON_NAMESPACE } from './languages';

/** The shared texts, shipped in the build of whichever app provides this library (the shell, or a remote alone). */
export const commonTexts: NamespaceTexts = {
  namespace: COMMON_NAMESPACE,
  load: (language) => import(`../../locales/${language}/common.json`),
};
