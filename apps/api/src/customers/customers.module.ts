import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { UsersModule } from '../users/users.module';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

/** /client-companies: the customer pages, composing customers (customer-records/), contacts (users, invitations) and projects. */
@Module({
  imports: [TenancyModule, UsersModule, InvitationsModule, AuthModule, LiveEventsModule],
  controllers: [CustomersController],
  providers: [CustomersService],
})
export class CustomersModule {}
