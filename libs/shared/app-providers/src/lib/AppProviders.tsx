import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingView, TaskflowThemeProvider } from '@taskflow/ui-core';

function TranslatedLoadingView() {
  const { t } = useTranslation('common');
  return <LoadingView label={t('loading')} />;
}

/**
 * What every TaskFlow page needs around it, the public ones included: the theme and translations, from the kit's core
 * (@taskflow/ui-core). Toasts, confirmations, the store and the live connection come with SessionProviders, where a
 * page needs them (the public pages of a signed-out visitor show neither).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <TaskflowThemeProvider>
      <Suspense fallback={<TranslatedLoadingView />}>{children}</Suspense>
    </TaskflowThemeProvider>
  );
}
