import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LanguageSwitcher, type PageHeaderAction } from '@taskflow/app-providers';
import { Button, Heading } from '@taskflow/ui';
import { Breadcrumbs, type Crumb } from './components/Breadcrumbs';

export const StyledTopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    flex-wrap: wrap;
  }
`;

export const StyledMenuButton = styled.button`
  display: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;

  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}px) {
    display: inline-flex;
  }
`;

export const StyledTitle = styled.div`
  flex: 1;
  min-width: 0;

  /* On a phone a long title ends in an ellipsis rather than breaking inside its words. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    h1 {
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    }
  }

  /* The heading takes the focus after a navigation (tabIndex -1) to start the page there; it is no control. */
  h1:focus {
    outline: none;
  }
`;

/** On a phone the page's action takes a row of its own below the title. */
export const StyledPageAction = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    order: 3;
    flex-basis: 100%;
  }
`;

export interface TopBarProps {
  title: string;
  action?: PageHeaderAction;
  /** Translated trail above the title, ending with the current page; empty on first-level pages. */
  breadcrumbs: readonly Crumb[];
  /** The page's heading, focused after a navigation. */
  headingRef?: Ref<HTMLHeadingElement>;
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Whether the phone menu (the sidebar, id menuId) is open. */
  menuOpen?: boolean;
  menuId?: string;
  onOpenMenu: () => void;
  /** A remote's part of the top bar (the board's running timer), before the language switcher. */
  item?: ReactNode;
}

/** Page title (with breadcrumbs below a list page), the page's optional action and the language switcher. */
export function TopBar({
  title,
  action,
  breadcrumbs,
  headingRef,
  menuButtonRef,
  menuOpen = false,
  menuId,
  onOpenMenu,
  item,
}: TopBarProps) {
  const { t } = useTranslation('navigation');
  return (
    <StyledTopBar>
      <StyledMenuButton
        ref={menuButtonRef}
        type="button"
        aria-label={t('menu.open')}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onOpenMenu}
      >
        ☰
      </StyledMenuButton>
      <StyledTitle>
        <Breadcrumbs crumbs={breadcrumbs} />
        <Heading level={1} size="xl" ref={headingRef} tabIndex={-1}>
          {title}
        </Heading>
      </StyledTitle>
      {action ? (
        <StyledPageAction onClick={action.onClick} disabled={action.disabled} data-testid="page-action">
          {action.label}
        </StyledPageAction>
      ) : null}
      {item}
      <LanguageSwitcher />
    </StyledTopBar>
  );
}
