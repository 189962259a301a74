import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { HealthResponse } from '@taskflow/contracts';
import { DatabaseProbe } from '../database/database-probe.service';
import { DatabaseServer } from '../database/database-server';

const DATABASE_CHECK_TIMEOUT_MS = 3_000;
/** Which API process answers (behind a load balancer); random, so it tells nothing about the host. */
const INSTANCE = randomUUID();

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly database: DatabaseProbe,
    private readonly databaseServer: DatabaseServer,
  ) {}

  async check(): Promise<HealthResponse> {
    const databaseUp = await this.isDatabaseUp();
    return {
      status: databaseUp ? 'ok' : 'error',
      database: { status: databaseUp ? 'up' : 'down', embedded: this.databaseServer.embedded },
      uptimeSeconds: Math.floor(process.uptime()),
      instance: INSTANCE,
      nodeMajor: process.versions.node.split('.')[0],
    };
  }

  private async isDatabaseUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${DATABASE_CHECK_TIMEOUT_MS} ms`)),
        DATABASE_CHECK_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.database.ping(), timeout]);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, msg: 'Database health check failed' });
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
