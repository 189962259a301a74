import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

export interface LoadingViewProps extends ComponentPropsWithRef<'div'> {
  /** Visible text under the spinner, e.g. t('common.loading'). */
  label: string;
  /** Fill the viewport height instead of a comfortable block. Default false. */
  fullScreen?: boolean;
}

export const StyledLoadingView = styled.div<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ $fullScreen }) => ($fullScreen ? '100vh' : '240px')};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledLoadingLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function LoadingView({ label, fullScreen = false, ...rest }: LoadingViewProps) {
  return (
    <StyledLoadingView role="status" aria-live="polite" $fullScreen={fullScreen} {...rest}>
      <Spinner size="lg" />
      <StyledLoadingLabel>{label}</StyledLoadingLabel>
    </StyledLoadingView>
  );
}
