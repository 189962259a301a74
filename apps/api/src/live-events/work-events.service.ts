import { Injectable } from '@nestjs/common';
import {
  SERVER_EVENTS,
  type ChecklistItemView,
  type CommentsMarkedReadPayload,
  type FileView,
  type ProjectCommentCreatedPayload,
  type ProjectCommentDeletedPayload,
  type ProjectCommentView,
  type TaskAttachmentAddedPayload,
  type TaskAttachmentRemovedPayload,
  type TaskChecklistChangedPayload,
  type TaskCommentCreatedPayload,
  type TaskCommentDeletedPayload,
  type TaskCommentView,
  type TaskCreatedPayload,
  type TaskDeletedPayload,
  type TaskUpdatedPayload,
  type TaskView,
  type UnreadCountUpdatedPayload,
} from '@taskflow/contracts';
import { LiveEvents, rooms } from './live-events.service';

/** Where a task's news may go: internal content and hidden tasks never reach client rooms. */
export interface TaskAudience {
  id: string;
  projectId: string;
  isClientVisible: boolean;
}

/** A comment whose read state changed, with what decides who may hear of it. */
export interface ReadComment {
  id: string;
  isInternal: boolean;
  task?: TaskAudience;
  projectId?: string;
}

/**
 * Live events of tasks and comments. Team rooms get everything; client rooms only non-internal comments
 * of client-visible tasks; team members limited to their assigned tasks hear of tasks only through their user room.
 */
@Injectable()
export class WorkEvents {
  constructor(private readonly live: LiveEvents) {}

  taskCommentCreated(
    comment: TaskCommentView,
    task: TaskAudience & { title: string },
    project: { id: string; name: string },
  ): void {
    const payload: TaskCommentCreatedPayload = { comment, task: { id: task.id, title: task.title }, project };
    const targets = [rooms.task(task.id, 'team'), rooms.project(task.projectId, 'team')];
    if (!comment.isInternal && task.isClientVisible)
      targets.push(rooms.task(task.id, 'client'), rooms.project(task.projectId, 'client'));
    this.live.emit(targets, SERVER_EVENTS.taskCommentCreated, payload);
  }

  projectCommentCreated(comment: ProjectCommentView): void {
    const payload: ProjectCommentCreatedPayload = { comment, project: comment.project };
    const targets = [rooms.project(comment.projectId, 'team'), rooms.project(comment.projectId, 'limited')];
    if (!comment.isInternal) targets.push(rooms.project(comment.projectId, 'client'));
    this.live.emit(targets, SERVER_EVENTS.projectCommentCreated, payload);
  }

  /**
   * An edited task comment, to the team's rooms; to the client rooms as an edit while they could see it before and
   * after, as a new comment when it just became client-visible, as deleted when it just became internal.
   */
  taskCommentUpdated(
    comment: TaskCommentView,
    wasInternal: boolean,
    task: TaskAudience & { title: string },
    project: { id: string; name: string },
  ): void {
    const payload: TaskCommentCreatedPayload = { comment, task: { id: task.id, title: task.title }, project };
    this.live.emit(
      [rooms.task(task.id, 'team'), rooms.project(task.projectId, 'team')],
      SERVER_EVENTS.taskCommentUpdated,
      payload,
    );
    if (!task.isClientVisible || (comment.isInternal && wasInternal)) return;
    const clientRooms = [rooms.task(task.id, 'client'), rooms.project(task.projectId, 'client')];
    if (comment.isInternal) this.taskCommentDeletedFor(clientRooms, comment.id, task);
    else
      this.live.emit(
        clientRooms,
        wasInternal ? SERVER_EVENTS.taskCommentCreated : SERVER_EVENTS.taskCommentUpdated,
        payload,
      );
  }

