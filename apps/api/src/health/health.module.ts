import { Module } from '@nestjs/common';
import { DatabaseServerModule } from '../database/database-server.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({
  imports: [DatabaseServerModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
