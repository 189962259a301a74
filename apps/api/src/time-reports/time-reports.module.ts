import { Module } from '@nestjs/common';
import { ClockModule } from '../common/clock.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProjectsModule } from '../projects/projects.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TimeTrackingModule } from '../time-tracking/time-tracking.module';
import { BudgetWarnings } from './budget-warnings.service';
import { ProjectBudgetService } from './project-budget.service';
import { TimeBillingService } from './time-billing.service';
import { TimeExportService } from './time-export.service';
import { ProjectBudgetController, TimeReportsController } from './time-reports.controller';
import { TimeReportsService } from './time-reports.service';

/** Time reports, billing and project budget meters (docs/time-tracking.md). */
@Module({
  imports: [TenancyModule, ProjectsModule, ClockModule, TimeTrackingModule, NotificationsModule],
  controllers: [TimeReportsController, ProjectBudgetController],
  providers: [TimeReportsService, TimeBillingService, ProjectBudgetService, TimeExportService, BudgetWarnings],
  exports: [BudgetWarnings],
})
export class TimeReportsModule {}
