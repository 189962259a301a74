import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { DashboardSummaryResponse } from '@taskflow/contracts';
import { Card, Heading, Stack } from '@taskflow/ui';

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  div {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    order: -1;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DashboardWelcomeProps {
  firstName: string | undefined;
  figures: Pick<DashboardSummaryResponse, 'activeProjects' | 'openTasks' | 'customers'>;
  /** A client sees no customer count. */
  isClient: boolean;
}

/** The greeting with the main counts: active projects, open tasks and (for the team) customers. */
export function DashboardWelcome({ firstName, figures, isClient }: DashboardWelcomeProps) {
  const { t } = useTranslation('board');
  return (
    <Card padding="xl">
      <Stack gap="md">
        <Heading level={2}>
          {firstName ? t('dashboard.welcomeName', { name: firstName }) : t('dashboard.welcome')}
        </Heading>
        <StyledFigures aria-label={t('dashboard.figures')}>
          <div>
            <dt>{t('dashboard.activeProjects', { count: figures.activeProjects })}</dt>
            <dd data-testid="figure-active-projects">{figures.activeProjects}</dd>
          </div>
          <div>
            <dt>{t('dashboard.openTasks', { count: figures.openTasks })}</dt>
            <dd data-testid="figure-open-tasks">{figures.openTasks}</dd>
          </div>
          {isClient ? null : (
            <div>
              <dt>{t('dashboard.customers', { count: figures.customers })}</dt>
              <dd data-testid="figure-customers">{figures.customers}</dd>
            </div>
          )}
        </StyledFigures>
      </Stack>
    </Card>
  );
}
