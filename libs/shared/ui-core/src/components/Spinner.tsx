import type { ComponentPropsWithRef } from 'react';
import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends ComponentPropsWithRef<'span'> {
  /** Default 'md'. */
  size?: SpinnerSize;
  /**
   * Accessible name. Without it the spinner is decorative (aria-hidden), which is right when
   * a visible label or aria-busy on the surrounding element already says what is loading.
   */
  label?: string;
}

const spinnerSizes: Record<SpinnerSize, string> = { sm: '14px', md: '20px', lg: '32px' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => spinnerSizes[$size]};
  height: ${({ $size }) => spinnerSizes[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '3px' : '2px')} solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  opacity: 0.85;
  animation: ${spin} 0.75s linear infinite;
`;

export function Spinner({ size = 'md', label, ...rest }: SpinnerProps) {
  const a11y = label ? { role: 'img' as const, 'aria-label': label } : { 'aria-hidden': true as const };
  return <StyledSpinner data-testid="spinner" $size={size} {...a11y} {...rest} />;
}
