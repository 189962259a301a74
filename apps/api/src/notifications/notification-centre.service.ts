import { createHash } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  SERVER_EVENTS,
  type NotificationCreatedPayload,
  type NotificationPage,
  type NotificationReadPayload,
  type NotificationView,
} from '@taskflow/contracts';
import { In, IsNull, LessThan } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue.service';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { describeActivity } from './activity-content';
import { MailLinks } from './mail-links';
import { NOTIFICATION_QUEUES } from './notification-queues';
import type { NotificationReason } from './notification-reasons';
import { Notification } from './notification.entity';
import { WorkActivity } from './work-activity.entity';
import { Task } from '../tasks/task.entity';
import { NotificationNotFoundException } from './notifications.exception';
import { ReaderAccess } from './reader-access';

/** Entries are kept this long, read or not. */
export const CENTRE_KEEP_DAYS = 90;
/** Unread entries counted at most: the bell shows 99+ from 100 on. */
const UNREAD_COUNT_CAP = 100;
const PURGE_BATCH = 5000;

/**
 * The in-app notification centre: the `in_app` notifications of the signed-in person, newest first, each shown only
 * while its task, project or comment is still theirs to see (checked again at every read, as mails are). New entries
 * and read state reach every open socket of the person (their user room) and no one else.
 */
@Injectable()
export class NotificationCentre implements OnModuleInit {
  private readonly links: MailLinks;

  constructor(
    private readonly data: TenantDataAccess,
    private readonly access: ReaderAccess,
    private readonly live: LiveEvents,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    this.links = new MailLinks(config);
  }

  onModuleInit(): void {
    this.jobs.define({
      queue: NOTIFICATION_QUEUES.centrePurge,
      cron: '23 3 * * *',
      handle: async () => {
        await this.purge();
      },
    });
  }

