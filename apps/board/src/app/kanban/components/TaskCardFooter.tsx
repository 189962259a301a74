import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, hasRecentClientActivity } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, EyeIcon, Menu, VisuallyHidden } from '@taskflow/ui';
import { DUE_TONE } from '../../common/components/TaskChips';
import { TimerButton } from '../../common/components/TimerButton';
import { RepeatIcon } from '../../common/recurrence/components/RepeatIcon';
import { BOARD_COLUMNS } from '../utils/board-columns';
import type { TaskCardProps } from './TaskCard';

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  row-gap: ${({ theme }) => theme.space.xs};
  gap: ${({ theme }) => theme.space.sm};
  min-height: 28px;
`;

const StyledMarker = styled.span<{ $tone: 'primary' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.warningStrong)};
  svg {
    width: 16px;
    height: 16px;
  }
`;

const StyledUnreadDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warning};
`;

const StyledDueDate = styled.span<{ $tone?: string }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.colors.errorStrong
      : $tone === 'warning'
        ? theme.colors.warningStrong
        : theme.colors.textMuted};
`;

const StyledMoveMenu = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

export interface TaskCardFooterProps extends Pick<TaskCardProps, 'task' | 'now' | 'canMove' | 'onMove'> {
  dueTone: (typeof DUE_TONE)[keyof typeof DUE_TONE];
}

/** A card's last line: assignee, client markers, due date, the timer and the keyboard "Move to" menu. */
export function TaskCardFooter({ task, now, canMove, onMove, dueTone }: TaskCardFooterProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const assignee = task.assignedTo;
  const assigneeName = assignee ? `${assignee.firstName} ${assignee.lastName}` : null;
  return (
    <StyledFooter>
      {assigneeName ? (
        <Avatar
          size="sm"
          firstName={assignee?.firstName}
          lastName={assignee?.lastName}
          label={t('task.assignedTo', { name: assigneeName })}
        />
      ) : (
        <VisuallyHidden>{t('task.unassigned')}</VisuallyHidden>
      )}
      {task.isClientVisible && (
        <StyledMarker $tone="primary" title={t('task.clientVisible')} data-testid="client-visible">
          <EyeIcon aria-hidden="true" />
          <VisuallyHidden>{t('task.clientVisible')}</VisuallyHidden>
        </StyledMarker>
      )}
      {task.recurrence && (
        <StyledMarker $tone="primary" title={t('recurrence.cardLabel')} data-testid="recurring">
          <RepeatIcon />
          <VisuallyHidden>{t('recurrence.cardLabel')}</VisuallyHidden>
        </StyledMarker>
      )}
      {hasRecentClientActivity(task, now) && (
        <StyledMarker $tone="warning" title={t('task.recentClientActivity')} data-testid="recent-client-activity">
          <StyledUnreadDot aria-hidden="true" />
          <VisuallyHidden>{t('task.recentClientActivity')}</VisuallyHidden>
        </StyledMarker>
      )}
      {task.dueDate && (
        <StyledDueDate $tone={dueTone}>{t('task.due.on', { date: formatDate(task.dueDate, language) })}</StyledDueDate>
      )}
      <StyledMoveMenu>
        <TimerButton task={task} />
        {canMove && (
          <Menu
            label={t('kanban.moveTask', { title: task.title })}
            trigger={t('kanban.moveTo')}
            triggerVariant="ghost"
            items={BOARD_COLUMNS.map((status) => ({
              id: status,
              label: t(`task.status.${status}`),
              disabled: status === task.status,
              onSelect: () => onMove(task, status, 'menu'),
            }))}
          />
        )}
      </StyledMoveMenu>
    </StyledFooter>
  );
}
