import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ClientSettingsController } from './client-settings.controller';
import { ClientSettingsService } from './client-settings.service';

@Module({
  imports: [TenancyModule, LiveEventsModule],
  controllers: [ClientSettingsController],
  providers: [ClientSettingsService],
})
export class ClientSettingsModule {}
