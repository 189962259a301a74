import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
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

  /* Focused by the skip link and after a navigation (tabIndex -1): a region, not a control. */
  &:focus {
    outline: none;
  }
`;

/** Header and footer of the public website around the (lazily loaded) page. */
export function PublicLayout() {
  const { t } = useTranslation('common');
  const content = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // After a navigation the next Tab starts on the new page, not in the header it was chosen in (the scroll position
  // is the ScrollManager's).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!content.current?.contains(document.activeElement)) content.current?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <StyledPublicPage>
      <SkipLink targetId={MAIN_CONTENT_ID}>{t('skipToContent')}</SkipLink>
      <ScrollManager />
      <PublicHeader />
      <StyledPageContent id={MAIN_CONTENT_ID} tabIndex={-1} ref={content}>
        <Suspense fallback={<LoadingView label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </StyledPageContent>
      <PublicFooter />
    </StyledPublicPage>
  );
}
