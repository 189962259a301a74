import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@taskflow/ui-core';

export interface FilterBannerProps {
  /** What the list is filtered by, e.g. "Showing projects of ACME Corp". */
  children: ReactNode;
  /** Label of the clear button, e.g. "Show all projects". */
  clearLabel: string;
  /** Removes the filter (typically drops the query parameter from the URL). */
  onClear: () => void;
}

export const StyledFilterBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.infoStrong};
  background: ${({ theme }) => theme.colors.infoSubtle};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

/**
 * Shows a filter that came from the URL (?customerId=, ?projectId=) with a button to clear it.
 * A polite status, so arriving at a filtered list is announced.
 */
export function FilterBanner({ children, clearLabel, onClear }: FilterBannerProps) {
  return (
    <StyledFilterBanner role="status">
      <span>{children}</span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {clearLabel}
      </Button>
    </StyledFilterBanner>
  );
}
