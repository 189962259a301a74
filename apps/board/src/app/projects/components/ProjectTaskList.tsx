import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskView } from '@taskflow/contracts';
import { sortTasksByDueDate } from '@taskflow/domain';
import { Card, EyeIcon, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { QueryGate, type GatedQuery } from '../../common/components/QueryGate';
import { STATUS_TONE, StyledChip } from '../../common/components/TaskChips';

const StyledTaskList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    background: none;
    border: 0;
    cursor: pointer;
  }
  button:hover > span:first-of-type {
    color: ${({ theme }) => theme.colors.primary};
  }
  button > span:first-of-type {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledEye = styled(EyeIcon)`
  width: 14px;
  height: 14px;
  flex: none;
  color: ${({ theme }) => theme.colors.primary};
`;

export interface ProjectTaskListProps {
  /** The project's tasks (kept live by the project's room). */
  query: GatedQuery<TaskView[]>;
  /** The team sees which tasks the client sees. */
  isClient: boolean;
  onOpen: (taskId: string) => void;
}

/** The project's tasks by due date, each opening the task modal. */
export function ProjectTaskList({ query, isClient, onOpen }: ProjectTaskListProps) {
  const { t } = useTranslation('board');
  return (
    <Card padding="lg" as="section" aria-labelledby="project-tasks">
      <Stack gap="sm">
        <Heading level={3} size="lg" id="project-tasks">
          {t('projectDetail.tasks', { count: query.data?.length ?? 0 })}
        </Heading>
        <QueryGate
          query={query}
          loading={<LoadingState label={t('projects.loading')} rows={3} />}
          errorMessage={t('kanban.loadError')}
        >
          {(tasks) =>
            tasks.length === 0 ? (
              <Text size="sm" muted>
                {t('projectDetail.noTasks')}
              </Text>
            ) : (
              <StyledTaskList data-testid="project-tasks">
                {sortTasksByDueDate(tasks).map((task) => (
                  <li key={task.id}>
                    <button type="button" onClick={() => onOpen(task.id)}>
                      <span>{task.title}</span>
                      {!isClient && task.isClientVisible && <StyledEye aria-label={t('task.clientVisible')} />}
                      <StyledChip $tone={STATUS_TONE[task.status]}>{t(`task.status.${task.status}`)}</StyledChip>
                    </button>
                  </li>
                ))}
              </StyledTaskList>
            )
          }
        </QueryGate>
      </Stack>
    </Card>
  );
}
