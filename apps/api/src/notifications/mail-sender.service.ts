import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { JobQueue } from '../jobs/job-queue.service';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { MailContent } from './mail-content.service';
import { NotificationMail } from './notification-mail.entity';
import { NOTIFICATION_QUEUES, type MailJob } from './notification-queues';

const RETRY_DELAY_MAX_SECONDS = 3600;
const ERROR_MAX_LENGTH = 1000;

/**
 * Sends queued mails: each job builds its mail from the state at that moment and hands it to the mail service
 * (SMTP or the outbox file). A failed delivery is retried with exponential backoff (MAIL_RETRY_LIMIT,
 * MAIL_RETRY_DELAY_SECONDS); when every retry failed, the job lands in the dead-letter queue and the mail is marked
 * failed, for an admin to see and retry. Nothing is lost while SMTP is down.
 */
@Injectable()
export class MailSender implements OnModuleInit {
  private readonly logger = new Logger(MailSender.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly content: MailContent,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.define<MailJob>({ queue: NOTIFICATION_QUEUES.deadLetter, handle: (job) => this.markFailed(job) });
    this.jobs.define<MailJob>({
      queue: NOTIFICATION_QUEUES.send,
      options: {
        retryLimit: this.config.MAIL_RETRY_LIMIT,
        retryDelay: this.config.MAIL_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMax: RETRY_DELAY_MAX_SECONDS,
        deadLetter: NOTIFICATION_QUEUES.deadLetter,
      },
      concurrency: 2,
      handle: (job) => this.send(job),
    });
  }

  async send({ mailId, serviceProviderId }: MailJob): Promise<void> {
    const scope = this.data.forTenant(serviceProviderId);
    const mail = await scope.findOne(NotificationMail, { id: mailId });
    if (!mail || mail.status !== 'queued') return;
    const outgoing = await this.content.build(mail);
    if (!outgoing) {
      await scope.update(NotificationMail, { id: mailId, status: 'queued' }, { status: 'skipped' });
      return;
    }
    try {
      await this.mail.send(outgoing);
    } catch (error) {
      await scope.update(
        NotificationMail,
        { id: mailId },
        { attempts: mail.attempts + 1, subject: outgoing.subject.slice(0, 300), lastError: describe(error) },
      );
      this.logger.warn({ err: error, mailId, msg: 'Notification mail not delivered; it will be retried' });
      throw error;
    }
    await scope.update(
      NotificationMail,
      { id: mailId },
      { status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1, subject: outgoing.subject.slice(0, 300) },
    );
  }

  private async markFailed({ mailId, serviceProviderId }: MailJob): Promise<void> {
    await this.data
      .forTenant(serviceProviderId)
      .update(NotificationMail, { id: mailId, status: 'queued' }, { status: 'failed' });
    this.logger.error({ mailId, msg: 'Notification mail failed after every retry' });
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
}
