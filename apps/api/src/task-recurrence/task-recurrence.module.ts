import { Module } from '@nestjs/common';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TaskRecurrenceController } from './task-recurrence.controller';
import { TaskRecurrenceService } from './task-recurrence.service';

/** Recurring tasks (docs/recurring-tasks.md). */
@Module({
  imports: [TenancyModule, TasksModule],
  controllers: [TaskRecurrenceController],
  providers: [TaskRecurrenceService],
})
export class TaskRecurrenceModule {}
