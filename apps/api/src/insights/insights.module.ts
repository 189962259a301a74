import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { DashboardService } from './dashboard.service';
import { InsightsController } from './insights.controller';
import { ProjectReportService } from './project-report.service';
import { RecentActivityService } from './recent-activity.service';

/** Read-only figures: the dashboard, its recent activity feed, project progress and the project report. */
@Module({
  imports: [TenancyModule, ProjectsModule],
  controllers: [InsightsController],
  providers: [DashboardService, RecentActivityService, ProjectReportService],
})
export class InsightsModule {}
