import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { CurrentAgencyController } from './current-agency.controller';
import { PendingRegistrations } from './pending-registrations.service';
import { AgenciesController } from './agencies.controller';
import { RegistrationPolicy } from './registration-policy.service';
import { RegistrationController } from './registration.controller';

/** Tenant creation (`createAgency`), who may register (REGISTRATION) and step 1 of the two-step registration (docs/product-rules.md#registration). */
@Module({
  imports: [TenancyModule, ThrottlingModule],
  controllers: [AgenciesController, CurrentAgencyController, RegistrationController],
  providers: [PendingRegistrations, RegistrationPolicy],
  exports: [PendingRegistrations, RegistrationPolicy],
})
export class AgenciesModule {}
