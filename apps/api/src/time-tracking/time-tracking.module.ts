import { Module } from '@nestjs/common';
import { ClockModule } from '../common/clock.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TimeEntriesService } from './time-entries.service';
import { TimeEntryChanges } from './time-entry-changes';
import { TimeSettingsService } from './time-settings.service';
import { ProjectTimeSettingsController, TimeTrackingController } from './time-tracking.controller';
import { TimerService } from './timer.service';
import { TimesheetService } from './timesheet.service';

/** Timers, time entries, timesheet weeks and rates (docs/time-tracking.md). */
@Module({
  imports: [TenancyModule, LiveEventsModule, ClockModule],
  controllers: [TimeTrackingController, ProjectTimeSettingsController],
  providers: [TimeEntriesService, TimerService, TimesheetService, TimeSettingsService, TimeEntryChanges],
  exports: [TimeEntriesService, TimeEntryChanges],
})
export class TimeTrackingModule {}
