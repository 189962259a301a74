import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../common/clock';
import { JobQueue } from '../jobs/job-queue.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TaskRecurrenceService } from './task-recurrence.service';
import { TaskSeries } from './task-series.entity';

export const RECURRENCE_AHEAD_QUEUE = 'recurrence-ahead';
/** Every 15 minutes (UTC): a lead window that opens at midnight in any zone is served within a quarter of an hour. */
export const RECURRENCE_AHEAD_CRON = '*/15 * * * *';

/**
 * Makes the occurrences of 'ahead' series on schedule (docs/recurring-tasks.md): one run across all API processes per
 * tick, each live series in its own agency's scope and transaction. Runs repeated or overlapping add nothing (the
 * unique place of an occurrence in its series); a series that fails is logged and the others go on.
 */
@Injectable()
export class RecurrenceSchedule implements OnModuleInit {
  private readonly logger = new Logger(RecurrenceSchedule.name);

  constructor(
    private readonly data: TenantDataAccess,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly recurrence: TaskRecurrenceService,
  ) {}

  onModuleInit(): void {
    this.jobs.define({ queue: RECURRENCE_AHEAD_QUEUE, cron: RECURRENCE_AHEAD_CRON, handle: () => this.run() });
  }

  async run(): Promise<void> {
    const now = this.clock.now();
    const live = await this.data
      .platform()
      .queryAcrossTenants(TaskSeries, 'series')
      .select(['series.id', 'series.serviceProviderId'])
      .where("series.mode = 'ahead' AND series.endedAt IS NULL")
      .orderBy('series.serviceProviderId')
      .getMany();
    for (const series of live) {
      try {
        await this.recurrence.makeAhead(series, now);
      } catch (error) {
        this.logger.warn({ err: error, msg: 'Occurrences made ahead failed', seriesId: series.id });
      }
    }
  }
}
