import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectCurrentUser } from '@taskflow/auth';
import { useAppSelector } from '@taskflow/store';
import { Badge } from '@taskflow/ui';
import { UserCard } from './components/UserCard';
import { useLogout } from './hooks/use-logout';
import { NAV_SECTIONS, visibleNavItems, type NavKey } from './navigation';
import { useGetCurrentAgencyQuery } from './state/agency.api';

export const StyledSidebar = styled.aside<{ $mobileOpen: boolean }>`
  width: 248px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: ${({ theme }) => theme.zIndices.modal};
    transform: translateX(${({ $mobileOpen }) => ($mobileOpen ? '0' : '-100%')});
    /* Closed, its links are out of the Tab order too: hidden once it has slid out, shown at once on opening. */
    visibility: ${({ $mobileOpen }) => ($mobileOpen ? 'visible' : 'hidden')};
    transition:
      transform 200ms ease,
      visibility 0s ${({ $mobileOpen }) => ($mobileOpen ? '0s' : '200ms')};
  }
`;

/** Closes the phone menu; there is no menu to close on wider screens. */
export const StyledCloseButton = styled.button`
  display: none;
  align-self: flex-end;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    display: inline-flex;
  }
`;

export const StyledBrand = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

/** Whose agency this is: its name (for clients: whose client portal). */
export const StyledAgency = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  min-width: 0;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export const StyledSectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export const StyledNavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const StyledNav = styled.nav`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
`;

export const StyledNavLink = styled(NavLink)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export interface SidebarProps {
  id?: string;
  activeKey: NavKey;
  /** The phone menu is open: focus moves to its first link. */
  mobileOpen: boolean;
  onNavigate: () => void;
  /** Closes the phone menu (its close button). */
  onClose?: () => void;
  /** Unread messages, shown as a badge on the messages item (99+ above 99). */
  unreadCount: number;
}

export function Sidebar({ id, activeKey, mobileOpen, onNavigate, onClose, unreadCount }: SidebarProps) {
  const { t } = useTranslation(['navigation', 'common']);
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mobileOpen) navRef.current?.querySelector<HTMLElement>('a')?.focus();
  }, [mobileOpen]);
  const user = useAppSelector(selectCurrentUser);
  const { signOut, isSigningOut } = useLogout();
  const items = visibleNavItems(user?.userType);
  const agency = useGetCurrentAgencyQuery(undefined, { skip: !user });
  const agencyName = agency.data?.companyName;

  return (
    <StyledSidebar id={id} $mobileOpen={mobileOpen} aria-label={t('common:appName')}>
      {mobileOpen ? (
        <StyledCloseButton type="button" onClick={onClose}>
          {t('navigation:menu.close')}
        </StyledCloseButton>
      ) : null}
      <StyledBrand>{t('common:appName')}</StyledBrand>
      {agencyName ? (
        <StyledAgency data-testid="agency-name">
          <span>{t(user?.userType === 'client' ? 'navigation:agency.portal' : 'navigation:agency.label')}</span>{' '}
          <strong>{agencyName}</strong>
        </StyledAgency>
      ) : null}
      <StyledNav ref={navRef} aria-label={t('navigation:mainNav')}>
        {NAV_SECTIONS.map((section) => {
          const sectionItems = items.filter((item) => item.section === section);
          if (sectionItems.length === 0) return null;
          return (
            <section key={section}>
              <StyledSectionTitle>{t(`navigation:sections.${section}`)}</StyledSectionTitle>
              <StyledNavList>
                {sectionItems.map((item) => (
                  <li key={item.key}>
                    <StyledNavLink
                      to={item.path}
                      end={item.key === 'dashboard'}
                      $active={item.key === activeKey}
                      aria-current={item.key === activeKey ? 'page' : undefined}
                      onClick={onNavigate}
                    >
                      <span>{t(`navigation:items.${item.key}`)}</span>
                      {item.key === 'messages' ? (
                        <Badge
                          count={unreadCount}
                          label={t('navigation:unread', { count: unreadCount })}
                          data-testid="unread-badge"
                        />
                      ) : null}
                    </StyledNavLink>
                  </li>
                ))}
              </StyledNavList>
            </section>
          );
        })}
      </StyledNav>
      {user ? <UserCard user={user} signingOut={isSigningOut} onLogout={() => void signOut()} /> : null}
    </StyledSidebar>
  );
}