  /** An edited project comment, to its rooms as `taskCommentUpdated` does for task comments. */
  projectCommentUpdated(comment: ProjectCommentView, wasInternal: boolean): void {
    const payload: ProjectCommentCreatedPayload = { comment, project: comment.project };
    this.live.emit(
      [rooms.project(comment.projectId, 'team'), rooms.project(comment.projectId, 'limited')],
      SERVER_EVENTS.projectCommentUpdated,
      payload,
    );
    if (comment.isInternal && wasInternal) return;
    const clientRoom = [rooms.project(comment.projectId, 'client')];
    if (comment.isInternal) {
      const deleted: ProjectCommentDeletedPayload = { commentId: comment.id, project: { id: comment.projectId } };
      this.live.emit(clientRoom, SERVER_EVENTS.projectCommentDeleted, deleted);
    } else
      this.live.emit(
        clientRoom,
        wasInternal ? SERVER_EVENTS.projectCommentCreated : SERVER_EVENTS.projectCommentUpdated,
        payload,
      );
  }

  /** A deleted task comment (and its files), to the rooms that heard of its creation. */
  taskCommentDeleted(comment: { id: string; isInternal: boolean }, task: TaskAudience): void {
    const targets = [rooms.task(task.id, 'team'), rooms.project(task.projectId, 'team')];
    if (!comment.isInternal && task.isClientVisible)
      targets.push(rooms.task(task.id, 'client'), rooms.project(task.projectId, 'client'));
    this.taskCommentDeletedFor(targets, comment.id, task);
  }

  private taskCommentDeletedFor(targets: string[], commentId: string, task: TaskAudience): void {
    const payload: TaskCommentDeletedPayload = { commentId, task: { id: task.id, projectId: task.projectId } };
    this.live.emit(targets, SERVER_EVENTS.taskCommentDeleted, payload);
  }

  /** A deleted project comment (and its files), to the rooms that heard of its creation. */
  projectCommentDeleted(comment: { id: string; isInternal: boolean; projectId: string }): void {
    const payload: ProjectCommentDeletedPayload = { commentId: comment.id, project: { id: comment.projectId } };
    const targets = [rooms.project(comment.projectId, 'team'), rooms.project(comment.projectId, 'limited')];
    if (!comment.isInternal) targets.push(rooms.project(comment.projectId, 'client'));
    this.live.emit(targets, SERVER_EVENTS.projectCommentDeleted, payload);
  }

  /** A file attached to a task, to everyone who may see the task. */
  taskAttachmentAdded(task: TaskRoomsOf, file: FileView): void {
    const payload: TaskAttachmentAddedPayload = { task: { id: task.id, projectId: task.projectId }, file };
    this.live.emit(taskRooms(task), SERVER_EVENTS.taskAttachmentAdded, payload);
  }

  /** A task's attachment removed, to everyone who may see the task. */
  taskAttachmentRemoved(task: TaskRoomsOf, fileId: string): void {
    const payload: TaskAttachmentRemovedPayload = { task: { id: task.id, projectId: task.projectId }, fileId };
    this.live.emit(taskRooms(task), SERVER_EVENTS.taskAttachmentRemoved, payload);
  }

  /** A task's whole checklist after a change, with its progress, to everyone who may see the task. */
  taskChecklistChanged(task: TaskRoomsOf, items: ChecklistItemView[]): void {
    const checklistDone = items.filter((item) => item.done).length;
    const payload: TaskChecklistChangedPayload = {
      task: { id: task.id, projectId: task.projectId, checklistDone, checklistTotal: items.length },
      items,
    };
    this.live.emit(taskRooms(task), SERVER_EVENTS.taskChecklistChanged, payload);
  }

