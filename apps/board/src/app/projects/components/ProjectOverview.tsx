import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ProjectView } from '@taskflow/contracts';
import type { ProjectTaskSummary } from '@taskflow/domain';
import { Button, Heading, Stack, Text } from '@taskflow/ui';
import { ProjectStateChip } from '../../common/components/ProjectStateChip';
import { StyledChip } from '../../common/components/TaskChips';
import { ProjectFacts } from './ProjectFacts';

const StyledText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledBar = styled.span<{ $percent: number }>`
  display: block;
  height: 8px;
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

const StyledLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ProjectOverviewProps {
  project: ProjectView;
  summary: Pick<ProjectTaskSummary, 'completedTasks' | 'taskCount' | 'progress'>;
  now: Date;
  /** A client sees the tasks shared with them, and no notes. */
  isClient: boolean;
  /** Offered when the project may be completed now. */
  onComplete?: () => void;
  /** Offered with canEditProjects. */
  onEdit?: () => void;
  /** Offered to those who may manage project templates. */
  onSaveAsTemplate?: () => void;
}

/** The project detail's head: name and state, Mark complete and Edit, description, facts, progress, notes, links. */
export function ProjectOverview({
  project,
  summary,
  now,
  isClient,
  onComplete,
  onEdit,
  onSaveAsTemplate,
}: ProjectOverviewProps) {
  const { t } = useTranslation('board');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
        <Stack gap="xs">
          <Heading level={2} id="project-name">
            {project.name}
          </Heading>
          <Stack direction="horizontal" gap="xs" wrap>
            <ProjectStateChip project={project} now={now} />
            <StyledChip $tone="neutral">{t(`projects.status.${project.status}`)}</StyledChip>
          </Stack>
        </Stack>
        <Stack direction="horizontal" gap="sm" wrap>
          {onComplete && (
            <Button variant="primary" onClick={onComplete}>
              {t('projectDetail.markComplete')}
            </Button>
          )}
          {onEdit && (
            <Button variant="secondary" onClick={onEdit}>
              {t('projectDetail.edit')}
            </Button>
          )}
          {onSaveAsTemplate && (
            <Button variant="secondary" onClick={onSaveAsTemplate}>
              {t('templates.saveAs.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <StyledText>{project.description || t('projectDetail.noDescription')}</StyledText>
      <ProjectFacts project={project} isClient={isClient} />
      <Stack gap="xs">
        <Text size="sm" weight="medium">
          {t(isClient ? 'projects.taskProgressShared' : 'projects.taskProgress', {
            completed: summary.completedTasks,
            count: summary.taskCount,
            percent: summary.progress,
          })}
        </Text>
        <StyledBar
          $percent={summary.progress}
          role="progressbar"
          aria-valuenow={summary.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('projects.progressOf', { name: project.name })}
        />
      </Stack>
      {!isClient && (
        <Stack gap="xs" data-testid="project-notes">
          <Text size="xs" muted>
            {t('projectDetail.notes')}
          </Text>
          <StyledText>{project.notes || t('projectDetail.noNotes')}</StyledText>
        </Stack>
      )}
      <StyledLinks aria-label={t('projectDetail.links')}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('projectDetail.toTasksOf', { name: project.name })}
          onClick={() => navigate(`/dashboard/tasks?projectId=${project.id}`)}
        >
          {t('projectDetail.toTasks')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('projectDetail.toKanbanOf', { name: project.name })}
          onClick={() => navigate(`/dashboard/kanban?projectId=${project.id}`)}
        >
          {t('projectDetail.toKanban')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('projectDetail.toMessagesOf', { name: project.name })}
          onClick={() => navigate(`/dashboard/messages?projectId=${project.id}`)}
        >
          {t('projectDetail.toMessages')}
        </Button>
      </StyledLinks>
    </Stack>
  );
}
