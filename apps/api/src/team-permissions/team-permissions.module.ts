import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TeamPermissionsController } from './team-permissions.controller';
import { TeamPermissionsService } from './team-permissions.service';

@Module({
  imports: [TenancyModule, LiveEventsModule],
  controllers: [TeamPermissionsController],
  providers: [TeamPermissionsService],
})
export class TeamPermissionsModule {}
