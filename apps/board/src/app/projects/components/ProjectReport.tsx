import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { TASK_STATUSES } from '@taskflow/contracts';
import { formatDate, formatDateTime, formatHours, localDay, type Language } from '@taskflow/domain';
import { Button, Card, ErrorState, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { useProjectReportQuery } from '../state/projects.api';

/** Printing shows the report alone. */
const PrintOnlyReport = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-print-hidden] { display: none !important; }
  }
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledTable = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface ProjectReportProps {
  projectId: string;
  projectName: string;
  language: Language;
}

/** The project report (canAccessReports): tasks per status, hours, overdue tasks, approval decisions; printable. */
export function ProjectReport({ projectId, projectName, language }: ProjectReportProps) {
  const { t } = useTranslation('board');
  const report = useProjectReportQuery({ id: projectId, today: localDay(new Date()) });

  let content;
  if (report.isLoading) content = <LoadingState label={t('report.loading')} rows={3} />;
  else if (report.isError || !report.data)
    content = (
      <ErrorState
        message={t('report.loadError')}
        retryLabel={t('common:actions.retry')}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  else {
    const data = report.data;
    content = (
      <Stack gap="lg">
        <Text size="xs" muted>
          {t('report.generated', { date: formatDateTime(data.generatedAt, language) })}
        </Text>
        <StyledFigures aria-label={t('report.byStatus')} data-testid="report-status">
          {TASK_STATUSES.map((status) => (
            <div key={status}>
              <dt>{t(`task.status.${status}`)}</dt>
              <dd>{data.tasksByStatus[status]}</dd>
            </div>
          ))}
        </StyledFigures>
        <StyledFigures aria-label={t('report.hours')}>
          <div>
            <dt>{t('report.hoursOpen')}</dt>
            <dd>{formatHours(data.estimatedHours.open, language)}</dd>
          </div>
          <div>
            <dt>{t('report.hoursDone')}</dt>
            <dd>{formatHours(data.estimatedHours.done, language)}</dd>
          </div>
          <div>
            <dt>{t('report.unestimated')}</dt>
            <dd>{data.estimatedHours.unestimatedTasks}</dd>
          </div>
        </StyledFigures>
        <Stack gap="xs">
          <Heading level={4} size="md">
            {t('report.overdue', { count: data.overdueTasks.length })}
          </Heading>
          {data.overdueTasks.length === 0 ? (
            <Text size="sm" muted>
              {t('report.noOverdue')}
            </Text>
          ) : (
            <StyledTable data-testid="report-overdue">
              {data.overdueTasks.map((task) => (
                <li key={task.id}>
                  <span>{task.title}</span>
                  <Text as="span" size="sm" muted>
                    {t('task.due.on', { date: formatDate(task.dueDate, language) })}
                    {task.assignedTo ? ` · ${task.assignedTo.firstName} ${task.assignedTo.lastName}` : ''}
                  </Text>
                </li>
              ))}
            </StyledTable>
          )}
        </Stack>
        <Stack gap="xs">
          <Heading level={4} size="md">
            {t('report.approvals')}
          </Heading>
          <Text size="sm" muted>
            {t('report.approvalCounts', {
              pending: data.approvals.pending,
              approved: data.approvals.approved,
              rejected: data.approvals.rejected,
            })}
          </Text>
          {data.approvals.decisions.length > 0 && (
            <StyledTable data-testid="report-decisions">
              {data.approvals.decisions.map((decision) => (
                <li key={decision.id}>
                  <span>
                    {decision.taskTitle}: {t(`task.approval.${decision.status}`)}
                    {decision.comment ? ` – „${decision.comment}“` : ''}
                  </span>
                  <Text as="span" size="sm" muted>
                    {decision.actor ? `${decision.actor.firstName} ${decision.actor.lastName} · ` : ''}
                    {formatDate(decision.createdAt, language)}
                  </Text>
                </li>
              ))}
            </StyledTable>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Card padding="lg" as="section" aria-labelledby="project-report" data-print-area data-testid="project-report">
      <PrintOnlyReport />
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="center" wrap>
          <Heading level={3} size="lg" id="project-report">
            {t('report.title', { name: projectName })}
          </Heading>
          <span data-print-hidden>
            <Button size="sm" variant="secondary" onClick={() => window.print()} disabled={!report.data}>
              {t('report.print')}
            </Button>
          </span>
        </Stack>
        {content}
      </Stack>
    </Card>
  );
}
