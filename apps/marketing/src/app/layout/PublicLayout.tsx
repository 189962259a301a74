import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LoadingView, MAIN_CONTENT_ID, SkipLink } from '@taskflow/ui-core';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { ScrollManager } from './ScrollManager';

/** Full viewport height, so the footer sits at the bottom of short pages. */
export const StyledPublicPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const StyledPageContent = styled.div`
  flex: 1;

  /* Focused only by the skip link (tabIndex -1). */
  &:focus {
    outline: none;
  }
`;

/** Header and footer of the public website around the (lazily loaded) page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  return (
    <StyledPublicPage>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <ScrollManager />
      <PublicHeader />
      <StyledPageContent id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Suspense fallback={<LoadingView label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </StyledPageContent>
      <PublicFooter />
    </StyledPublicPage>
  );
}
