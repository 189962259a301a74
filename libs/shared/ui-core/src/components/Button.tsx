import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import type { TaskflowTheme } from '../theme/theme';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Stretch to the width of the parent. */
  fullWidth?: boolean;
}

const variantStyles = (theme: TaskflowTheme, variant: ButtonVariant) => {
  const c = theme.colors;
  switch (variant) {
    case 'secondary':
      return css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.borderStrong};
        &:hover:not(:disabled) {
          background: ${c.surfaceMuted};
        }
        &:active:not(:disabled) {
          background: ${c.neutral200};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${c.primary};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${c.primarySubtle};
        }
        &:active:not(:disabled) {
          background: ${c.neutral200};
        }
      `;
    case 'danger':
      return css`
        background: ${c.error};
        color: ${c.onStatus};
        border-color: ${c.error};
        &:hover:not(:disabled) {
          background: ${c.errorStrong};
          border-color: ${c.errorStrong};
        }
      `;
    default:
      return css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        &:hover:not(:disabled) {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
        &:active:not(:disabled) {
          background: ${c.primaryActive};
        }
      `;
  }
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
  $loading: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-height: ${({ $size }) => ($size === 'sm' ? '32px' : '40px')};
  padding: ${({ theme, $size }) => ($size === 'sm' ? `${theme.space.xs} ${theme.space.md}` : `${theme.space.sm} ${theme.space.lg}`)};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  user-select: none;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};

  ${({ theme, $variant }) => variantStyles(theme, $variant)}

  &:disabled {
    cursor: ${({ $loading }) => ($loading ? 'progress' : 'not-allowed')};
    opacity: ${({ $loading }) => ($loading ? 0.8 : 0.55)};
  }
`;

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      // Keyed by its role: a button never turns into a submit (or reset) button, or one of another form, in place.
      // Browsers re-render between a click's handlers and its default action, so a button that became Save during
      // its own click would submit the form it had just opened; a new element leaves that click without effect.
      key={`${type}:${rest.form ?? ''}`}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      $loading={loading}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </StyledButton>
  );
}
