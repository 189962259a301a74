import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ClientBudgetMeterView, ProjectBudgetView, TimeReportView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { contentDisposition } from '../files/files.controller';
import type { FastifyReply } from 'fastify';
import { TimeExportService } from './time-export.service';
import { ProjectBudgetService } from './project-budget.service';
import { TimeBillingService } from './time-billing.service';
import { MarkBilledDto, TimeExportQueryDto, TimeReportQueryDto } from './time-report.dto';
import { TimeReportsService } from './time-reports.service';

@ApiTags('time')
@Controller('time')
export class TimeReportsController {
  constructor(
    private readonly reports: TimeReportsService,
    private readonly billing: TimeBillingService,
    private readonly exports: TimeExportService,
  ) {}

  @Access.permission('canAccessReports')
  @Get('reports')
  report(@CurrentActor() actor: Actor, @Query() query: TimeReportQueryDto): Promise<TimeReportView> {
    return this.reports.report(actor, query);
  }

  @Access.permission('canAccessReports')
  @Get('reports/export')
  async export(
    @CurrentActor() actor: Actor,
    @Query() query: TimeExportQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const file = await this.exports.export(actor, query);
    response.header('Cache-Control', 'private, no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: contentDisposition('attachment', file.fileName),
    });
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
  ): Promise<ProjectBudgetView | ClientBudgetMeterView | null> {
    return this.budgets.budget(actor, id);
  }
}
