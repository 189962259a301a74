import { Suspense, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import type { AppStore } from '@taskflow/store';
import { RealtimeProvider } from '@taskflow/realtime';
import { ConfirmProvider, LoadingView, TaskflowThemeProvider, ToastProvider } from '@taskflow/ui';
import { UserLanguageSync } from './account/UserLanguageSync';

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
 * Everything a TaskFlow screen needs around it: store, theme, translations (following the signed-in user's stored
 * language), toasts, live connection.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <TaskflowThemeProvider>
        <Suspense fallback={<TranslatedLoadingView />}>
          <UserLanguageSync />
          <TranslatedToasts>
            <RealtimeProvider>{children}</RealtimeProvider>
          </TranslatedToasts>
        </Suspense>
      </TaskflowThemeProvider>
    </Provider>
  );
}
