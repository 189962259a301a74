import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import { WorkActivityBus, type WorkActivityEvent } from '../live-events/work-activity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { NewRow, TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { MailPlanner } from './mail-planner.service';
import type { NotificationMail } from './notification-mail.entity';
import type { NotificationPreferences } from './notification-preferences.entity';
import {
  CLIENT_REASONS,
  IN_APP_PREFERENCE_OF_REASON,
  PREFERENCE_OF_REASON,
  type NotificationReason,
} from './notification-reasons';
import { NotificationCentre } from './notification-centre.service';
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
  email: boolean;
  inApp: boolean;
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
    private readonly centre: NotificationCentre,
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
    if (await this.recordUnlessTold(job)) return;
    await this.jobs.send(NOTIFICATION_QUEUES.activity, job, { id });
  }

  /**
   * A change no one can hear of (most changes: no one else is assigned, no client contact, no follower) is recorded
   * at once, in one statement with the check, instead of as a job to queue, fetch and complete. Answers false, having
   * recorded nothing, when someone may hear of it or the job has more to do (new followers): the job decides then.
   */
  private async recordUnlessTold(job: ActivityJob): Promise<boolean> {
    if (mayFollow(job)) return false;
    const scope = this.data.forTenant(job.serviceProviderId);
    const sources = this.candidateSources(scope, job);
    if (sources.some((source) => 'ids' in source && source.ids.some((id) => id && id !== job.actorId))) return false;
    const queries = sources.flatMap((source) => ('query' in source ? [source.query] : []));
    return scope.insertIfNew(WorkActivity, activityOf(job), queries);
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
    const inApp: Notification[] = [];
    const mails = await scope.transaction(async (tx) => {
      if (!(await this.recordActivity(tx, job))) return [];
      if (job.taskId && followers.length > 0 && (await tx.findOne(Task, { id: job.taskId })))
        for (const userId of followers) await tx.insertIfNew(TaskFollower, { taskId: job.taskId, userId });
      const created: (NotificationMail | null)[] = [];
      for (const { user, preferences, reason, email, inApp: shown } of recipients) {
        const frequency = preferences.frequency as Parameters<typeof digestTime>[2];
        const immediate = frequency === 'immediate';
        const mail = email && immediate ? await this.planner.create(tx, user, preferences, { kind: 'event' }) : null;
        const notification = await tx.insert(Notification, {
          recipientId: user.id,
          activityId: job.id,
          reason,
          deliverAfter: immediate ? now : digestTime(now, user.timeZone, frequency),
          mailId: mail?.id ?? null,
          email,
          inApp: shown,
          readAt: null,
          // When it happened (the centre's order), in milliseconds as the centre's page cursor carries them.
          createdAt: new Date(job.occurredAt),
        });
        if (shown) inApp.push(notification);
        created.push(mail);
      }
      return created;
    });
    await this.planner.enqueue(mails);
    await this.centre.announce(scope, inApp);
  }

  /** Records the job's activity; false when a run of the job before this one recorded it. */
  private recordActivity(scope: TenantScope, job: ActivityJob): Promise<boolean> {
    return scope.insertIfNew(WorkActivity, activityOf(job));
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
      // A mention reaches whoever was mentioned (the audience was checked when the text was saved), client or not.
      if (reason !== 'mentioned' && CLIENT_REASONS.includes(reason) !== (user.userType === 'client')) continue;
      const email = userPreferences[PREFERENCE_OF_REASON[reason]];
      const inApp = userPreferences[IN_APP_PREFERENCE_OF_REASON[reason]];
      if (!email && !inApp) continue;
      if (!(await this.maySee(user, job))) continue;
      recipients.push({ user, preferences: userPreferences, reason, email, inApp });
    }
    return recipients;
  }

  private async candidates(scope: TenantScope, job: ActivityJob): Promise<Map<string, NotificationReason>> {
    const reasons = new Map<string, NotificationReason>();
    for (const source of this.candidateSources(scope, job)) {
      const ids =
        'ids' in source ? source.ids : (await planned(source.query).getRawMany<{ id: string }>()).map((row) => row.id);
      for (const id of ids) if (id && id !== job.actorId && !reasons.has(id)) reasons.set(id, source.reason);
    }
    return reasons;
  }

  /**
   * Who may hear of a change, in the order their reasons apply (each person once, with the first): ids the change
   * names, or a select of user ids (as `id`, never the actor's) to read.
   */
  private candidateSources(scope: TenantScope, job: ActivityJob): CandidateSource[] {
    const sources: CandidateSource[] = [];
    const named = (ids: (string | null | undefined)[], reason: NotificationReason) => sources.push({ ids, reason });
    const read = (query: SelectQueryBuilder<ObjectLiteral>, reason: NotificationReason) =>
      sources.push({ query, reason });
    const details = job.details;
    // Set for every kind but message.mentioned, whose only readers are the ones it names.
    const projectId = job.projectId ?? '';
    const followers = (reason: NotificationReason) => {
      if (job.taskId) read(this.followersOf(scope, job.taskId, job.actorId), reason);
    };
    const clients = (reason: NotificationReason = 'clientUpdates') =>
      read(this.clientContacts(scope, projectId, job.actorId), reason);
    // Being mentioned comes first: a mentioned assignee or follower hears of the change once, as a mention.
    if (details.mentionedIds?.length) named(details.mentionedIds, 'mentioned');
    switch (job.kind) {
      case 'task.created':
        named([details.assignedToId], 'taskAssigned');
        break;
      case 'task.updated': {
        if (details.assignedToId && details.assignedToId !== details.previousAssignedToId)
          named([details.assignedToId], 'taskAssigned');
        if (details.status === 'completed' && details.previousStatus !== 'completed') {
          named([details.assignedToId], 'taskCompleted');
          followers('taskCompleted');
        }
        const touched = (details.fields ?? []).filter((field) => CLIENT_TASK_FIELDS.includes(field));
        const becameVisible = details.isClientVisible && !details.previousIsClientVisible;
        const changedForClients = touched.some((field) => field !== 'isClientVisible') || becameVisible;
        if (details.isClientVisible && changedForClients) clients();
        break;
      }
      case 'task.approval_requested':
        clients('approvalRequested');
        break;
      case 'comment.created':
        if (details.thread === 'task') {
          if (job.taskId) read(this.assigneeOf(scope, job.taskId, job.actorId), 'taskCommented');
          followers('taskCommented');
        } else read(this.projectWorkers(scope, projectId, job.actorId), 'projectUpdates');
        if (!details.isInternal) clients();
        break;
      case 'project.created':
        if (details.status === 'in_progress') clients();
        break;
      case 'project.updated':
        if (details.status === 'completed' && details.previousStatus !== 'completed')
          read(this.projectWorkers(scope, projectId, job.actorId), 'projectCompleted');
        read(this.projectWorkers(scope, projectId, job.actorId), 'projectUpdates');
        if ((details.fields ?? []).some((field) => CLIENT_PROJECT_FIELDS.includes(field))) clients();
        break;
      case 'task.approval_decided':
        if (job.taskId) read(this.assigneeOf(scope, job.taskId, job.actorId), 'approvalDecided');
        followers('approvalDecided');
        break;
      case 'mention.added':
      case 'message.mentioned':
        break;
    }
    return sources;
  }

  private async maySee(user: User, job: ActivityJob): Promise<boolean> {
    const actor = await this.access.actorOf(user);
    if (!actor) return false;
    const { conversationId, messageId } = job.details;
    if (conversationId && messageId) return (await this.access.message(actor, conversationId, messageId)) !== null;
    if (job.commentId && job.details.thread)
      return (await this.access.comment(actor, job.details.thread, job.commentId)) !== null;
    if (job.taskId) return (await this.access.task(actor, job.taskId)) !== null;
    return job.projectId !== null && (await this.access.project(actor, job.projectId)) !== null;
  }

  /** Team members creating or commenting on a task follow it from then on. */
  private async newFollowers(scope: TenantScope, job: ActivityJob): Promise<string[]> {
    if (!mayFollow(job)) return [];
    const author = await scope.findOne(User, { id: job.actorId });
    return author && author.userType !== 'client' ? [author.id] : [];
  }

  /** The team users working on a project: assigned to at least one of its tasks. */
  private projectWorkers(scope: TenantScope, projectId: string, actorId: string): SelectQueryBuilder<ObjectLiteral> {
    return scope
      .query(Task, 'task')
      .select('DISTINCT task.assignedToId', 'id')
      .andWhere('task.projectId = :projectId', { projectId })
      .andWhere('task.assignedToId <> :actorId', { actorId });
  }

  private assigneeOf(scope: TenantScope, taskId: string, actorId: string): SelectQueryBuilder<ObjectLiteral> {
    return scope
      .query(Task, 'task')
      .select('task.assignedToId', 'id')
      .andWhere('task.id = :taskId', { taskId })
      .andWhere('task.assignedToId <> :actorId', { actorId });
  }

  private followersOf(scope: TenantScope, taskId: string, actorId: string): SelectQueryBuilder<ObjectLiteral> {
    return scope
      .query(TaskFollower, 'follower')
      .select('follower.userId', 'id')
      .andWhere('follower.taskId = :taskId', { taskId })
      .andWhere('follower.userId <> :actorId', { actorId });
  }

  /** The client contacts of the project's company, while the agency notifies clients automatically. */
  private clientContacts(scope: TenantScope, projectId: string, actorId: string): SelectQueryBuilder<ObjectLiteral> {
    return scope
      .query(User, 'contact')
      .innerJoin(Project, 'project', 'project.clientCompanyId = contact.clientCompanyId')
      .select('contact.id', 'id')
      .andWhere('project.id = :projectId', { projectId })
      .andWhere('project.serviceProviderId = contact.serviceProviderId')
      .andWhere("contact.userType = 'client'")
      .andWhere("contact.status = 'active'")
      .andWhere('contact.id <> :actorId', { actorId })
      .andWhere(
        'NOT EXISTS (SELECT 1 FROM client_communication_settings settings ' +
          'WHERE settings.service_provider_id = contact.serviceProviderId AND settings.auto_notify_clients = false)',
      );
  }
}

/** Who may hear of a change: ids it names, or a select of them. */
type CandidateSource =
  | { reason: NotificationReason; ids: (string | null | undefined)[] }
  | { reason: NotificationReason; query: SelectQueryBuilder<ObjectLiteral> };

/** Team members creating or commenting on a task follow it from then on (the job adds them). */
function mayFollow(job: ActivityJob): boolean {
  return job.kind === 'task.created' || (job.kind === 'comment.created' && job.details.thread === 'task');
}

function activityOf(job: ActivityJob): NewRow<WorkActivity> {
  return {
    id: job.id,
    kind: job.kind,
    actorId: job.actorId,
    projectId: job.projectId,
    taskId: job.taskId ?? null,
    commentId: job.commentId ?? null,
    details: job.details,
    occurredAt: new Date(job.occurredAt),
  };
}
