import { randomUUID } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { MailPlanner, type PlannedMail } from './mail-planner.service';
import { NotificationMail } from './notification-mail.entity';
import type { NotificationPreferences } from './notification-preferences.entity';
import { NOTIFICATION_QUEUES } from './notification-queues';
import { Notification } from './notification.entity';
import { NotificationCentre } from './notification-centre.service';
import { preferencesOf } from './preferences-of';
import { duePeriod, localDay, type Cadence } from './schedule-times';
import { WorkActivity } from './work-activity.entity';

/** Rows one run handles at most; the next run (a minute later) takes the rest. */
const BATCH = 500;
/** A queued mail whose job went missing (the process stopped between commit and enqueue) is re-enqueued after this. */
const STUCK_AFTER_MS = 5 * 60_000;
/** Sent and skipped mails, and the activity log, are kept this long. */
const KEEP_DAYS = 90;

/**
 * The schedules, run once across all API processes (each cron tick is one pg-boss job): every minute, mails whose
 * quiet hours ended and digests whose period ended; every 15 minutes, the daily and weekly mails due in each
 * recipient's time zone (one per recipient and period, so a run repeated or overlapping adds nothing).
 */
@Injectable()
export class NotificationSchedules implements OnModuleInit {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly planner: MailPlanner,
    private readonly centre: NotificationCentre,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: NOTIFICATION_QUEUES.due, cron: '* * * * *', handle: () => this.runDue() });
    this.jobs.define({ queue: NOTIFICATION_QUEUES.reports, cron: '*/15 * * * *', handle: () => this.runReports() });
  }

  async runDue(): Promise<void> {
    await this.releaseHeld();
    await this.sendDigests();
    await this.requeueStuck();
  }

  async runReports(): Promise<void> {
    await this.planReports();
    await this.forgetOld();
  }

  /** Mails held during quiet hours that may go now. */
  private async releaseHeld(): Promise<void> {
    const due = await this.data
      .platform()
      .queryAcrossTenants(NotificationMail, 'mail')
      .where("mail.status = 'held' AND mail.deliverAfter <= :now", { now: this.clock.now() })
      .orderBy('mail.deliverAfter', 'ASC')
      .take(BATCH)
      .getMany();
    for (const mail of due) {
      const jobId = randomUUID();
      const claimed = await this.data
        .forTenant(mail.serviceProviderId)
        .update(NotificationMail, { id: mail.id, status: 'held' }, { status: 'queued', jobId });
      if (claimed) await this.planner.enqueue([{ ...mail, status: 'queued', jobId }]);
    }
  }

  /** One mail per recipient with everything collected for their digest until now. */
  private async sendDigests(): Promise<void> {
    const due = await this.data
      .platform()
      .queryAcrossTenants(Notification, 'notification')
      .where('notification.mailId IS NULL AND notification.email AND notification.deliverAfter <= :now', {
        now: this.clock.now(),
      })
      .orderBy('notification.deliverAfter', 'ASC')
      .take(BATCH)
      .getMany();
    const groups = new Map<string, Notification[]>();
    for (const notification of due) {
      const key = `${notification.serviceProviderId}:${notification.recipientId}`;
      groups.set(key, [...(groups.get(key) ?? []), notification]);
    }
    for (const notifications of groups.values()) {
      const { serviceProviderId, recipientId } = notifications[0];
      const scope = this.data.forTenant(serviceProviderId);
      const recipient = await scope.findOne(User, { id: recipientId });
      if (!recipient) continue;
      const preferences = (await preferencesOf(scope, [recipientId])).get(recipientId) as NotificationPreferences;
      const mail = await scope
        .transaction(async (tx) => {
          const created = await this.planner.create(tx, recipient, preferences, { kind: 'digest' });
          const ids = notifications.map((notification) => notification.id);
          const claimed = await tx.update(Notification, { id: In(ids), mailId: IsNull() }, { mailId: created?.id });
          // Another run took them first: undo this mail.
          if (claimed === 0) throw new NothingToSend();
          return created;
        })
        .catch((error: unknown) => {
          if (error instanceof NothingToSend) return null;
          throw error;
        });
      await this.planner.enqueue([mail]);
    }
  }

  /** Adds the send job again for queued mails that have none (it is a no-op for a job that exists). */
  private async requeueStuck(): Promise<void> {
    const stuck = await this.data
      .platform()
      .queryAcrossTenants(NotificationMail, 'mail')
      .where("mail.status = 'queued' AND mail.updatedAt < :before", { before: new Date(Date.now() - STUCK_AFTER_MS) })
      .take(BATCH)
      .getMany();
    await this.planner.enqueue(stuck);
  }

  /** The daily and weekly mails now due in each active user's time zone. */
  private async planReports(): Promise<void> {
    const now = this.clock.now();
    const users = await this.data
      .platform()
      .queryAcrossTenants(User, 'user')
      .where("user.status = 'active'")
      .orderBy('user.serviceProviderId')
      .getMany();
    const byTenant = new Map<string, User[]>();
    for (const user of users)
      byTenant.set(user.serviceProviderId, [...(byTenant.get(user.serviceProviderId) ?? []), user]);
    for (const [serviceProviderId, members] of byTenant) {
      const scope = this.data.forTenant(serviceProviderId);
      const preferences = await preferencesOf(
        scope,
        members.map((user) => user.id),
      );
      const settings = await scope.findOne(ClientCommunicationSettings, {});
      const clientCadence = (settings?.clientReportsFrequency ?? 'weekly') as Cadence | 'never';
      const mails: (NotificationMail | null)[] = [];
      for (const user of members) {
        const wants = preferences.get(user.id) as NotificationPreferences;
        const plan = async (
          cadence: Cadence,
          planned: Omit<PlannedMail, 'periodKey' | 'details'>,
          keySuffix = '',
          details = {},
        ) => {
          const period = duePeriod(now, user.timeZone, cadence);
          if (!period) return;
          mails.push(
            await this.planner.create(scope, user, wants, {
              ...planned,
              periodKey: `${period.key}${keySuffix}`,
              details: { from: period.from.toISOString(), to: period.to.toISOString(), day: period.day, ...details },
            }),
          );
        };
        if (user.userType === 'client') {
          if (clientCadence === 'never' || !wants.emailClientReports || !user.clientCompanyId) continue;
          if (!duePeriod(now, user.timeZone, clientCadence)) continue;
          const projects = await scope.find(Project, {
            where: { clientCompanyId: user.clientCompanyId, isActive: true },
          });
          for (const project of projects)
            await plan(clientCadence, { kind: 'client_report' }, `:${project.id}`, { projectId: project.id });
          continue;
        }
        if (wants.inAppDueTomorrow && duePeriod(now, user.timeZone, 'daily'))
          await this.centre.dueTomorrow(scope, user, localDay(now, user.timeZone, 1));
        if (wants.emailDeadlineReminders && (await this.hasDeadlines(scope, user, now)))
          await plan('daily', { kind: 'deadline_reminders' });
        if (wants.emailDailyDigest && (await this.hadActivity(scope, now)))
          await plan('daily', { kind: 'daily_digest' });
        if (wants.emailWeeklyReport) await plan('weekly', { kind: 'weekly_report' });
      }
      await this.planner.enqueue(mails);
    }
  }

  /** Whether the user has open tasks due tomorrow or earlier (the reminder itself is built when it is sent). */
  private async hasDeadlines(scope: TenantScope, user: User, now: Date): Promise<boolean> {
    const tomorrow = localDay(now, user.timeZone, 1);
    const count = await scope
      .query(Task, 'task')
      .andWhere('task.assignedToId = :userId', { userId: user.id })
      .andWhere("task.status <> 'completed'")
      .andWhere('task.dueDate <= :tomorrow', { tomorrow })
      .getCount();
    return count > 0;
  }

  private async hadActivity(scope: TenantScope, now: Date): Promise<boolean> {
    const since = new Date(now.getTime() - 24 * 3600_000);
    return (
      (await scope
        .query(WorkActivity, 'activity')
        .andWhere('activity.occurredAt >= :since', { since })
        .andWhere(`activity.kind <> 'task.due_tomorrow'`)
        .getCount()) > 0
    );
  }

  private async forgetOld(): Promise<void> {
    const before = new Date(Date.now() - KEEP_DAYS * 24 * 3600_000);
    const old = await this.data
      .platform()
      .queryAcrossTenants(NotificationMail, 'mail')
      .where("mail.status IN ('sent', 'skipped') AND mail.updatedAt < :before", { before })
      .take(BATCH)
      .getMany();
    for (const mail of old) await this.data.forTenant(mail.serviceProviderId).delete(NotificationMail, { id: mail.id });
    const activities = await this.data
      .platform()
      .queryAcrossTenants(WorkActivity, 'activity')
      .where('activity.occurredAt < :before', { before })
      .take(BATCH)
      .getMany();
    for (const activity of activities)
      await this.data.forTenant(activity.serviceProviderId).delete(WorkActivity, { id: activity.id });
  }
}

class NothingToSend extends Error {}
