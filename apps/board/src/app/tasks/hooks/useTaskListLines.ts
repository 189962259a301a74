import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskView } from '@taskflow/contracts';
import { groupTasks, orderTasks, type TaskGrouping, type TaskListMode } from '../utils/task-list';

export type TaskListLine =
  { kind: 'group'; key: string; label: string; count: number } | { kind: 'task'; key: string; task: TaskView };

/** The list's lines in order: the tasks (ordered by mode), each group led by its heading when grouped. */
export function useTaskListLines(
  tasks: TaskView[],
  mode: TaskListMode,
  grouping: TaskGrouping,
  now: Date,
  clientNameOf: (task: TaskView) => string,
): TaskListLine[] {
  const { t } = useTranslation('board');
  return useMemo(() => {
    const groups = groupTasks(orderTasks(tasks, mode, now), grouping, clientNameOf);
    return groups.flatMap((group) => [
      ...(grouping === 'none'
        ? []
        : [
            {
              kind: 'group' as const,
              key: `group-${group.key}`,
              label: group.labelKey ? t(group.labelKey) : group.label || '–',
              count: group.tasks.length,
            },
          ]),
      ...group.tasks.map((task) => ({ kind: 'task' as const, key: task.id, task })),
    ]);
  }, [tasks, mode, now, grouping, clientNameOf, t]);
}
