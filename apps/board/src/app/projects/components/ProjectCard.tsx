import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectView } from '@taskflow/contracts';
import { formatDate, projectProgress, type Language } from '@taskflow/domain';
import { Button, Card, Text } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';
import { ProjectStateChip } from '../../common/components/ProjectStateChip';

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The whole card opens the project. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledCard = styled(Card)<{ $layout: 'list' | 'grid' }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  grid-template-columns: ${({ $layout }) => ($layout === 'list' ? 'minmax(0, 2fr) minmax(0, 1.2fr) auto' : '1fr')};
  align-items: center;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledBar = styled.span<{ $percent: number }>`
  display: block;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral200};
  overflow: hidden;
  &::before {
    content: '';
    display: block;
    width: ${({ $percent }) => $percent}%;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledActions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  flex-wrap: wrap;
`;

export interface ProjectCardProps {
  project: ProjectView;
  taskCount: number;
  completedTasks: number;
  now: Date;
  language: Language;
  layout: 'list' | 'grid';
  /** A client's figures count only the tasks shared with them; the card says so. */
  sharedTasksOnly?: boolean;
  onTasks: () => void;
  onDelete?: () => void;
}

/** One project of the list: name, client, state, status, progress, end date; tasks and delete actions. */
export function ProjectCard({
  project,
  taskCount,
  completedTasks,
  now,
  language,
  layout,
  sharedTasksOnly = false,
  onTasks,
  onDelete,
}: ProjectCardProps) {
  const { t } = useTranslation('board');
  const percent = projectProgress(taskCount, completedTasks);
  return (
    <StyledCard $layout={layout} padding="lg" interactive data-testid="project-card" data-project-id={project.id}>
      <div>
        <StyledHead>
          <Link to={`/dashboard/projects/${project.id}`}>{project.name}</Link>
          <ProjectStateChip project={project} now={now} />
        </StyledHead>
        <Text size="sm" muted>
          {project.clientCompany.name}
          {' · '}
          {project.endDate
            ? t('projects.endsOn', { date: formatDate(project.endDate, language) })
            : t('projects.noEnd')}
        </Text>
      </div>
      <StyledProgress>
        <span>
          <StyledChip $tone="neutral">{t(`projects.status.${project.status}`)}</StyledChip>{' '}
          {t(sharedTasksOnly ? 'projects.taskProgressShared' : 'projects.taskProgress', {
            completed: completedTasks,
            count: taskCount,
            percent,
          })}
        </span>
        <StyledBar
          $percent={percent}
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('projects.progressOf', { name: project.name })}
        />
      </StyledProgress>
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          onClick={onTasks}
          aria-label={t('projects.tasksOf', { name: project.name })}
        >
          {t('projects.tasks')}
        </Button>
        {onDelete && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('projects.deleteNamed', { name: project.name })}
          >
            {t('projects.delete')}
          </Button>
        )}
      </StyledActions>
    </StyledCard>
  );
}
