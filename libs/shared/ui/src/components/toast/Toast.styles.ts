import styled, { css, keyframes } from 'styled-components';
import { TOAST_EXIT_DURATION_MS } from '../../constants';
import type { TaskflowTheme } from '@taskflow/ui-core';
import type { ToastType } from '../../state/toastReducer';
import { TOAST_FLOOR_PROPERTY } from '../../hooks/useToastFloor';

export const toastAccent = (theme: TaskflowTheme, type: ToastType): string => {
  switch (type) {
    case 'success':
      return theme.colors.success;
    case 'error':
      return theme.colors.error;
    case 'warning':
      return theme.colors.warning;
    default:
      return theme.colors.info;
  }
};

const toastSubtle = (theme: TaskflowTheme, type: ToastType): string => {
  switch (type) {
    case 'success':
      return theme.colors.successSubtle;
    case 'error':
      return theme.colors.errorSubtle;
    case 'warning':
      return theme.colors.warningSubtle;
    default:
      return theme.colors.infoSubtle;
  }
};

const enter = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: translateX(0); }
`;

const exit = keyframes`
  from { opacity: 1; transform: translateX(0); }
  to { opacity: 0; transform: translateX(16px); }
`;

const shrink = keyframes`
  from { transform: scaleX(1); }
  to { transform: scaleX(0); }
`;

// Bottom right (full width at the bottom on phones), where no header control, page action or dialog close button is;
// lifted above a dialog's footer or a sticky save bar in view (useToastFloor).
export const StyledToastRegion = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: calc(${({ theme }) => theme.space.lg} + var(${TOAST_FLOOR_PROPERTY}, 0px));
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.sizes.toastWidth}, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.lg} - var(${TOAST_FLOOR_PROPERTY}, 0px));
  overflow: hidden;
  pointer-events: none;

  &:empty {
    display: none;
  }

  &[data-paused] [data-testid='toast-progress'] {
    animation-play-state: paused;
  }

  ${({ theme }) => theme.media.mobile} {
    right: ${({ theme }) => theme.space.sm};
    bottom: calc(${({ theme }) => theme.space.sm} + var(${TOAST_FLOOR_PROPERTY}, 0px));
    left: ${({ theme }) => theme.space.sm};
    width: auto;
  }
`;

export const StyledToast = styled.div<{ $type: ToastType; $exiting: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  overflow: hidden;
  pointer-events: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $type }) => toastAccent(theme, $type)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $exiting }) =>
    $exiting
      ? css`
          ${exit} ${TOAST_EXIT_DURATION_MS}ms ease-in forwards
        `
      : css`
          ${enter} 200ms ease-out
        `};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
    ${({ $exiting }) => ($exiting ? 'opacity: 0; transition: opacity 0.01ms;' : '')}
  }
`;

export const StyledToastIcon = styled.span<{ $type: ToastType }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin-top: 1px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $type }) => toastAccent(theme, $type)};
  background: ${({ theme, $type }) => toastSubtle(theme, $type)};
`;

export const StyledToastBody = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

export const StyledToastTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledToastMessage = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledToastClose = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -2px -2px 0 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textSubtle};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledToastProgress = styled.span<{ $type: ToastType }>`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 3px;
  background: ${({ theme, $type }) => toastAccent(theme, $type)};
  opacity: 0.7;
  transform-origin: left center;
  animation-name: ${shrink};
  animation-timing-function: linear;
  animation-fill-mode: forwards;
`;
