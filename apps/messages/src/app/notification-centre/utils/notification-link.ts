import type { NotificationView } from '@taskflow/contracts';

/** Where an entry leads: its conversation (a message's), its task (the board's task modal), else its project. */
export function notificationLink(entry: NotificationView): string {
  if (entry.conversation) return `/dashboard/messages?tab=direct&conversationId=${entry.conversation.id}`;
  if (entry.task && entry.project) return `/dashboard/kanban?projectId=${entry.project.id}&taskId=${entry.task.id}`;
  return `/dashboard/projects/${entry.project?.id ?? ''}`;
}
