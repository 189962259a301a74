import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import type { User } from '../users/user.entity';
import type { NotificationPreferences } from './notification-preferences.entity';
import { NotificationMail, type MailDetails, type MailKind } from './notification-mail.entity';
import { NOTIFICATION_QUEUES, type MailJob } from './notification-queues';
import { quietHoursEnd } from './schedule-times';

export interface PlannedMail {
  kind: MailKind;
  periodKey?: string;
  details?: MailDetails;
}

/** Creates mails (held while the recipient's quiet hours last, otherwise queued) and hands queued ones to the queue. */
@Injectable()
export class MailPlanner {
  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Adds a mail for `recipient` (inside the caller's transaction when `scope` is one). A scheduled mail whose period
   * already has one answers null. Call `enqueue` with the result once the transaction committed.
   */
  async create(
    scope: TenantScope,
    recipient: Pick<User, 'id' | 'timeZone'>,
    preferences: NotificationPreferences,
    planned: PlannedMail,
  ): Promise<NotificationMail | null> {
    const heldUntil = this.quietUntil(recipient, preferences);
    const values = {
      recipientId: recipient.id,
      kind: planned.kind,
      periodKey: planned.periodKey ?? null,
      details: planned.details ?? {},
      status: heldUntil ? ('held' as const) : ('queued' as const),
      deliverAfter: heldUntil,
      jobId: heldUntil ? null : randomUUID(),
    };
    return planned.periodKey ? scope.insertOrIgnore(NotificationMail, values) : scope.insert(NotificationMail, values);
  }

  /** The end of the recipient's quiet hours when they are in them now; otherwise null. */
  quietUntil(recipient: Pick<User, 'timeZone'>, preferences: NotificationPreferences): Date | null {
    if (!preferences.quietHoursEnabled) return null;
    return quietHoursEnd(this.clock.now(), recipient.timeZone, preferences.quietHoursFrom, preferences.quietHoursTo);
  }

  /** Adds the send job of each queued mail (a job id already used adds nothing, so calling twice is harmless). */
  async enqueue(mails: (NotificationMail | null)[]): Promise<void> {
    for (const mail of mails) {
      if (!mail || mail.status !== 'queued' || !mail.jobId) continue;
      const job: MailJob = { mailId: mail.id, serviceProviderId: mail.serviceProviderId };
      await this.jobs.send(NOTIFICATION_QUEUES.send, job, { id: mail.jobId });
    }
  }
}
