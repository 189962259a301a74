import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeaderProvider, usePageHeaderState, useRouteHeaderState } from '@taskflow/app-providers';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { LoadingView } from '@taskflow/ui';
import type { Crumb } from './components/Breadcrumbs';
import { useDocumentTitle } from './hooks/use-document-title';
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

/** The signed-in frame: sidebar, top bar with the page title, and the page. No public header or footer. */
export function DashboardLayout() {
  return (
    <PageHeaderProvider>
      <DashboardFrame />
    </PageHeaderProvider>
  );
}

function DashboardFrame() {
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

  useEffect(() => {
    if (!mobileMenuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [mobileMenuOpen]);

  if (!user) return <LoadingView label={t('common:loading')} fullScreen />;

  return (
    <StyledDashboardLayout>
      <Sidebar
        activeKey={activeKey}
        mobileOpen={mobileMenuOpen}
        unreadCount={unreadCount}
        onNavigate={() => setMobileMenuOpen(false)}
      />
      {/* A tap beside the open menu closes it; keyboard users close it with Escape. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- see above */}
      {mobileMenuOpen && <StyledOverlay data-testid="mobile-menu-overlay" onClick={() => setMobileMenuOpen(false)} />}
      <StyledMain>
        <TopBar
          title={title}
          action={header.action}
          breadcrumbs={breadcrumbs}
          onOpenMenu={() => setMobileMenuOpen(true)}
        />
        <StyledContent>
          <Outlet />
        </StyledContent>
      </StyledMain>
    </StyledDashboardLayout>
  );
}
