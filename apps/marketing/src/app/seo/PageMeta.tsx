import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { announcePageReady } from '@taskflow/app-providers';
import { useLanguage } from '@taskflow/i18n';
import { applyPageMeta, PAGE_PATHS, type PageKey } from './page-meta';

/**
 * Title, description, keywords, social and alternate-language tags of one page, written into <head>
 * in the layout phase, i.e. before the page is first painted, and rewritten on a language change. Every page renders
 * one, so it also announces that the page is rendered (see announcePageReady).
 */
export function PageMeta({ page }: { page: PageKey }) {
  const { t } = useTranslation('landing');
  const { language } = useLanguage();
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  const keywords = t(`meta.${page}.keywords`);
  const path = page === 'notFound' ? null : PAGE_PATHS[page];

  useLayoutEffect(() => {
    applyPageMeta(document, { title, description, keywords, language, path, origin: window.location.origin });
    // The page is rendered: it may now take the place of the pre-rendered one.
    announcePageReady();
  }, [title, description, keywords, language, path]);

  return null;
}
