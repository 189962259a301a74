import { Module } from '@nestjs/common';
import { TenantDataAccess } from './tenant-data-access.service';

/** Import it in every feature module that reads or writes the database (`TenantDataAccess`). */
@Module({ providers: [TenantDataAccess], exports: [TenantDataAccess] })
export class TenancyModule {}
