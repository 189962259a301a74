import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { FileStorageModule } from '../file-storage/file-storage.module';
import { JobsModule } from '../jobs/jobs.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ThrottlingModule } from '../throttling/throttling.module';
import { FileCleanupService } from './file-cleanup.service';
import { FilesController } from './files.controller';
import { FilesService } from './files.service';

@Module({
  imports: [
    TenancyModule,
    FileStorageModule,
    JobsModule,
    LiveEventsModule,
    TasksModule,
    ProjectsModule,
    ConversationsModule,
    ThrottlingModule,
  ],
  controllers: [FilesController],
  providers: [FilesService, FileCleanupService],
  exports: [FileCleanupService],
})
export class FilesModule {}
