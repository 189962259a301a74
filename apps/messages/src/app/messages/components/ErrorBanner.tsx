import styled from 'styled-components';
import { Button } from '@taskflow/ui';

export const StyledErrorBanner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.errorStrong};
  background: ${({ theme }) => theme.colors.errorSubtle};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export interface ErrorBannerProps {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
}

/** A failure the user should know about, in the area where it happened, until dismissed. */
export function ErrorBanner({ message, dismissLabel, onDismiss }: ErrorBannerProps) {
  return (
    <StyledErrorBanner role="alert">
      <span>{message}</span>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </StyledErrorBanner>
  );
}
