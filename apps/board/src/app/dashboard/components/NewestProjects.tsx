import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProjectProgressView, ProjectView } from '@taskflow/contracts';
import { projectProgress } from '@taskflow/domain';
import { Card, Heading, Text } from '@taskflow/ui';
import { ProjectStateChip } from '../../common/components/ProjectStateChip';
import { StyledList, StyledRowLink, StyledRowText, StyledSectionHead } from './DashboardSection.styles';

export interface NewestProjectsProps {
  /** The newest projects (a client's: theirs). */
  projects: ProjectView[];
  progressOf: ReadonlyMap<string, ProjectProgressView>;
  now: Date;
  /** A client reads "your projects", and progress over the tasks shared with them. */
  isClient: boolean;
}

/** The newest projects with their customer, progress and state, each opening the project. */
export function NewestProjects({ projects, progressOf, now, isClient }: NewestProjectsProps) {
  const { t } = useTranslation('board');
  return (
    <Card padding="lg" as="section" aria-labelledby="dashboard-projects">
      <StyledSectionHead>
        <Heading level={3} size="lg" id="dashboard-projects">
          {isClient ? t('dashboard.yourProjects') : t('dashboard.newestProjects')}
        </Heading>
        <Link to="/dashboard/projects">{t('dashboard.allProjects')}</Link>
      </StyledSectionHead>
      {projects.length === 0 ? (
        <Text muted size="sm">
          {isClient ? t('dashboard.noProjectsClient') : t('dashboard.noProjects')}
        </Text>
      ) : (
        <StyledList data-testid="dashboard-projects">
          {projects.map((project) => {
            const entry = progressOf.get(project.id);
            const percent = projectProgress(entry?.taskCount ?? 0, entry?.completedTasks ?? 0);
            return (
              <li key={project.id}>
                <StyledRowLink to={`/dashboard/projects/${project.id}`}>
                  <StyledRowText>
                    <strong>{project.name}</strong>
                    <span>
                      {project.clientCompany.name} ·{' '}
                      {t(isClient ? 'projects.progressShared' : 'projects.progress', { percent })}
                    </span>
                  </StyledRowText>
                  <ProjectStateChip project={project} now={now} variant="dashboard" />
                </StyledRowLink>
              </li>
            );
          })}
        </StyledList>
      )}
    </Card>
  );
}
