import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import { WorkActivityBus, type WorkActivityEvent } from '../live-events/work-activity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { MailPlanner } from './mail-planner.service';
import type { NotificationMail } from './notification-mail.entity';
import type { NotificationPreferences } from './notification-preferences.entity';
import { PREFERENCE_OF_REASON, type NotificationReason } from './notification-reasons';
import { Notification } from './notification.entity';
import { NOTIFICATION_QUEUES } from './notification-queues';
import { preferencesOf } from './preferences-of';
import { ReaderAccess } from './reader-access';
import { digestTime } from './schedule-times';
import { TaskFollower } from './task-follower.entity';
import { WorkActivity } from './work-activity.entity';

/** A published work change as its job carries it: the activity id is the job id, so a retried job records it once. */
export interface ActivityJob extends WorkActivityEvent {
  id: string;
  occurredAt: string;
}

interface Recipient {
  user: User;
  preferences: NotificationPreferences;
  reason: NotificationReason;
}

/** Task fields a client hears about when they change (assignee, estimate, tags and the like stay internal). */
const CLIENT_TASK_FIELDS = ['title', 'description', 'status', 'dueDate', 'isClientVisible'];
const CLIENT_PROJECT_FIELDS = ['name', 'description', 'status', 'startDate', 'endDate', 'isActive'];

/**
 * Turns work changes into notifications: each published change becomes a job; its worker records the activity and
 * decides who hears of it (never the one who made it), by role, preference and what they may see. Immediate readers
 * get a mail now (held during quiet hours); hourly, daily and weekly readers get it in their next digest.
 */
