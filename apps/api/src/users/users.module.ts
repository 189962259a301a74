import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ServiceProvidersModule } from '../service-providers/service-providers.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { RegistrationService } from './registration.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TenancyModule, ThrottlingModule, LiveEventsModule, ServiceProvidersModule],
  controllers: [UsersController],
  providers: [UsersService, RegistrationService],
  exports: [UsersService, RegistrationService],
})
export class UsersModule {}
