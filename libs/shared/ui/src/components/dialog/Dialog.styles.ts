import { FloatingOverlay } from '@floating-ui/react';
import styled, { keyframes } from 'styled-components';
import type { TaskflowTheme } from '@taskflow/ui-core';

export type DialogSize = 'sm' | 'md' | 'lg';

const widths = (theme: TaskflowTheme): Record<DialogSize, string> => ({
  sm: theme.sizes.dialogSm,
  md: theme.sizes.dialogMd,
  lg: theme.sizes.dialogLg,
});

// Opacity only: a transform would make the dialog the containing block of fixed drop-downs.
const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const StyledDialogOverlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.normal};

  ${({ theme }) => theme.media.mobile} {
    align-items: stretch;
    padding: 0;
  }
`;

export const StyledDialog = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => widths(theme)[$size]};
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.xl});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;

  /* At phone width a dialog is a full-screen sheet; a small one (a confirmation) a bottom sheet. */
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    ${({ theme, $size }) =>
      $size === 'sm'
        ? `
      align-self: flex-end;
      max-height: 90dvh;
      border-radius: ${theme.radii.xl} ${theme.radii.xl} 0 0;
    `
        : `
      height: 100dvh;
      max-height: none;
      border-radius: 0;
    `}
  }
`;

export const StyledDialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const StyledDialogHeading = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledDialogTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
`;

export const StyledDialogDescription = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const StyledDialogClose = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textSubtle};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledDialogBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }

  &:empty {
    display: none;
  }
`;

export const StyledDialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl} ${theme.space.xl}`};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
