import styled from 'styled-components';
import type { ClientApprovalStatus, TaskStatus } from '@taskflow/contracts';
import type { TaskDueState } from '@taskflow/domain';
import type { TaskflowTheme } from '@taskflow/ui';

export type ChipTone = 'neutral' | 'info' | 'warning' | 'error' | 'success';

const toneColors = (theme: TaskflowTheme, tone: ChipTone) => {
  switch (tone) {
    case 'info':
      return { bg: theme.colors.infoSubtle, fg: theme.colors.infoStrong };
    case 'warning':
      return { bg: theme.colors.warningSubtle, fg: theme.colors.warningStrong };
    case 'error':
      return { bg: theme.colors.errorSubtle, fg: theme.colors.errorStrong };
    case 'success':
      return { bg: theme.colors.successSubtle, fg: theme.colors.successStrong };
    default:
      return { bg: theme.colors.neutral100, fg: theme.colors.neutral700 };
  }
};

/** A small coloured label (screens.md colours: status, priority, due state, approval). */
export const StyledChip = styled.span<{ $tone: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: 1px ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 18px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => toneColors(theme, $tone).bg};
  color: ${({ theme, $tone }) => toneColors(theme, $tone).fg};
`;

export const STATUS_TONE: Record<TaskStatus, ChipTone> = {
  todo: 'neutral',
  in_progress: 'info',
  review: 'warning',
  completed: 'success',
};

export const PRIORITY_TONE: Record<string, ChipTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

export const DUE_TONE: Partial<Record<TaskDueState, ChipTone>> = { overdue: 'error', dueSoon: 'warning' };

export const APPROVAL_TONE: Record<ClientApprovalStatus, ChipTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};
