import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StyledFormAlert = styled.div<{ $tone: 'error' | 'success' }>`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorSubtle : theme.colors.successSubtle)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.errorStrong : theme.colors.successStrong)};
`;

/** The message of a failed (or finished) form submission, announced to screen readers. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <StyledFormAlert role={tone === 'error' ? 'alert' : 'status'} $tone={tone}>
      {children}
    </StyledFormAlert>
  );
}
