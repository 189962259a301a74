import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { JobQueue } from './job-queue.service';

/**
 * The job queue. Import it where jobs are defined or sent; every importer shares the one `JobQueue` of the process
 * (Nest instantiates a module once).
 */
@Module({ imports: [TenancyModule], providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
