import { Module } from '@nestjs/common';
import { JobQueueDatabase } from './job-queue-database';
import { RowChanges } from './row-changes.service';
import { TenantDataAccess } from './tenant-data-access.service';

/** Import it in every feature module that reads or writes the database (`TenantDataAccess`). */
@Module({
  providers: [TenantDataAccess, JobQueueDatabase, RowChanges],
  exports: [TenantDataAccess, JobQueueDatabase, RowChanges],
})
export class TenancyModule {}
