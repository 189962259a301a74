import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SessionProviders } from '@taskflow/app-providers';
import { hasStoredSession } from '@taskflow/config';
import { LoadingView } from '@taskflow/ui-core';

/** The pages that sign in and the signed-in area: inside the store, the session and the live connection. */
export function SessionArea() {
  const { t } = useTranslation('common');
  return (
    <Suspense fallback={<LoadingView label={t('loading')} fullScreen />}>
      <SessionProviders>
        <Outlet />
      </SessionProviders>
    </Suspense>
  );
}

/**
 * The public pages: a signed-out visitor gets them without the store (the signed-in app is not loaded); while a
 * session is stored they run inside it too, so the user's language choice there is still saved to their account.
 */
export function PublicArea() {
  return hasStoredSession() ? <SessionArea /> : <Outlet />;
}
