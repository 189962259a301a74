import { Module } from '@nestjs/common';
import { ClockModule } from '../common/clock.module';
import { JobsModule } from '../jobs/jobs.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TaskRecurrenceController } from './task-recurrence.controller';
import { RecurrenceSchedule } from './recurrence-schedule.service';
import { TaskRecurrenceService } from './task-recurrence.service';

/** Recurring tasks (docs/recurring-tasks.md). */
@Module({
  imports: [TenancyModule, TasksModule, ClockModule, JobsModule],
  controllers: [TaskRecurrenceController],
  providers: [TaskRecurrenceService, RecurrenceSchedule],
  exports: [TaskRecurrenceService],
})
export class TaskRecurrenceModule {}
