import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { CurrentAgencyController } from './current-agency.controller';
import { PendingRegistrations } from './pending-registrations.service';
import { AgenciesController } from './agencies.controller';

/** Tenant creation (`createAgency`) and step 1 of the two-step registration (docs/product-rules.md#registration). */
@Module({
  imports: [TenancyModule, ThrottlingModule],
  controllers: [AgenciesController, CurrentAgencyController],
  providers: [PendingRegistrations],
  exports: [PendingRegistrations],
})
export class AgenciesModule {}
