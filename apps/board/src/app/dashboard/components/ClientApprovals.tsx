import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TaskView } from '@taskflow/contracts';
import { formatDate } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, Heading, Text } from '@taskflow/ui';
import { APPROVAL_TONE, StyledChip } from '../../common/components/TaskChips';
import { StyledList, StyledSectionHead } from './DashboardSection.styles';

/** How many waiting tasks the dashboard lists (the task list has them all). */
export const DASHBOARD_APPROVAL_ITEMS = 5;

/** The client's tasks that wait for their decision, the longest-waiting change first by its last update. */
export function tasksAwaitingApproval(tasks: readonly TaskView[]): TaskView[] {
  return tasks
    .filter((task) => task.requiresClientApproval && task.clientApprovalStatus === 'pending')
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.title.localeCompare(b.title));
}

const StyledRow = styled(Link)`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  color: inherit;
  text-decoration: none;
  &:hover strong {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
`;

const StyledText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1 1 220px;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledAction = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: auto;
`;

const StyledCta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

export interface ClientApprovalsProps {
  tasks: TaskView[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The client's dashboard: the tasks the agency asked them to approve. Each row opens the task (its files, comments
 * and the approve / reject decision) on the board.
 */
export function ClientApprovals({ tasks, isLoading, isError, onRetry }: ClientApprovalsProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const waiting = tasksAwaitingApproval(tasks ?? []);
  const shown = waiting.slice(0, DASHBOARD_APPROVAL_ITEMS);

  return (
    <Card padding="lg" as="section" aria-labelledby="dashboard-approvals" data-testid="dashboard-approvals">
      <StyledSectionHead>
        <Heading level={3} size="lg" id="dashboard-approvals">
          {t('dashboard.approvals.title')}
          {tasks ? ` · ${waiting.length}` : ''}
        </Heading>
        {waiting.length > shown.length ? <Link to="/dashboard/tasks">{t('dashboard.approvals.allTasks')}</Link> : null}
      </StyledSectionHead>
      {isError ? (
        <Text muted size="sm" role="alert">
          {t('dashboard.approvals.loadError')}{' '}
          <Button size="sm" variant="ghost" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </Text>
      ) : isLoading ? (
        <Text muted size="sm">
          {t('dashboard.loading')}
        </Text>
      ) : shown.length === 0 ? (
        <Text muted size="sm">
          {t('dashboard.approvals.empty')}
        </Text>
      ) : (
        <StyledList>
          {shown.map((task) => (
            <li key={task.id}>
              <StyledRow to={`/dashboard/kanban?projectId=${task.projectId}&taskId=${task.id}`}>
                <StyledText>
                  <strong>{task.title}</strong>
                  <span>
                    {task.project?.name ?? ''}
                    {task.dueDate
                      ? ` · ${t('dashboard.approvals.due', { date: formatDate(task.dueDate, language) })}`
                      : ''}
                  </span>
                </StyledText>
                <StyledAction>
                  <StyledChip $tone={APPROVAL_TONE.pending}>{t('task.approval.pending')}</StyledChip>
                  <StyledCta>
                    {t('dashboard.approvals.review')}
                    <span aria-hidden="true"> →</span>
                  </StyledCta>
                </StyledAction>
              </StyledRow>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
