import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { CurrentProviderController } from './current-provider.controller';
import { PendingRegistrations } from './pending-registrations.service';
import { ServiceProvidersController } from './service-providers.controller';

/** Tenant creation (`createProvider`) and step 1 of the two-step registration (docs/product-rules.md#registration). */
@Module({
  imports: [TenancyModule, ThrottlingModule],
  controllers: [ServiceProvidersController, CurrentProviderController],
  providers: [PendingRegistrations],
  exports: [PendingRegistrations],
})
export class ServiceProvidersModule {}
