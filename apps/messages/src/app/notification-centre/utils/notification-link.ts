import type { NotificationView } from '@taskflow/contracts';

/** Where an entry leads: its task (the board's task modal), else its project. */
export function notificationLink(entry: NotificationView): string {
  if (entry.task) return `/dashboard/kanban?projectId=${entry.project.id}&taskId=${entry.task.id}`;
  return `/dashboard/projects/${entry.project.id}`;
}
