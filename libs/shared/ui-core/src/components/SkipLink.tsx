import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

export interface SkipLinkProps {
  /** id of the page's main content; it needs tabIndex={-1} to take focus. */
  targetId: string;
  /** Translated text, e.g. "Skip to content". */
  children: ReactNode;
  /** For a restyled skip link (`styled(SkipLink)`), e.g. one inside a page. */
  className?: string;
}

/** Hidden until it has keyboard focus, then shown in the top left corner above everything. */
export const StyledSkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));

  /* The shadow only while shown: hidden above the page, its blur still reached into the top left corner. */
  &:focus {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * "Skip to content": the first thing a keyboard user reaches on a page; it moves focus to the main content, past the
 * navigation. Focus moves by script, so the address stays as it is (no #fragment for the router).
 */
export function SkipLink({ targetId, children, className }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <StyledSkipLink href={`#${targetId}`} onClick={skip} className={className}>
      {children}
    </StyledSkipLink>
  );
}

/** The id SkipLink points at in the product's layouts. */
export const MAIN_CONTENT_ID = 'main-content';
