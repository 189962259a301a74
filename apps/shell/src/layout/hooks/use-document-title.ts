import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> – TaskFlow" while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${appName}` : appName;
  }, [pageTitle, appName]);
}