  /** Tells the rooms of the comments' tasks or projects (and the reader's other tabs) about a read-state change. */
  commentsMarked(readerId: string, comments: ReadComment[], side: 'team' | 'client', isRead: boolean): void {
    if (comments.length === 0) return;
    const byRoom = new Map<string, string[]>();
    const add = (room: string, id: string) => byRoom.set(room, [...(byRoom.get(room) ?? []), id]);
    for (const comment of comments) {
      add(rooms.user(readerId), comment.id);
      if (comment.task) {
        add(rooms.task(comment.task.id, 'team'), comment.id);
        add(rooms.project(comment.task.projectId, 'team'), comment.id);
        if (!comment.isInternal && comment.task.isClientVisible) {
          add(rooms.task(comment.task.id, 'client'), comment.id);
          add(rooms.project(comment.task.projectId, 'client'), comment.id);
        }
      } else if (comment.projectId) {
        add(rooms.project(comment.projectId, 'team'), comment.id);
        add(rooms.project(comment.projectId, 'limited'), comment.id);
        if (!comment.isInternal) add(rooms.project(comment.projectId, 'client'), comment.id);
      }
    }
    for (const [room, commentIds] of byRoom) {
      const payload: CommentsMarkedReadPayload = { commentIds, side, isRead };
      this.live.emit([room], SERVER_EVENTS.commentsMarkedRead, payload);
    }
  }

  unreadComments(userId: string, count: number): void {
    const payload: UnreadCountUpdatedPayload = { count, kind: 'comments' };
    this.live.toUsers([userId], SERVER_EVENTS.unreadCountUpdated, payload);
  }

  /** A new task, to everyone who may see it. */
  taskCreated(task: TaskView): void {
    const payload: TaskCreatedPayload = { task };
    this.live.emit(taskRooms(task), SERVER_EVENTS.taskCreated, payload);
  }

  /**
   * Every change of a task (board moves included), to everyone who may see it; `alsoUserIds` are people who
   * may still see it but are no longer reached through its rooms (a previous assignee who sees all tasks).
   */
  taskUpdated(task: TaskView, alsoUserIds: string[] = []): void {
    const live = { ...task } as TaskUpdatedPayload['task'];
    const payload: TaskUpdatedPayload = { task: live };
    this.live.emit([...taskRooms(task), ...alsoUserIds.map(rooms.user)], SERVER_EVENTS.taskUpdated, payload);
  }

  /** The task is gone: its ids (nothing more) to everyone who could see it. */
  taskDeleted(task: TaskView): void {
    const payload: TaskDeletedPayload = { task: { id: task.id, projectId: task.projectId }, reason: 'deleted' };
    this.live.emit(taskRooms(task), SERVER_EVENTS.taskDeleted, payload);
  }

  /**
   * The task left some people's view: its clients (no longer client-visible) and/or team members who see only
   * their own tasks (reassigned away). They get its ids only, and their sockets leave its task room, so later
   * changes stop reaching them. Send it before the task:updated of the same change.
   */
  taskHidden(task: TaskView, from: { clients: boolean; userIds: string[] }): void {
    const targets = from.userIds.map(rooms.user);
    if (from.clients) targets.push(rooms.task(task.id, 'client'), rooms.project(task.projectId, 'client'));
    if (targets.length === 0) return;
    const payload: TaskDeletedPayload = { task: { id: task.id, projectId: task.projectId }, reason: 'hidden' };
    this.live.emit(targets, SERVER_EVENTS.taskDeleted, payload);
    if (from.clients) this.live.leave([rooms.task(task.id, 'client')], [rooms.task(task.id, 'client')]);
    if (from.userIds.length > 0) this.live.leave(from.userIds.map(rooms.user), [rooms.task(task.id, 'team')]);
  }
}

type TaskRoomsOf = Pick<TaskView, 'id' | 'projectId' | 'assignedToId' | 'isClientVisible'>;

/** Who may hear of a task: its team rooms, its assignee, and its client rooms while it is client-visible. */
function taskRooms(task: TaskRoomsOf): string[] {
  const targets = [rooms.task(task.id, 'team'), rooms.project(task.projectId, 'team')];
  if (task.assignedToId) targets.push(rooms.user(task.assignedToId));
  if (task.isClientVisible) targets.push(rooms.task(task.id, 'client'), rooms.project(task.projectId, 'client'));
  return targets;
}
