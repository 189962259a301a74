import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ClientBudgetMeterView, ProjectBudgetView, TimeReportView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { ProjectBudgetService } from './project-budget.service';
import { TimeBillingService } from './time-billing.service';
import { MarkBilledDto, TimeReportQueryDto } from './time-report.dto';
import { TimeReportsService } from './time-reports.service';

@ApiTags('time')
@Controller('time')
export class TimeReportsController {
  constructor(
    private readonly reports: TimeReportsService,
    private readonly billing: TimeBillingService,
  ) {}

  @Access.permission('canAccessReports')
  @Get('reports')
  report(@CurrentActor() actor: Actor, @Query() query: TimeReportQueryDto): Promise<TimeReportView> {
    return this.reports.report(actor, query);
  }

  @Access.roles('admin')
  @Post('entries/billed')
  @HttpCode(HttpStatus.OK)
  markBilled(@CurrentActor() actor: Actor, @Body() body: MarkBilledDto): Promise<{ billed: number }> {
    return this.billing.markBilled(actor, body);
  }
}

/** A project's budget meter, beside the project's own routes. */
@ApiTags('time')
@Controller('projects')
export class ProjectBudgetController {
  constructor(private readonly budgets: ProjectBudgetService) {}

  @Access.signedIn(
    'the project must be visible; a client reads only a shared hours meter (else 404), money only with canAccessReports',
  )
  @Get(':id/budget')
  budget(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<ProjectBudgetView | ClientBudgetMeterView> {
    return this.budgets.budget(actor, id);
  }
}
