import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider, ReactReduxContext } from 'react-redux';
import { RealtimeProvider } from '@taskflow/realtime';
import { appStore, type AppStore } from '@taskflow/store';
import { ConfirmProvider, preloadDeferredComponents, ToastProvider } from '@taskflow/ui';
import { CurrentUserFromStore } from './CurrentUserFromStore';
import { UserLanguageSync } from './UserLanguageSync';

/** The page's one store (loadPageStore). */
export const pageStore = appStore;

export interface SessionProvidersProps {
  /** The page's one store unless given (tests). */
  store?: AppStore;
  children: ReactNode;
}

/**
 * What the signed-in app and the pages that sign in need around them: the store (session, RTK Query), the signed-in
 * user for CurrentUserContext, the user's stored interface language, the live connection (open while signed in),
 * toasts and confirmations (only the signed-in app and the pages that sign in show them). It also fetches the kit's
 * deferred components (dialogs, menus, comboboxes), which signed-in pages use.
 * Loaded only where used (SessionProviders), so the public pages start without the store. Inside a store that is
 * already provided (an enclosing SessionProviders, a component test's) it adds nothing.
 */
export default function SessionProvidersContent({ store, children }: SessionProvidersProps) {
  const enclosing = useContext(ReactReduxContext);
  const { t } = useTranslation('common');
  useEffect(() => {
    preloadDeferredComponents().catch((error: unknown) => console.warn('Parts of the page are not loaded yet', error));
  }, []);
  if (enclosing && !store) return children;
  return (
    <Provider store={store ?? appStore()}>
      <CurrentUserFromStore>
        <UserLanguageSync />
        <RealtimeProvider>
          <ToastProvider closeLabel={t('toastClose')} regionLabel={t('toastRegion')}>
            <ConfirmProvider cancelLabel={t('actions.cancel')}>{children}</ConfirmProvider>
          </ToastProvider>
        </RealtimeProvider>
      </CurrentUserFromStore>
    </Provider>
  );
}
