import { Global, Module } from '@nestjs/common';
import { TenantDataAccess } from './tenant-data-access.service';

@Global()
@Module({ providers: [TenantDataAccess], exports: [TenantDataAccess] })
export class TenancyModule {}
