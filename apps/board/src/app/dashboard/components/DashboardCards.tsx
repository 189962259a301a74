import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardSummaryResponse } from '@taskflow/contracts';
import { Card, Stack, Text } from '@taskflow/ui';

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCardLink = styled(Link)`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.xl};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > * {
    height: 100%;
  }
  &:hover > * {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFigure = styled.span<{ $tone?: 'error' | 'success' }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.successStrong : theme.colors.text};
`;

interface FigureCardProps {
  to: string;
  label: string;
  value: string | number;
  hint?: string;
  tone?: 'error' | 'success';
  testId: string;
}

function FigureCard({ to, label, value, hint, tone, testId }: FigureCardProps) {
  return (
    <li>
      <StyledCardLink to={to} data-testid={testId}>
        <Card padding="lg" interactive>
          <Stack gap="xs">
            <Text size="sm" muted>
              {label}
            </Text>
            <StyledFigure $tone={tone} data-testid={`${testId}-value`}>
              {value}
            </StyledFigure>
            {hint && (
              <Text size="xs" muted>
                {hint}
              </Text>
            )}
          </Stack>
        </Card>
      </StyledCardLink>
    </li>
  );
}

export interface DashboardCardsProps {
  figures: DashboardSummaryResponse;
  /** Unread direct messages and comments together. */
  newMessages: number;
  /** A client's card counts the tasks waiting for their approval; the team's tells the approval rate. */
  isClient: boolean;
  awaitingApproval: number;
}

/** Four figures, each a link to where they come from: new messages, completed, overdue, approvals. */
export function DashboardCards({ figures, newMessages, isClient, awaitingApproval }: DashboardCardsProps) {
  const { t } = useTranslation('board');
  const satisfaction = figures.satisfaction;
  const decided = satisfaction.approved + satisfaction.rejected;
  return (
    <StyledCards aria-label={t('dashboard.cards')}>
      <FigureCard
        to="/dashboard/messages"
        label={t('dashboard.newMessages')}
        value={newMessages}
        testId="card-messages"
      />
      <FigureCard
        to="/dashboard/tasks"
        label={t('dashboard.completedTasks')}
        value={figures.completedTasks}
        tone="success"
        testId="card-completed"
      />
      <FigureCard
        to="/dashboard/tasks"
        label={t('dashboard.overdueTasks')}
        value={figures.overdueTasks}
        tone={figures.overdueTasks > 0 ? 'error' : undefined}
        testId="card-overdue"
      />
      {isClient ? (
        <FigureCard
          to="/dashboard/tasks"
          label={t('dashboard.awaitingApproval')}
          value={awaitingApproval}
          testId="card-approval"
        />
      ) : (
        <FigureCard
          to="/dashboard/tasks"
          label={t('dashboard.satisfaction')}
          value={satisfaction.percent === null ? '–' : `${satisfaction.percent} %`}
          hint={
            decided === 0
              ? t('dashboard.satisfactionNone', { days: satisfaction.periodDays })
              : t('dashboard.satisfactionHint', {
                  approved: satisfaction.approved,
                  count: decided,
                  days: satisfaction.periodDays,
                })
          }
          testId="card-satisfaction"
        />
      )}
    </StyledCards>
  );
}
