import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectView } from '@taskflow/contracts';
import { usePermissions } from '@taskflow/store';
import { Card, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { StyledButtonLink, StyledPlainList } from './CustomerDetail.styles';

export interface CustomerProjectsProps {
  /** The customer's projects (from the board's project list). */
  projects: ProjectView[];
  isLoading: boolean;
  customerId: string;
}

/** The customer's projects, active and completed, and New project with canCreateProjects. */
export function CustomerProjects({ projects, isLoading, customerId }: CustomerProjectsProps) {
  const { t } = useTranslation('board');
  const permissions = usePermissions();
  const active = projects.filter((project) => project.isActive);
  const completed = projects.filter((project) => !project.isActive);
  const group = (title: string, items: ProjectView[], testId: string) =>
    items.length === 0 ? null : (
      <Stack gap="sm" data-testid={testId}>
        <Heading level={3} size="md">
          {title} · {items.length}
        </Heading>
        <StyledPlainList>
          {items.map((project) => (
            <li key={project.id}>
              <Link to={`/dashboard/projects/${project.id}`}>{project.name}</Link>
            </li>
          ))}
        </StyledPlainList>
      </Stack>
    );
  return (
    <Card padding="lg" as="section" aria-labelledby="customer-projects-title">
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="center" gap="sm">
          <Heading level={2} size="lg" id="customer-projects-title">
            {t('customers.detail.projects')}
          </Heading>
          {permissions.has('canCreateProjects') ? (
            <StyledButtonLink to={`/dashboard/projects/add?clientId=${customerId}`}>
              {t('customers.detail.newProject')}
            </StyledButtonLink>
          ) : null}
        </Stack>
        {isLoading ? (
          <LoadingState label={t('customers.detail.loading')} rows={2} />
        ) : projects.length === 0 ? (
          <Text muted>{t('customers.detail.noProjects')}</Text>
        ) : (
          <>
            {group(t('customers.detail.activeProjects'), active, 'active-projects')}
            {group(t('customers.detail.completedProjects'), completed, 'completed-projects')}
          </>
        )}
      </Stack>
    </Card>
  );
}
