import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import type { TaskflowTheme } from '@taskflow/ui-core';
import { formatBadgeCount } from '../utils/formatBadgeCount';
import { VisuallyHidden } from '@taskflow/ui-core';

export type BadgeTone = 'primary' | 'danger' | 'neutral';

export interface BadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Shown as is up to 99, as '99+' above; nothing is rendered at 0 or less. */
  count: number;
  /** Default 'danger' (unread counters). */
  tone?: BadgeTone;
  /**
   * Accessible text replacing the bare number, e.g. t('nav.unread', { count }).
   * Without it, screen readers read the number.
   */
  label?: string;
}

const toneColors = (theme: TaskflowTheme, tone: BadgeTone) => {
  switch (tone) {
    case 'primary':
      return { bg: theme.colors.primary, fg: theme.colors.onPrimary };
    case 'neutral':
      return { bg: theme.colors.neutral200, fg: theme.colors.neutral700 };
    default:
      return { bg: theme.colors.error, fg: theme.colors.onStatus };
  }
};

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
`;

export function Badge({ count, tone = 'danger', label, ...rest }: BadgeProps) {
  const text = formatBadgeCount(count);
  if (!text) return null;
  return (
    <StyledBadge $tone={tone} {...rest}>
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <VisuallyHidden>{label}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </StyledBadge>
  );
}
