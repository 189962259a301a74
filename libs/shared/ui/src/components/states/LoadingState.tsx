import styled, { keyframes } from 'styled-components';
import { LoadingView } from '@taskflow/ui-core';
import { VisuallyHidden } from '@taskflow/ui-core';

export interface LoadingStateProps {
  /** What is loading, for screen readers (and under the spinner), e.g. t('common:loading'). */
  label: string;
  /** 'skeleton' (default) shows grey placeholder rows shaped like the content; 'spinner' the shared spinner. */
  variant?: 'skeleton' | 'spinner';
  /** Number of skeleton rows. Default 5. */
  rows?: number;
  /** 'cards' draws the rows as a grid of cards (for grid view). Default 'rows'. */
  layout?: 'rows' | 'cards';
}

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

export const StyledSkeleton = styled.div<{ $layout: 'rows' | 'cards' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: ${({ $layout }) => ($layout === 'cards' ? 'repeat(auto-fill, minmax(240px, 1fr))' : '1fr')};
`;

export const StyledSkeletonRow = styled.div<{ $layout: 'rows' | 'cards' }>`
  display: flex;
  flex-direction: ${({ $layout }) => ($layout === 'cards' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'cards' ? 'stretch' : 'center')};
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $layout }) => ($layout === 'cards' ? '120px' : '56px')};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const StyledSkeletonBar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral200};
  animation: ${pulse} 1.6s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

// Varied bar widths look like real text rather than a barcode.
const widths = ['45%', '60%', '35%', '55%', '40%'];

/**
 * The content area while loading: skeleton rows shaped like the list (default) or the shared
 * spinner. Either way a polite status tells screen readers what is loading.
 */
export function LoadingState({ label, variant = 'skeleton', rows = 5, layout = 'rows' }: LoadingStateProps) {
  if (variant === 'spinner') return <LoadingView label={label} />;
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <StyledSkeleton aria-hidden="true" data-testid="skeleton" $layout={layout}>
        {Array.from({ length: rows }, (_, index) => (
          <StyledSkeletonRow key={index} $layout={layout}>
            <StyledSkeletonBar $width={widths[index % widths.length]} />
            <StyledSkeletonBar $width="20%" />
          </StyledSkeletonRow>
        ))}
      </StyledSkeleton>
    </div>
  );
}
