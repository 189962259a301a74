import { lazy, type ComponentType } from 'react';
import { loadTexts, type NamespaceTexts } from '@taskflow/i18n';

/**
 * A component loaded on first render together with its texts, so it never shows keys: the shell's sign-in pages
 * and signed-in layout are not part of the public pages' start.
 */
export function lazyWithTexts<P extends object>(
  load: () => Promise<ComponentType<P>>,
  texts: readonly NamespaceTexts[],
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), loadTexts(texts)]);
    return { default: component };
  });
}
