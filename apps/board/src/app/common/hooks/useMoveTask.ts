import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskStatus, TaskView } from '@taskflow/contracts';
import { useAnnounce, useToast } from '@taskflow/ui';
import { useUpdateTaskStatusMutation } from '../state/tasks.api';

export type MovableTask = Pick<TaskView, 'id' | 'projectId' | 'title' | 'status'>;

/**
 * Moves a task to another column at once (docs/product-rules.md#states-and-changes): PATCH /tasks/{id}/status is sent, the move is
 * announced to screen readers, and a failed call puts the card back with an error toast.
 * Moving to the column the task is in sends nothing.
 */
export function useMoveTask(): (task: MovableTask, status: TaskStatus) => Promise<boolean> {
  const { t } = useTranslation('board');
  const [updateStatus] = useUpdateTaskStatusMutation();
  const toast = useToast();
  const announce = useAnnounce();
  return useCallback(
    async (task, status) => {
      if (task.status === status) return false;
      announce(t('kanban.moved', { title: task.title, column: t(`task.status.${status}`) }));
      try {
        await updateStatus({ task, status }).unwrap();
        return true;
      } catch {
        toast.error(t('kanban.moveFailed'));
        return false;
      }
    },
    [announce, t, toast, updateStatus],
  );
}
