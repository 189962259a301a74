import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ProjectsModule } from '../projects/projects.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TasksController } from './tasks.controller';
import { TaskBoardService } from './task-board.service';
import { TaskLifecycleHooks } from './task-lifecycle-hooks';
import { TasksService } from './tasks.service';

@Module({
  imports: [TenancyModule, LiveEventsModule, ProjectsModule],
  controllers: [TasksController],
  providers: [TasksService, TaskBoardService, TaskLifecycleHooks],
  exports: [TasksService, TaskLifecycleHooks],
})
export class TasksModule {}
