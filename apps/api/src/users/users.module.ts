import { Module } from '@nestjs/common';
import { ClientSettingsModule } from '../client-settings/client-settings.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { AgenciesModule } from '../agencies/agencies.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { PortalReopenedSessions } from './portal-reopened-sessions.service';
import { RegistrationService } from './registration.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TenancyModule, ThrottlingModule, LiveEventsModule, AgenciesModule, ClientSettingsModule],
  controllers: [UsersController],
  providers: [UsersService, RegistrationService, PortalReopenedSessions],
  exports: [UsersService, RegistrationService],
})
export class UsersModule {}
