import { randomUUID } from 'node:crypto';
import { mentionToken } from '@taskflow/contracts';
import { TaskComment } from '../comments/task-comment.entity';
import type { WorkActivityDetails, WorkActivityKind } from '../live-events/work-activity';
import type { NotificationReason } from '../notifications/notification-reasons';
import { Notification } from '../notifications/notification.entity';
import { WorkActivity } from '../notifications/work-activity.entity';
import type { Task } from '../tasks/task.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { User } from '../users/user.entity';
import type { DemoProjectWork } from './demo-time-tracking';

interface DemoPeople {
  admin: User;
  team: User;
  designer: User;
  /** The contact of the first company (client@example.com). */
  client: User;
}

interface DemoEntry {
  recipient: User;
  reason: NotificationReason;
  kind: WorkActivityKind;
  actor: User | null;
  task: Task | null;
  projectId: string;
  commentId?: string;
  details?: WorkActivityDetails;
  minutesAgo: number;
  read?: boolean;
}

const HOUR = 60;

/**
 * The bell of each demo account has something to show: entries of several reasons, most unread, as the notification
 * pipeline would have written them (centre only: nothing of it is mailed). A mention comment is added for Tom's.
 */
export async function seedDemoNotifications(scope: TenantScope, people: DemoPeople, work: DemoProjectWork[]) {
  const relaunch = work.find((item) => item.project.name === 'Website-Relaunch');
  if (!relaunch) throw new Error('Demo notifications: the project Website-Relaunch is missing');
  const tasksOf = (assignee: string) =>
    relaunch.tasks.filter((item) => item.assignee === assignee).map((item) => item.task);
  const [tomsTask, tomsOther] = tasksOf('team');
  const tomsVisible = tasksOf('team').find((task) => task.isClientVisible) ?? tomsTask;
  const approvedByClient = relaunch.tasks.find(
    (item) => item.assignee === 'admin' && item.task.clientApprovalStatus === 'approved',
  )?.task;
  const awaitingClient = relaunch.tasks.find((item) => item.task.clientApprovalStatus === 'pending')?.task;
  const projectId = relaunch.project.id;

  const clientQuestion = await scope.findOne(TaskComment, { taskId: tomsVisible.id, userId: people.client.id });
  const agencyAnswer = await scope.findOne(TaskComment, {
    taskId: tomsVisible.id,
    userId: people.team.id,
    isInternal: false,
  });
  const mention = await scope.insert(TaskComment, {
    taskId: tomsOther.id,
    userId: people.admin.id,
    content: `${mentionToken(people.team.id, 'Tom Team')} kannst du bis **Freitag** die Staging-Umgebung aktualisieren?`,
    isInternal: true,
    isReadByTeam: false,
    createdAt: new Date(Date.now() - 40 * 60_000),
  });

  const entries: DemoEntry[] = [
    {
      recipient: people.team,
      reason: 'mentioned',
      kind: 'comment.created',
      actor: people.admin,
      task: tomsOther,
      projectId,
      commentId: mention.id,
      details: { thread: 'task', isInternal: true, mentionedIds: [people.team.id] },
      minutesAgo: 40,
    },
    {
      recipient: people.team,
      reason: 'taskAssigned',
      kind: 'task.updated',
      actor: people.admin,
      task: tomsTask,
      projectId,
      details: { fields: ['assignedToId'], assignedToId: people.team.id, previousAssignedToId: null },
      minutesAgo: 2 * HOUR,
    },
    ...(clientQuestion
      ? [
          {
            recipient: people.team,
            reason: 'taskCommented',
            kind: 'comment.created',
            actor: people.client,
            task: tomsVisible,
            projectId,
            commentId: clientQuestion.id,
            details: { thread: 'task', isInternal: false },
            minutesAgo: 3 * HOUR,
          } satisfies DemoEntry,
        ]
      : []),
    {
      recipient: people.team,
      reason: 'projectUpdates',
      kind: 'project.updated',
      actor: people.admin,
      task: null,
      projectId,
      details: { fields: ['endDate'] },
      minutesAgo: 26 * HOUR,
      read: true,
    },
    {
      recipient: people.admin,
      reason: 'budgetWarning',
      kind: 'project.budget_warning',
      actor: null,
      task: null,
      projectId,
      details: { percent: 80 },
      minutesAgo: 90,
    },
    ...(approvedByClient
      ? [
          {
            recipient: people.admin,
            reason: 'approvalDecided',
            kind: 'task.approval_decided',
            actor: people.client,
            task: approvedByClient,
            projectId,
            details: { approvalStatus: 'approved' },
            minutesAgo: 3 * HOUR,
          } satisfies DemoEntry,
        ]
      : []),
    ...(awaitingClient
      ? [
          {
            recipient: people.client,
            reason: 'approvalRequested',
            kind: 'task.approval_requested',
            actor: people.admin,
            task: awaitingClient,
            projectId,
            details: { approvalStatus: 'pending' },
            minutesAgo: 26 * HOUR,
          } satisfies DemoEntry,
        ]
      : []),
    ...(agencyAnswer
      ? [
          {
            recipient: people.client,
            reason: 'clientUpdates',
            kind: 'comment.created',
            actor: people.team,
            task: tomsVisible,
            projectId,
            commentId: agencyAnswer.id,
            details: { thread: 'task', isInternal: false },
            minutesAgo: 2 * HOUR,
          } satisfies DemoEntry,
        ]
      : []),
  ];

  for (const entry of entries) {
    const at = new Date(Date.now() - entry.minutesAgo * 60_000);
    const activity = await scope.insert(WorkActivity, {
      id: randomUUID(),
      kind: entry.kind,
      actorId: entry.actor?.id ?? null,
      projectId: entry.projectId,
      taskId: entry.task?.id ?? null,
      commentId: entry.commentId ?? null,
      details: entry.details ?? {},
      occurredAt: at,
    });
    await scope.insert(Notification, {
      recipientId: entry.recipient.id,
      activityId: activity.id,
      reason: entry.reason,
      deliverAfter: at,
      email: false,
      inApp: true,
      readAt: entry.read ? new Date(at.getTime() + 30 * 60_000) : null,
      createdAt: at,
    });
  }
}
