import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmProvider, LoadingView, TaskflowThemeProvider, ToastProvider } from '@taskflow/ui';

function TranslatedLoadingView() {
  const { t } = useTranslation('common');
  return <LoadingView label={t('loading')} />;
}

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider closeLabel={t('actions.close')} regionLabel={t('toastRegion')}>
      <ConfirmProvider cancelLabel={t('actions.cancel')}>{children}</ConfirmProvider>
    </ToastProvider>
  );
}

/**
 * What every TaskFlow page needs around it, the public ones included: theme, translations, toasts and
 * confirmations. The store and the live connection come with SessionProviders, where a page needs them.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <TaskflowThemeProvider>
      <Suspense fallback={<TranslatedLoadingView />}>
        <TranslatedToasts>{children}</TranslatedToasts>
      </Suspense>
    </TaskflowThemeProvider>
  );
}
