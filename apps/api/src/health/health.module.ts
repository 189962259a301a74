import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module';
import { JobsModule } from '../jobs/jobs.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';
import { RedisProbe } from './redis-probe.service';

@Module({
  imports: [DatabaseModule, JobsModule],
  controllers: [HealthController],
  providers: [HealthService, RedisProbe],
})
export class HealthModule {}
