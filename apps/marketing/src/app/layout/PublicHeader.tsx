import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { LanguageSwitcher } from '@taskflow/app-providers';
import { Container } from '@taskflow/ui-core';
import { isPreLaunch } from '../launch/launch';
import { SectionLink } from './SectionLink';
import { useHideOnScroll } from './use-hide-on-scroll';

export const StyledHeader = styled.header<{ $hidden: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transform: translateY(${({ $hidden }) => ($hidden ? '-100%' : '0')});
  transition: transform ${({ theme }) => theme.transitions.normal};

  /* Keyboard users never tab into an invisible header. */
  &:focus-within {
    transform: none;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;

export const StyledHeaderInner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 64px;
`;

export const StyledLogo = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  margin-right: auto;
`;

const linkStyles = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.xs} 0`};

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledNavLink = styled(NavLink)`
  ${linkStyles}
`;

export const StyledSectionLink = styled(SectionLink)`
  ${linkStyles}
`;

const registerLinkStyles = css`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const StyledRegisterLink = styled(Link)`
  ${registerLinkStyles}
`;

export const StyledWaitlistNavLink = styled(SectionLink)`
  ${registerLinkStyles}
`;

/** Below the desktop width the eight links no longer fit in one row: they move into the menu. */
const compactNav = ({ theme }: { theme: { breakpoints: { desktop: number } } }) =>
  `@media (max-width: ${theme.breakpoints.desktop - 0.02}px)`;

/** Desktop: one row. Smaller screens: a panel under the header, open only when the menu button says so. */
export const StyledNav = styled.nav<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};

  ${compactNav} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export const StyledMenuButton = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  ${compactNav} {
    display: inline-flex;
  }
`;

/** The public header: navigation, sign-in and registration, language; hides on scroll down. */
export function PublicHeader() {
  const { t } = useTranslation(['landing', 'common']);
  const [menuOpen, setMenuOpen] = useState(false);
  const hidden = useHideOnScroll(menuOpen);
  const location = useLocation();
  const menuId = useId();
  const close = () => setMenuOpen(false);
  const navRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const preLaunch = isPreLaunch();

  // Any navigation (including the browser's back button) closes the mobile menu; its first render is none (a press
  // made on the pre-rendered page opens the menu as the app takes over).
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    setMenuOpen(false);
  }, [location.key]);

  // Opened, the menu takes the focus (its links come before its button); Escape closes it and gives it back.
  useEffect(() => {
    if (!menuOpen) return undefined;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <StyledHeader $hidden={hidden} data-testid="public-header" data-hidden={hidden}>
      <Container>
        <StyledHeaderInner>
          <StyledLogo to="/" aria-label={t('common:appName')}>
            {t('common:appName')}
          </StyledLogo>
          <StyledNav id={menuId} ref={navRef} $open={menuOpen} aria-label={t('landing:layout.mainNavigation')}>
            <StyledNavLink to="/" end onClick={close}>
              {t('landing:layout.header.home')}
            </StyledNavLink>
            <StyledNavLink to="/features" onClick={close}>
              {t('landing:layout.header.features')}
            </StyledNavLink>
            <StyledSectionLink section="pricing" onNavigate={close}>
              {t('landing:layout.header.pricing')}
            </StyledSectionLink>
            <StyledSectionLink section="about" onNavigate={close}>
              {t('landing:layout.header.about')}
            </StyledSectionLink>
            <StyledNavLink to="/freelancers" onClick={close}>
              {t('landing:layout.header.freelancers')}
            </StyledNavLink>
            <StyledNavLink to="/small-teams" onClick={close}>
              {t('landing:layout.header.smallTeams')}
            </StyledNavLink>
            {preLaunch ? (
              // Before launch there is nothing to sign in to or register for: the one action is the waitlist.
              <StyledWaitlistNavLink section="waitlist" onNavigate={close}>
                {t('landing:launch.joinWaitlist')}
              </StyledWaitlistNavLink>
            ) : (
              <>
                <StyledNavLink to="/login" onClick={close}>
                  {t('landing:layout.header.login')}
                </StyledNavLink>
                <StyledRegisterLink to="/register" onClick={close}>
                  {t('landing:layout.header.register')}
                </StyledRegisterLink>
              </>
            )}
          </StyledNav>
          {/* Pre-rendered, a press starts the app and is pressed again once it runs (docs/public-pages.md). */}
          <LanguageSwitcher />
          <StyledMenuButton
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('landing:layout.menu.close') : t('landing:layout.menu.open')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? t('landing:layout.menu.close') : t('landing:layout.menu.open')}
          </StyledMenuButton>
        </StyledHeaderInner>
      </Container>
    </StyledHeader>
  );
}
