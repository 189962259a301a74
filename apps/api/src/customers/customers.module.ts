import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { CustomersController } from './customers.controller';
import { CustomersService } from './customers.service';

/** /client-companies: the customer pages, composing companies (client-companies/), users and projects. */
@Module({ imports: [TenancyModule], controllers: [CustomersController], providers: [CustomersService] })
export class CustomersModule {}
