import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { StyledSearchField } from './fields/SearchField';

export interface ToolbarProps extends ComponentPropsWithRef<'div'> {
  /** Names the row for screen readers (role="group"), e.g. "Filter and sort projects". */
  label?: string;
}

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;

  /* Fields fill their container elsewhere; in the toolbar they take their own width. */
  && > * {
    flex: 0 1 auto;
    width: auto;
    min-width: 0;
  }

  && > ${StyledSearchField} {
    flex: 1 1 240px;
  }

  ${({ theme }) => theme.media.mobile} {
    && > ${StyledSearchField} {
      flex-basis: 100%;
    }
  }
`;

/** Pushes the items after it to the end of the toolbar row (e.g. the ViewToggle). */
export const ToolbarSpacer = styled.div`
  && {
    flex: 1 1 0;
  }
`;

export const StyledToolbarItem = styled.div<{ $grow?: boolean; $minWidth?: string }>`
  && {
    flex: ${({ $grow }) => ($grow ? '1 1 240px' : '0 1 auto')};
    min-width: ${({ $minWidth }) => $minWidth ?? '0'};
  }

  ${({ theme }) => theme.media.mobile} {
    && {
      flex-basis: 100%;
    }
  }
`;

export interface ToolbarItemProps extends ComponentPropsWithRef<'div'> {
  /** Grow to fill the row (from 240 px). Default false. */
  grow?: boolean;
  /** Smallest width, e.g. '180px' for a select. */
  minWidth?: string;
}

/** Wraps a toolbar control to size it; on phones each item takes its own line. */
export function ToolbarItem({ grow = false, minWidth, ...rest }: ToolbarItemProps) {
  return <StyledToolbarItem $grow={grow} $minWidth={minWidth} {...rest} />;
}

/**
 * The row above a list (screens.md anatomy): search first, then filters, then sort, then the
 * list/grid toggle at the end. It wraps at narrow widths; its controls keep their reading order.
 */
export function Toolbar({ label, children, ...rest }: ToolbarProps) {
  return (
    <StyledToolbar role={label ? 'group' : undefined} aria-label={label} {...rest}>
      {children}
    </StyledToolbar>
  );
}
