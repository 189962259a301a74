import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ProjectTimeSettingsView,
  StartTimerResponse,
  TimeEntryView,
  TimesheetWeekView,
  TimeSettingsView,
  TimerStateView,
} from '@taskflow/contracts';
import type { FastifyReply } from 'fastify';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { answerPage } from '../common/list-page';
import { TimeEntriesService } from './time-entries.service';
import { TimeSettingsService } from './time-settings.service';
import {
  CreateTimeEntryDto,
  StartTimerDto,
  StopTimerDto,
  TimeEntryListQueryDto,
  TimesheetQueryDto,
  TimesheetWeekDto,
  TimeSettingsDto,
  UpdateProjectTimeSettingsDto,
  UpdateTimeEntryDto,
} from './time-tracking.dto';
import { TimerService } from './timer.service';
import { TimesheetService } from './timesheet.service';

@ApiTags('time')
@Controller('time')
export class TimeTrackingController {
  constructor(
    private readonly timer: TimerService,
    private readonly entries: TimeEntriesService,
    private readonly timesheets: TimesheetService,
    private readonly settings: TimeSettingsService,
  ) {}

  @Access.roles('admin', 'team')
  @Get('timer')
  getTimer(@CurrentActor() actor: Actor): Promise<TimerStateView> {
    return this.timer.get(actor);
  }

  @Access.roles('admin', 'team')
  @Post('timer')
  startTimer(@CurrentActor() actor: Actor, @Body() body: StartTimerDto): Promise<StartTimerResponse> {
    return this.timer.start(actor, body);
  }

  @Access.roles('admin', 'team')
  @Post('timer/stop')
  @HttpCode(HttpStatus.OK)
  stopTimer(@CurrentActor() actor: Actor, @Body() body: StopTimerDto): Promise<TimeEntryView> {
    return this.timer.stop(actor, body);
  }

  @Access.roles('admin', 'team')
  @Delete('timer')
  @HttpCode(HttpStatus.NO_CONTENT)
  discardTimer(@CurrentActor() actor: Actor): Promise<void> {
    return this.timer.discard(actor);
  }

  @Access.roles('admin', 'team')
  @Get('entries')
  async listEntries(
    @CurrentActor() actor: Actor,
    @Query() query: TimeEntryListQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TimeEntryView[]> {
    return answerPage(response, await this.entries.list(actor, query));
  }

  @Access.roles('admin', 'team')
  @Post('entries')
  createEntry(@CurrentActor() actor: Actor, @Body() body: CreateTimeEntryDto): Promise<TimeEntryView> {
    return this.entries.create(actor, body);
  }

  @Access.roles('admin', 'team')
  @Put('entries/:id')
  updateEntry(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTimeEntryDto,
  ): Promise<TimeEntryView> {
    return this.entries.update(actor, id, body);
  }

  @Access.roles('admin', 'team')
  @Delete('entries/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeEntry(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.entries.remove(actor, id);
  }

  @Access.roles('admin', 'team')
  @Get('timesheet')
  timesheet(@CurrentActor() actor: Actor, @Query() query: TimesheetQueryDto): Promise<TimesheetWeekView> {
    return this.timesheets.week(actor, query);
  }

  @Access.roles('admin', 'team')
  @Post('timesheet/submit')
  @HttpCode(HttpStatus.OK)
  submitWeek(@CurrentActor() actor: Actor, @Body() body: TimesheetWeekDto): Promise<TimesheetWeekView> {
    return this.timesheets.submit(actor, body);
  }

  @Access.roles('admin')
  @Post('timesheet/lock')
  @HttpCode(HttpStatus.OK)
  lockWeek(@CurrentActor() actor: Actor, @Body() body: TimesheetWeekDto): Promise<TimesheetWeekView> {
    return this.timesheets.lock(actor, body, true);
  }

  @Access.roles('admin')
  @Post('timesheet/unlock')
  @HttpCode(HttpStatus.OK)
  unlockWeek(@CurrentActor() actor: Actor, @Body() body: TimesheetWeekDto): Promise<TimesheetWeekView> {
    return this.timesheets.lock(actor, body, false);
  }

  @Access.roles('admin')
  @Get('settings')
  getSettings(@CurrentActor() actor: Actor): Promise<TimeSettingsView> {
    return this.settings.get(actor);
  }

  @Access.roles('admin')
  @Put('settings')
  updateSettings(@CurrentActor() actor: Actor, @Body() body: TimeSettingsDto): Promise<TimeSettingsView> {
    return this.settings.update(actor, body);
  }
}

/** A project's rates and budget (admins), beside the project's own routes. */
@ApiTags('time')
@Controller('projects')
export class ProjectTimeSettingsController {
  constructor(private readonly settings: TimeSettingsService) {}

  @Access.roles('admin')
  @Get(':id/time-settings')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ProjectTimeSettingsView> {
    return this.settings.project(actor, id);
  }

  @Access.roles('admin')
  @Put(':id/time-settings')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateProjectTimeSettingsDto,
  ): Promise<ProjectTimeSettingsView> {
    return this.settings.updateProject(actor, id, body);
  }
}
