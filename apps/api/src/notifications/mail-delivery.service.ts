import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  NOTIFICATION_MAIL_STATUSES,
  type MailDeliveryView,
  type NotificationMailStatus,
  type NotificationMailView,
} from '@taskflow/contracts';
import { In } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue.service';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { toUserSummary } from '../users/user.view';
import { MailPlanner } from './mail-planner.service';
import { NotificationMail } from './notification-mail.entity';
import { MailNotFailedException, MailNotFoundException } from './notifications.exception';

const FAILED_LIST_LIMIT = 50;
const COUNTED_DAYS = 30;

/** What admins see of the agency's notification mails, and the retry of failed ones. */
@Injectable()
export class MailDeliveryService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly mail: MailService,
    private readonly planner: MailPlanner,
    private readonly config: AppConfig,
  ) {}

  async view(actor: Actor): Promise<MailDeliveryView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const since = new Date(Date.now() - COUNTED_DAYS * 24 * 3600_000);
    const counts = Object.fromEntries(NOTIFICATION_MAIL_STATUSES.map((status) => [status, 0])) as Record<
      NotificationMailStatus,
      number
    >;
    const rows: { status: NotificationMailStatus; count: string }[] = await scope
      .query(NotificationMail, 'mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .andWhere('mail.createdAt >= :since', { since })
      .groupBy('mail.status')
      .getRawMany();
    for (const row of rows) counts[row.status] = Number(row.count);
    const failed = await scope.find(NotificationMail, {
      where: { status: 'failed' },
      order: { updatedAt: 'DESC' },
      take: FAILED_LIST_LIMIT,
    });
    return {
      transport: this.mail.usesSmtp ? 'smtp' : 'outbox',
      queueRunning: this.jobs.running,
      retryLimit: this.config.MAIL_RETRY_LIMIT,
      counts,
      failed: await this.toViews(actor, failed),
    };
  }

  /** Queues a failed mail again (built anew from the current state); answers it as it is now. */
  async retry(actor: Actor, id: string): Promise<NotificationMailView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const mail = await scope.findOne(NotificationMail, { id });
    if (!mail) throw new MailNotFoundException();
    const jobId = randomUUID();
    const claimed = await scope.update(NotificationMail, { id, status: 'failed' }, { status: 'queued', jobId });
    if (!claimed) throw new MailNotFailedException();
    await this.planner.enqueue([{ ...mail, status: 'queued', jobId }]);
    const [view] = await this.toViews(actor, [(await scope.findOne(NotificationMail, { id })) as NotificationMail]);
    return view;
  }

  private async toViews(actor: Actor, mails: NotificationMail[]): Promise<NotificationMailView[]> {
    const recipientIds = [...new Set(mails.map((mail) => mail.recipientId))];
    const recipients = recipientIds.length
      ? await this.data.forTenant(actor.serviceProviderId).find(User, { where: { id: In(recipientIds) } })
      : [];
    const byId = new Map(recipients.map((user) => [user.id, user]));
    return mails.map((mail) => {
      const recipient = byId.get(mail.recipientId);
      return {
        id: mail.id,
        recipient: recipient ? toUserSummary(recipient) : null,
        kind: mail.kind,
        status: mail.status,
        subject: mail.subject,
        attempts: mail.attempts,
        lastError: mail.lastError,
        createdAt: mail.createdAt.toISOString(),
        updatedAt: mail.updatedAt.toISOString(),
      };
    });
  }
}
