import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { HealthResponse, ReadinessCheckName, ReadinessResponse } from '@taskflow/contracts';
import { APP_VERSION } from '../common/app-version';
import { DatabaseProbe } from '../database/database-probe.service';
import { DatabaseServer } from '../database/database-server';
import { JobQueue } from '../jobs/job-queue.service';
import { RedisProbe } from './redis-probe.service';

const CHECK_TIMEOUT_MS = 3_000;
/** Which API process answers (behind a load balancer); random, so it tells nothing about the host. */
const INSTANCE = randomUUID();

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly database: DatabaseProbe,
    private readonly databaseServer: DatabaseServer,
    private readonly jobQueue: JobQueue,
    private readonly redis: RedisProbe,
  ) {}

  async check(): Promise<HealthResponse> {
    const databaseUp = await this.passes('database', () => this.database.ping());
    return {
      status: databaseUp ? 'ok' : 'error',
      database: { status: databaseUp ? 'up' : 'down', embedded: this.databaseServer.embedded },
      uptimeSeconds: Math.floor(process.uptime()),
      instance: INSTANCE,
      nodeMajor: process.versions.node.split('.')[0],
      version: APP_VERSION,
    };
  }

  /** Every dependency a request may need, asked at once: the database, the job queue, Redis when REDIS_URL is set. */
  async readiness(): Promise<ReadinessResponse> {
    const probes: [ReadinessCheckName, () => Promise<unknown>][] = [
      ['database', () => this.database.ping()],
      [
        'jobQueue',
        async () => {
          if (!(await this.jobQueue.isHealthy())) throw new Error('the job queue is not running');
        },
      ],
    ];
    if (this.redis.configured) probes.push(['redis', () => this.redis.ping()]);
    const results = await Promise.all(
      probes.map(async ([name, probe]) => [name, await this.passes(name, probe)] as const),
    );
    const failed = results.filter(([, up]) => !up).map(([name]) => name);
    return {
      status: failed.length === 0 ? 'ok' : 'error',
      checks: Object.fromEntries(results.map(([name, up]) => [name, up ? 'up' : 'down'])),
      failed,
    };
  }

  private async passes(name: ReadinessCheckName, probe: () => Promise<unknown>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([probe(), timeout]);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, msg: `Health check failed: ${name}` });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