@Injectable()
export class ActivityRecorder implements OnModuleInit {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly bus: WorkActivityBus,
    private readonly access: ReaderAccess,
    private readonly planner: MailPlanner,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe((event) => this.enqueue(event));
    this.jobs.define<ActivityJob>({
      queue: NOTIFICATION_QUEUES.activity,
      options: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
      concurrency: 2,
      handle: (job) => this.record(job),
    });
  }

  private async enqueue(event: WorkActivityEvent): Promise<void> {
    const id = randomUUID();
    const job: ActivityJob = { ...event, id, occurredAt: this.clock.now().toISOString() };
    await this.jobs.send(NOTIFICATION_QUEUES.activity, job, { id });
  }

  /**
   * A retried job (its activity already recorded) decides nothing again: inserting the activity is ignored then, and
   * with it every notification and mail.
   */
  async record(job: ActivityJob): Promise<void> {
    const scope = this.data.forTenant(job.serviceProviderId);
    const recipients = await this.recipients(scope, job);
    const followers = await this.newFollowers(scope, job);
    // No one to tell and no one to follow: the activity alone, in one statement.
    if (recipients.length === 0 && followers.length === 0) {
      await this.recordActivity(scope, job);
      return;
    }
    const now = this.clock.now();
    const mails = await scope.transaction(async (tx) => {
      if (!(await this.recordActivity(tx, job))) return [];
      if (job.taskId && followers.length > 0 && (await tx.findOne(Task, { id: job.taskId })))
        for (const userId of followers) await tx.insertIfNew(TaskFollower, { taskId: job.taskId, userId });
      const created: (NotificationMail | null)[] = [];
      for (const { user, preferences, reason } of recipients) {
        const frequency = preferences.frequency as Parameters<typeof digestTime>[2];
        const immediate = frequency === 'immediate';
        const mail = immediate ? await this.planner.create(tx, user, preferences, { kind: 'event' }) : null;
        await tx.insert(Notification, {
          recipientId: user.id,
          activityId: job.id,
          reason,
          deliverAfter: immediate ? now : digestTime(now, user.timeZone, frequency),
          mailId: mail?.id ?? null,
        });
        created.push(mail);
      }
      return created;
    });
    await this.planner.enqueue(mails);
  }

  /** Records the job's activity; false when a run of the job before this one recorded it. */
  private recordActivity(scope: TenantScope, job: ActivityJob): Promise<boolean> {
    return scope.insertIfNew(WorkActivity, {
      id: job.id,
      kind: job.kind,
      actorId: job.actorId,
      projectId: job.projectId,
      taskId: job.taskId ?? null,
      commentId: job.commentId ?? null,
      details: job.details,
      occurredAt: new Date(job.occurredAt),
    });
  }

  /** The people to tell, each once with the first reason that applies, if they want it and may see the object. */
  private async recipients(scope: TenantScope, job: ActivityJob): Promise<Recipient[]> {
    const reasons = await this.candidates(scope, job);
    if (reasons.size === 0) return [];
    const users = await scope.find(User, { where: { id: In([...reasons.keys()]), status: 'active' } });
    const preferences = await preferencesOf(
      scope,
      users.map((user) => user.id),
    );
    const recipients: Recipient[] = [];
    for (const user of users) {
      const reason = reasons.get(user.id) as NotificationReason;
      const userPreferences = preferences.get(user.id) as NotificationPreferences;
      if ((reason === 'clientUpdates') !== (user.userType === 'client')) continue;
      if (!userPreferences[PREFERENCE_OF_REASON[reason]]) continue;
      if (!(await this.maySee(user, job))) continue;
      recipients.push({ user, preferences: userPreferences, reason });
    }
    return recipients;
  }

  private async candidates(scope: TenantScope, job: ActivityJob): Promise<Map<string, NotificationReason>> {
    const reasons = new Map<string, NotificationReason>();
    const add = (ids: (string | null | undefined)[], reason: NotificationReason) => {
      for (const id of ids) if (id && id !== job.actorId && !reasons.has(id)) reasons.set(id, reason);
    };
    const details = job.details;
    const followers = async () =>
      job.taskId ? (await scope.find(TaskFollower, { where: { taskId: job.taskId } })).map((row) => row.userId) : [];
    const clients = () => this.clientContacts(scope, job.projectId);
    switch (job.kind) {
      case 'task.created':
        add([details.assignedToId], 'taskAssigned');
        break;
      case 'task.updated': {
        if (details.assignedToId && details.assignedToId !== details.previousAssignedToId)
          add([details.assignedToId], 'taskAssigned');
        if (details.status === 'completed' && details.previousStatus !== 'completed')
          add([details.assignedToId, ...(await followers())], 'taskCompleted');
        const touched = (details.fields ?? []).filter((field) => CLIENT_TASK_FIELDS.includes(field));
        const becameVisible = details.isClientVisible && !details.previousIsClientVisible;
        const changedForClients = touched.some((field) => field !== 'isClientVisible') || becameVisible;
        if (details.isClientVisible && changedForClients) add(await clients(), 'clientUpdates');
        break;
      }
      case 'task.approval_requested':
        add(await clients(), 'clientUpdates');
        break;
      case 'comment.created':
        if (details.thread === 'task') {
          const task = job.taskId ? await scope.findOne(Task, { id: job.taskId }) : null;
          add([task?.assignedToId, ...(await followers())], 'taskCommented');
        } else add(await this.projectWorkers(scope, job.projectId), 'projectUpdates');
        if (!details.isInternal) add(await clients(), 'clientUpdates');
        break;
      case 'project.created':
        if (details.status === 'in_progress') add(await clients(), 'clientUpdates');
        break;
      case 'project.updated':
        add(await this.projectWorkers(scope, job.projectId), 'projectUpdates');
        if ((details.fields ?? []).some((field) => CLIENT_PROJECT_FIELDS.includes(field)))
          add(await clients(), 'clientUpdates');
        break;
      case 'task.approval_decided':
        break;
    }
    return reasons;
  }

  private async maySee(user: User, job: ActivityJob): Promise<boolean> {
    const actor = await this.access.actorOf(user);
    if (!actor) return false;
    if (job.commentId && job.details.thread)
      return (await this.access.comment(actor, job.details.thread, job.commentId)) !== null;
    if (job.taskId) return (await this.access.task(actor, job.taskId)) !== null;
    return (await this.access.project(actor, job.projectId)) !== null;
  }

  /** Team members creating or commenting on a task follow it from then on. */
  private async newFollowers(scope: TenantScope, job: ActivityJob): Promise<string[]> {
    const follows = job.kind === 'task.created' || (job.kind === 'comment.created' && job.details.thread === 'task');
    if (!follows) return [];
    const author = await scope.findOne(User, { id: job.actorId });
    return author && author.userType !== 'client' ? [author.id] : [];
  }

  /** The team users working on a project: assigned to at least one of its tasks. */
  private async projectWorkers(scope: TenantScope, projectId: string): Promise<string[]> {
    const tasks = await scope.find(Task, { where: { projectId }, select: { id: true, assignedToId: true } });
    return [...new Set(tasks.map((task) => task.assignedToId).filter((id): id is string => Boolean(id)))];
  }

  /** The client contacts of the project's company, while the agency notifies clients automatically. */
  private async clientContacts(scope: TenantScope, projectId: string): Promise<string[]> {
    const query = scope
      .query(User, 'contact')
      .innerJoin(Project, 'project', 'project.clientCompanyId = contact.clientCompanyId')
      .select('contact.id', 'id')
      .andWhere('project.id = :projectId', { projectId })
      .andWhere('project.serviceProviderId = contact.serviceProviderId')
      .andWhere("contact.userType = 'client'")
      .andWhere("contact.status = 'active'")
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM client_communication_settings settings ' +
          'WHERE settings.service_provider_id = contact.serviceProviderId AND settings.auto_notify_clients = false)',
      );
    const clients = await planned(query).getRawMany<{ id: string }>();
    return clients.map((client) => client.id);
  }
}
