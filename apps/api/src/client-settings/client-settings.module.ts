import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ClientSettingsController } from './client-settings.controller';
import { ClientSettingsService } from './client-settings.service';
import { PortalReopening } from './portal-reopening';

@Module({
  imports: [TenancyModule, LiveEventsModule],
  controllers: [ClientSettingsController],
  providers: [ClientSettingsService, PortalReopening],
  exports: [PortalReopening],
})
export class ClientSettingsModule {}
