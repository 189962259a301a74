import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  DashboardSummaryResponse,
  ProjectProgressView,
  ProjectReportResponse,
  RecentActivityItem,
} from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { DashboardService } from './dashboard.service';
import { DashboardSummaryQueryDto, ProjectReportQueryDto, RecentActivityQueryDto } from './insights.dto';
import { ProjectReportService } from './project-report.service';
import { RecentActivityService } from './recent-activity.service';

const VISIBLE_WORK = 'counts over the projects, tasks and companies the actor may see (as the list routes)';

/** The dashboard's figures and feed, project progress and the project report. */
@ApiTags('insights')
@Controller()
export class InsightsController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly activity: RecentActivityService,
    private readonly reports: ProjectReportService,
  ) {}

  @Access.signedIn(VISIBLE_WORK)
  @Get('dashboard')
  summary(@CurrentActor() actor: Actor, @Query() query: DashboardSummaryQueryDto): Promise<DashboardSummaryResponse> {
    return this.dashboard.summary(actor, query.today);
  }

  @Access.signedIn('comments on tasks and projects the actor may see; internal comments never')
  @Get('dashboard/activity')
  recentActivity(@CurrentActor() actor: Actor, @Query() query: RecentActivityQueryDto): Promise<RecentActivityItem[]> {
    return this.activity.list(actor, query.limit, query.language);
  }

  @Access.signedIn(VISIBLE_WORK)
  @Get('dashboard/project-progress')
  projectProgress(@CurrentActor() actor: Actor): Promise<ProjectProgressView[]> {
    return this.dashboard.projectProgress(actor);
  }

  @Access.permission('canAccessReports')
  @Get('projects/:id/report')
  projectReport(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ProjectReportQueryDto,
  ): Promise<ProjectReportResponse> {
    return this.reports.report(actor, id, query.today);
  }
}