  async list(actor: Actor, cursor: string | undefined, limit: number): Promise<NotificationPage> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const query = scope
      .query(Notification, 'notification')
      .leftJoinAndSelect('notification.activity', 'activity')
      .andWhere('notification.recipientId = :userId', { userId: actor.userId })
      .andWhere('notification.inApp')
      .orderBy('notification.createdAt', 'DESC')
      .addOrderBy('notification.id', 'DESC')
      .take(limit);
    if (cursor) {
      const [at, id] = cursor.split('_');
      query.andWhere('(notification.createdAt, notification.id) < (:at, :id)', { at: new Date(at), id });
    }
    const rows = await query.getMany();
    const items: NotificationView[] = [];
    for (const row of rows) {
      const view = await this.viewOf(scope, actor, row);
      if (view) items.push(view);
    }
    const last = rows.at(-1);
    return {
      items,
      nextCursor: rows.length === limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
      unreadCount: await this.unreadCount(actor),
    };
  }

  /** The unread entries the person may see now, counted up to 100. */
  async unreadCount(actor: Actor): Promise<number> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const unread = await scope.find(Notification, {
      where: { recipientId: actor.userId, inApp: true, readAt: IsNull() },
      relations: { activity: true },
      order: { createdAt: 'DESC' },
      take: UNREAD_COUNT_CAP * 2,
    });
    let count = 0;
    for (const row of unread) {
      if (count >= UNREAD_COUNT_CAP) break;
      if (await this.viewOf(scope, actor, row)) count++;
    }
    return count;
  }

  async markRead(actor: Actor, id: string): Promise<number> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const row = await scope.findOne(Notification, { id, recipientId: actor.userId, inApp: true });
    if (!row) throw new NotificationNotFoundException();
    const readAt = this.clock.now();
    const changed = await scope.update(Notification, { id, readAt: IsNull() }, { readAt });
    const unreadCount = await this.unreadCount(actor);
    if (changed) this.told(actor.userId, { ids: [id], readAt: readAt.toISOString(), unreadCount });
    return unreadCount;
  }

  async markAllRead(actor: Actor): Promise<number> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const readAt = this.clock.now();
    const changed = await scope.update(
      Notification,
      { recipientId: actor.userId, inApp: true, readAt: IsNull() },
      { readAt },
    );
    if (changed) this.told(actor.userId, { ids: 'all', readAt: readAt.toISOString(), unreadCount: 0 });
    return 0;
  }

  /** Tells each recipient's open sockets of their new entries (after the transaction that made them committed). */
  async announce(scope: TenantScope, notifications: Notification[]): Promise<void> {
    if (notifications.length === 0) return;
    await this.live.safely('notification:created', async () => {
      const users = await scope.find(User, { where: { id: In(notifications.map((row) => row.recipientId)) } });
      for (const notification of notifications) {
        const user = users.find((candidate) => candidate.id === notification.recipientId);
        const actor = user ? await this.access.actorOf(user) : null;
        if (!actor) continue;
        const row = await scope.findOne(Notification, { id: notification.id }, { relations: { activity: true } });
        const view = row ? await this.viewOf(scope, actor, row) : null;
        if (!view) continue;
        const payload: NotificationCreatedPayload = {
          notification: view,
          unreadCount: await this.unreadCount(actor),
        };
        this.live.toUsers([actor.userId], SERVER_EVENTS.notificationCreated, payload);
      }
    });
  }

  /**
   * The morning entry for each of the user's open tasks due `tomorrow` (their local date), once per task and day: its
   * activity id is made from both, so a repeated or overlapping schedule run adds nothing. Centre only (the deadline
   * reminder mail tells of them by mail).
   */
  async dueTomorrow(scope: TenantScope, user: User, tomorrow: string): Promise<void> {
    const tasks = await scope
      .query(Task, 'task')
      .andWhere('task.assignedToId = :userId', { userId: user.id })
      .andWhere("task.status <> 'completed'")
      .andWhere('task.dueDate = :tomorrow', { tomorrow })
      .getMany();
    const created: Notification[] = [];
    for (const task of tasks)
      created.push(
        ...(await this.addSystemEntries(scope, `due-tomorrow:${task.id}:${tomorrow}`, [user], 'dueTomorrow', {
          kind: 'task.due_tomorrow',
          projectId: task.projectId,
          taskId: task.id,
          details: {},
        })),
      );
    await this.announce(scope, created);
  }

  /**
   * A budget warning's entry for each of `admins` (those whose in-app switch is on): the project reached `percent` of
   * its budget. `key` names the budget (a changed budget warns again); the activity id is made from the project,
   * threshold and key, so a repeated check adds nothing.
   */
  async budgetWarning(scope: TenantScope, projectId: string, percent: number, key: string, admins: User[]) {
    const created = await this.addSystemEntries(
      scope,
      `budget-warning:${projectId}:${percent}:${key}`,
      admins,
      'budgetWarning',
      { kind: 'project.budget_warning', projectId, taskId: null, details: { percent } },
    );
    await this.announce(scope, created);
  }

  /**
   * Centre-only entries of something no one did (a schedule's or a check's note): one activity whose id is made from
   * `key`, and one entry per recipient; a repeated call adds nothing. Answers the entries added now.
   */
  private async addSystemEntries(
    scope: TenantScope,
    key: string,
    recipients: User[],
    reason: NotificationReason,
    activity: Pick<WorkActivity, 'kind' | 'projectId' | 'taskId' | 'details'>,
  ): Promise<Notification[]> {
    if (recipients.length === 0) return [];
    const now = this.clock.now();
    const activityId = uuidOf(key);
    await scope.insertIfNew(WorkActivity, {
      id: activityId,
      actorId: null,
      commentId: null,
      occurredAt: now,
      ...activity,
    });
    const created: Notification[] = [];
    for (const recipient of recipients) {
      const notification = await scope.insertOrIgnore(Notification, {
        recipientId: recipient.id,
        activityId,
        reason,
        deliverAfter: now,
        email: false,
        inApp: true,
        readAt: null,
        createdAt: now,
      });
      if (notification) created.push(notification);
    }
    return created;
  }

  /** Deletes entries older than the 90 days they are kept (the nightly job; a batch a run, the next run the rest). */
  async purge(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - CENTRE_KEEP_DAYS * 24 * 3600_000);
    const old = await this.data
      .platform()
      .queryAcrossTenants(Notification, 'notification')
      .where('notification.createdAt < :before', { before })
      .take(PURGE_BATCH)
      .getMany();
    const byTenant = new Map<string, string[]>();
    for (const row of old)
      byTenant.set(row.serviceProviderId, [...(byTenant.get(row.serviceProviderId) ?? []), row.id]);
    let deleted = 0;
    for (const [serviceProviderId, ids] of byTenant)
      deleted += await this.data
        .forTenant(serviceProviderId)
        .delete(Notification, { id: In(ids), createdAt: LessThan(before) });
    return deleted;
  }

  private told(userId: string, payload: NotificationReadPayload): void {
    this.live.toUsers([userId], SERVER_EVENTS.notificationRead, payload);
  }

  /** The entry as `actor` may see it now; null when its task, project or comment is gone or out of their sight. */
  private async viewOf(scope: TenantScope, actor: Actor, row: Notification): Promise<NotificationView | null> {
    const activity = row.activity;
    if (!activity) return null;
    const item = await describeActivity(scope, this.access, this.links, actor, activity);
    if (!item) return null;
    return {
      id: row.id,
      reason: row.reason,
      kind: activity.kind,
      actorName: item.facts.actorName,
      project: activity.projectId ? { id: activity.projectId, name: item.facts.project.name } : null,
      conversation: item.facts.conversation ?? null,
      task: activity.taskId && item.facts.task ? { id: activity.taskId, title: item.facts.task.title } : null,
      commentThread: activity.commentId ? (activity.details.thread ?? 'task') : null,
      percent: activity.details.percent ?? null,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt ? row.readAt.toISOString() : null,
    };
  }
}

/** A stable uuid (v4 layout) made from `key`: the same key always names the same row. */
function uuidOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
