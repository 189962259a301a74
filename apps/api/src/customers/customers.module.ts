import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

/** /client-companies: the customer pages, composing companies (client-companies/), users and projects. */
@Module({
  imports: [TenancyModule, LiveEventsModule],
  controllers: [CustomersController],
  providers: [CustomersService],
})
export class CustomersModule {}
