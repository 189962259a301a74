import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TaskChecklistsController } from './task-checklists.controller';
import { TaskChecklistsService } from './task-checklists.service';

/** Checklists inside tasks (docs/checklists.md). */
@Module({
  imports: [TenancyModule, LiveEventsModule, TasksModule],
  controllers: [TaskChecklistsController],
  providers: [TaskChecklistsService],
})
export class TaskChecklistsModule {}
