import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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

/** The signed-in frame: sidebar, top bar with the page title, and the page. */
export function DashboardLayout() {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const activeKey = activeNavKey(pathname);

  return (
    <StyledDashboardLayout>
      <Sidebar activeKey={activeKey} mobileOpen={mobileMenuOpen} onNavigate={() => setMobileMenuOpen(false)} />
      {mobileMenuOpen && <StyledOverlay data-testid="mobile-menu-overlay" onClick={() => setMobileMenuOpen(false)} />}
      <StyledMain>
        <TopBar title={t(`items.${activeKey}`)} onOpenMenu={() => setMobileMenuOpen(true)} />
        <StyledContent>
          <Outlet />
        </StyledContent>
      </StyledMain>
    </StyledDashboardLayout>
  );
}
