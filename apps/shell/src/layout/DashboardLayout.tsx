import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeaderProvider, usePageHeaderState, useRouteHeaderState } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { LoadingView, MAIN_CONTENT_ID, SkipLink } from '@taskflow/ui';
import type { Crumb } from './components/Breadcrumbs';
import { useDocumentTitle } from './hooks/use-document-title';
import { useRouteFocus } from './hooks/use-route-focus';
import { useUnreadCount } from './hooks/use-unread-count';
import { activeNavKey } from './navigation';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

export const StyledDashboardLayout = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

export const StyledMain = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const StyledContent = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.xl};

  /* Focused only by the skip link (tabIndex -1): it is a landmark, not a control. */
  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.overlay};
  z-index: ${({ theme }) => theme.zIndices.overlay};

  @media (min-width: ${({ theme }) => theme.breakpoints.tablet + 1}px) {
    display: none;
  }
`;

const SIDEBAR_ID = 'app-sidebar';

/** The signed-in frame: sidebar, top bar with the page title, and the page. No public header or footer. */
export function DashboardLayout({ topBarItem }: { topBarItem?: ReactNode } = {}) {
  return (
    <PageHeaderProvider>
      <DashboardFrame topBarItem={topBarItem} />
    </PageHeaderProvider>
  );
}

function DashboardFrame({ topBarItem }: { topBarItem?: ReactNode }) {
  const { t } = useTranslation(['navigation', 'common']);
  const { pathname } = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const user = useAppSelector(selectCurrentUser);
  const unreadCount = useUnreadCount();
  const header = usePageHeaderState();
  const routeHeader = useRouteHeaderState();
  const activeKey = activeNavKey(pathname);
  // The page names itself, else its remote's route table does; while a remote loads (or cannot be
  // loaded) the active sidebar item names the area.
  const title = header.title ?? (routeHeader?.titleKey ? t(routeHeader.titleKey) : t(`navigation:items.${activeKey}`));
  const breadcrumbs: Crumb[] = (routeHeader?.breadcrumbs ?? []).map((crumb, index, all) => ({
    label: index === all.length - 1 && header.breadcrumb ? header.breadcrumb : t(crumb.labelKey),
    path: crumb.path,
  }));
  useDocumentTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  useRouteFocus(pathname, title, headingRef, contentRef);

  // The phone menu: focus moves into it; Escape, its close button or the overlay close it and give the focus back to
  // its button (choosing a page closes it too, and the new page's heading takes the focus). The page behind is inert
  // meanwhile, so the focus returns once it is not.
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const returnToMenuButton = useRef(false);
  const closeMobileMenu = () => {
    returnToMenuButton.current = true;
    setMobileMenuOpen(false);
  };
  useEffect(() => {
    if (mobileMenuOpen) {
      const closeOnEscape = (event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        returnToMenuButton.current = true;
        setMobileMenuOpen(false);
      };
      window.addEventListener('keydown', closeOnEscape);
      return () => window.removeEventListener('keydown', closeOnEscape);
    }
    if (returnToMenuButton.current) {
      returnToMenuButton.current = false;
      menuButtonRef.current?.focus();
    }
    return undefined;
  }, [mobileMenuOpen]);

  if (!user) return <LoadingView label={t('common:loading')} fullScreen />;

  return (
    <StyledDashboardLayout>
      {mobileMenuOpen ? null : <SkipLink targetId={MAIN_CONTENT_ID}>{t('common:skipToContent')}</SkipLink>}
      <Sidebar
        id={SIDEBAR_ID}
        activeKey={activeKey}
        mobileOpen={mobileMenuOpen}
        unreadCount={unreadCount}
        onNavigate={() => setMobileMenuOpen(false)}
        onClose={closeMobileMenu}
      />
      {/* A tap beside the open menu closes it; keyboard users close it with Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
      {mobileMenuOpen && <StyledOverlay data-testid="mobile-menu-overlay" onClick={closeMobileMenu} />}
      <StyledMain inert={mobileMenuOpen}>
        <TopBar
          title={title}
          action={header.action}
          breadcrumbs={breadcrumbs}
          headingRef={headingRef}
          menuButtonRef={menuButtonRef}
          menuOpen={mobileMenuOpen}
          menuId={SIDEBAR_ID}
          onOpenMenu={() => setMobileMenuOpen(true)}
          item={topBarItem}
        />
        <StyledContent id={MAIN_CONTENT_ID} ref={contentRef} tabIndex={-1}>
          <Outlet />
        </StyledContent>
      </StyledMain>
    </StyledDashboardLayout>
  );
}
