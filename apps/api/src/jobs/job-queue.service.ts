import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PgBoss, type Job, type JobResult, type JobWithMetadata, type Queue, type SendOptions } from 'pg-boss';
import { isUniqueViolation } from '../common/unique-violation';
import { JobQueueDatabase } from '../tenancy/job-queue-database';

/** pg-boss keeps its tables here, apart from the app's own (which TypeORM migrates). */
export const JOB_QUEUE_SCHEMA = 'pgboss';
const STOP_TIMEOUT_MS = 10_000;
const POLLING_INTERVAL_SECONDS = 1;
/**
 * Jobs one worker fetches at a time. With one job per fetch a worker took about one job a second (a fetch, then the
 * polling interval), so a burst of changes waited minutes for its notifications.
 */
export const BATCH_SIZE = 10;
const INSTALL_ATTEMPTS = 3;

export type JobQueueOptions = Omit<Queue, 'name'>;

/** One queue and the handler every API process runs for its jobs. */
export interface JobDefinition<T extends object> {
  queue: string;
  options?: JobQueueOptions;
  /** Concurrent jobs of this queue in one process. */
  concurrency?: number;
  /** A cron expression (UTC): pg-boss sends one job per tick, whichever process is up, never one per process. */
  cron?: string;
  handle(data: T, job: Job<T>): Promise<void>;
}

/**
 * The PostgreSQL job queue (pg-boss) of this API process. Features define their queues while modules initialise;
 * at application bootstrap the queue starts, creates or updates every queue, starts the workers and registers the
 * schedules. Several processes on one database share the jobs: each job is fetched by one worker
 * (`FOR UPDATE SKIP LOCKED`), and each cron tick becomes one job.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(JobQueue.name);
  private readonly definitions: JobDefinition<object>[] = [];
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  private stopped = false;

  constructor(database: JobQueueDatabase) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: never[] }> },
      schema: JOB_QUEUE_SCHEMA,
      instanceName: 'taskflow-api',
    });
    this.boss.on('error', (error) => this.logger.error({ err: error, msg: 'Job queue error' }));
    this.boss.on('warning', (warning) => this.logger.warn({ warning, msg: 'Job queue warning' }));
  }

  /** Call while modules initialise (`onModuleInit`), before the queue starts. */
  define<T extends object>(definition: JobDefinition<T>): void {
    if (this.started) throw new Error(`Job queue ${definition.queue} defined after the queue started`);
    this.definitions.push(definition as unknown as JobDefinition<object>);
  }

  get running(): boolean {
    return this.started !== null && !this.stopped;
  }

  onApplicationBootstrap(): Promise<void> {
    this.started ??= this.start();
    return this.started;
  }

  /** The readiness check: the queue runs in this process and its tables answer. */
  async isHealthy(): Promise<boolean> {
    if (!this.running) return false;
    await this.started;
    return this.boss.isInstalled();
  }

  /** Adds a job; resolves with its id (null when a job with the same `id` exists already). */
  async send<T extends object>(queue: string, data: T, options: SendOptions = {}): Promise<string | null> {
    await this.ready();
    return this.boss.send(queue, data, options);
  }

  /** A job with its state (`created`, `retry`, `active`, `completed`, `failed`, …), while pg-boss keeps it. */
  async findJob<T extends object>(queue: string, id: string): Promise<JobWithMetadata<T> | null> {
    await this.ready();
    return this.boss.getJobById<T>(queue, id);
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.started || this.stopped) return;
    this.stopped = true;
    await this.started.catch(() => undefined);
    // Waits for running jobs (a mail being sent) before the database pool closes.
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false });
  }

  /** Runs a fetched batch one job after another; each job succeeds or fails (and is retried) on its own. */
  private async runBatch(definition: JobDefinition<object>, jobs: Job<object>[]): Promise<JobResult[]> {
    const results: JobResult[] = [];
    for (const job of jobs) {
      try {
        await definition.handle(job.data, job);
        results.push({ id: job.id, status: 'completed' });
      } catch (error) {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        results.push({ id: job.id, status: 'failed', output: { message, stack } });
      }
    }
    return results;
  }

  private async ready(): Promise<void> {
    if (!this.started) throw new Error('The job queue has not started yet');
    await this.started;
  }

  private async start(): Promise<void> {
    await this.startBoss();
    const deadLetters = new Set(this.definitions.map((definition) => definition.options?.deadLetter).filter(Boolean));
    // A dead-letter queue must exist before the queue that names it.
    const ordered = [...this.definitions].sort(
      (a, b) => Number(!deadLetters.has(a.queue)) - Number(!deadLetters.has(b.queue)),
    );
    for (const { queue, options = {} } of ordered) {
      // Creating is a no-op when the queue exists (another process may have made it a moment ago); an existing queue
      // then takes today's retry and dead-letter settings (its policy cannot change).
      await this.boss.createQueue(queue, options);
      const changeable = { ...options };
      delete changeable.policy;
      delete changeable.partition;
      if (Object.keys(changeable).length > 0) await this.boss.updateQueue(queue, changeable);
    }
    for (const definition of this.definitions) {
      await this.boss.work<object>(
        definition.queue,
        {
          pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
          batchSize: BATCH_SIZE,
          // A full batch means more are waiting: the worker fetches again at once instead of after the interval.
          burstWhenBatchFull: true,
          perJobResults: true,
          localConcurrency: definition.concurrency ?? 1,
        },
        (jobs) => this.runBatch(definition, jobs),
      );
      if (definition.cron) await this.boss.schedule(definition.queue, definition.cron, {}, { tz: 'UTC' });
    }
    this.logger.log(`Job queue started (${this.definitions.length} queues, schema ${JOB_QUEUE_SCHEMA})`);
  }

  /**
   * Two processes installing pg-boss's schema at once: the loser can meet a unique violation, which pg-boss treats as
   * fatal (it forgives only "already exists"). By then the schema is there, so starting again finds it installed.
   */
  private async startBoss(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.start();
        return;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= INSTALL_ATTEMPTS) throw error;
        this.logger.warn(`Job queue schema installed by another process meanwhile; starting again (${attempt})`);
      }
    }
  }
}
