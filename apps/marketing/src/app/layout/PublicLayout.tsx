import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '@taskflow/ui';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { ScrollManager } from './ScrollManager';

/** Header and footer of the public website around the (lazily loaded) page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <>
      <ScrollManager />
      <PublicHeader />
      <Suspense fallback={<LoadingView label={t('loading')} />}>
        <Outlet />
      </Suspense>
      <PublicFooter />
    </>
  );
}
