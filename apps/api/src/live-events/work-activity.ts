import { Injectable, Logger } from '@nestjs/common';

export const WORK_ACTIVITY_KINDS = [
  'task.created',
  'task.updated',
  'task.approval_requested',
  'task.approval_decided',
  'comment.created',
  'project.created',
  'project.updated',
  /** Not a change: the morning schedule's note that an assignee's task is due tomorrow (the notification centre's). */
  'task.due_tomorrow',
  'mention.added',
  /** A message mentions participants of its conversation (direct, group or project conversation). */
  'message.mentioned',
  /** Not a change: a project's time reached a budget warning threshold (the notification centre's; mails apart). */
  'project.budget_warning',
] as const;
export type WorkActivityKind = (typeof WORK_ACTIVITY_KINDS)[number];

/** What decides who hears of a change, captured when it happens (the rest is read when a mail is built). */
export interface WorkActivityDetails {
  /** Fields the change touched. */
  fields?: string[];
  assignedToId?: string | null;
  previousAssignedToId?: string | null;
  status?: string;
  previousStatus?: string;
  isClientVisible?: boolean;
  previousIsClientVisible?: boolean;
  isInternal?: boolean;
  /** comment.created: 'task' or 'project'. */
  thread?: 'task' | 'project';
  approvalStatus?: string | null;
  /** People newly mentioned by this change (never its author); they hear of it with the reason 'mentioned'. */
  mentionedIds?: string[];
  /** mention.added and message.mentioned: where the new mentions are. */
  mentionedIn?: 'comment' | 'description' | 'message';
  /** message.mentioned: the conversation and the message (the activity names no task, and maybe no project). */
  conversationId?: string;
  messageId?: string;
  /** project.budget_warning: the share of the budget reached. */
  percent?: number;
}

/** A change to work, published by the feature that made it. */
export interface WorkActivityEvent {
  kind: WorkActivityKind;
  serviceProviderId: string;
  actorId: string;
  /** Null for a message (conversations belong to no project). */
  projectId: string | null;
  taskId?: string;
  commentId?: string;
  details: WorkActivityDetails;
}

interface ActorRef {
  userId: string;
  serviceProviderId: string;
}
interface TaskState {
  id: string;
  projectId: string;
  assignedToId: string | null;
  status: string;
  isClientVisible: boolean;
  clientApprovalStatus?: string | null;
}
interface ProjectState {
  id: string;
  status: string;
}
interface CommentState {
  id: string;
  isInternal: boolean;
  taskId?: string;
  projectId?: string;
  task?: { projectId: string };
}

type Listener = (event: WorkActivityEvent) => Promise<void>;

/**
 * The domain event bus of work changes (tasks, comments, projects): features publish after their change is stored;
 * listeners (mail notifications) run apart from the request, so their failure never fails the call that caused it.
 */
@Injectable()
export class WorkActivityBus {
  private readonly logger = new Logger(WorkActivityBus.name);
  private readonly listeners: Listener[] = [];

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  publish(event: WorkActivityEvent): void {
    for (const listener of this.listeners)
      void listener(event).catch((error: unknown) =>
        this.logger.warn({ err: error, msg: `Work activity not handled: ${event.kind}` }),
      );
  }

  taskCreated(actor: ActorRef, task: TaskState): void {
    this.publish({ ...this.taskEvent('task.created', actor, task), details: taskDetails(task) });
  }

  taskUpdated(actor: ActorRef, before: TaskState, after: TaskState, fields: string[]): void {
    this.publish({
      ...this.taskEvent('task.updated', actor, after),
      details: {
        ...taskDetails(after),
        fields,
        previousAssignedToId: before.assignedToId,
        previousStatus: before.status,
        previousIsClientVisible: before.isClientVisible,
      },
    });
  }

  approvalRequested(actor: ActorRef, task: TaskState): void {
    this.publish({ ...this.taskEvent('task.approval_requested', actor, task), details: taskDetails(task) });
  }

  approvalDecided(actor: ActorRef, task: TaskState): void {
    this.publish({ ...this.taskEvent('task.approval_decided', actor, task), details: taskDetails(task) });
  }

  commentCreated(actor: ActorRef, comment: CommentState, mentionedIds: string[] = []): void {
    const projectId = comment.task?.projectId ?? comment.projectId;
    if (!projectId) return;
    this.publish({
      kind: 'comment.created',
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId,
      taskId: comment.taskId,
      commentId: comment.id,
      details: {
        isInternal: comment.isInternal,
        thread: comment.taskId ? 'task' : 'project',
        ...(mentionedIds.length ? { mentionedIds } : {}),
      },
    });
  }

  /** An edited comment mentions people it did not mention before. */
  commentMentioned(actor: ActorRef, comment: CommentState, mentionedIds: string[]): void {
    const projectId = comment.task?.projectId ?? comment.projectId;
    if (!projectId || mentionedIds.length === 0) return;
    this.publish({
      kind: 'mention.added',
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId,
      taskId: comment.taskId,
      commentId: comment.id,
      details: {
        isInternal: comment.isInternal,
        thread: comment.taskId ? 'task' : 'project',
        mentionedIds,
        mentionedIn: 'comment',
      },
    });
  }

  /** A task's description (new or edited) mentions people it did not mention before. */
  descriptionMentioned(actor: ActorRef, task: TaskState, mentionedIds: string[]): void {
    if (mentionedIds.length === 0) return;
    this.publish({
      ...this.taskEvent('mention.added', actor, task),
      details: { ...taskDetails(task), mentionedIds, mentionedIn: 'description' },
    });
  }

  /** A message (new or edited) mentions participants it did not mention before. */
  messageMentioned(actor: ActorRef, message: { id: string; conversationId: string }, mentionedIds: string[]): void {
    if (mentionedIds.length === 0) return;
    this.publish({
      kind: 'message.mentioned',
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId: null,
      details: {
        mentionedIds,
        mentionedIn: 'message',
        conversationId: message.conversationId,
        messageId: message.id,
      },
    });
  }

  projectCreated(actor: ActorRef, project: ProjectState): void {
    this.publish({
      kind: 'project.created',
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId: project.id,
      details: { status: project.status },
    });
  }

  projectUpdated(actor: ActorRef, before: ProjectState, after: ProjectState, fields: string[]): void {
    this.publish({
      kind: 'project.updated',
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId: after.id,
      details: { fields, status: after.status, previousStatus: before.status },
    });
  }

  private taskEvent(kind: WorkActivityKind, actor: ActorRef, task: TaskState) {
    return {
      kind,
      serviceProviderId: actor.serviceProviderId,
      actorId: actor.userId,
      projectId: task.projectId,
      taskId: task.id,
    };
  }
}

function taskDetails(task: TaskState): WorkActivityDetails {
  return {
    assignedToId: task.assignedToId,
    status: task.status,
    isClientVisible: task.isClientVisible,
    approvalStatus: task.clientApprovalStatus ?? null,
  };
}
