import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { answerJsonPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import { ApiTags } from '@nestjs/swagger';
import type { ProjectBoardView, TaskApprovalEventView, TaskView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import {
  ClientViewQueryDto,
  CreateTaskDto,
  RequestApprovalDto,
  TaskApprovalDto,
  UpdateTaskDto,
  UpdateTaskStatusDto,
} from './tasks.dto';
import { TaskBoardQueryDto } from './task-board.dto';
import { TaskBoardService } from './task-board.service';
import { TasksService } from './tasks.service';

const VISIBLE_TASKS = 'clients: client-visible tasks of their company; team without canViewAllTasks: their own tasks';

@ApiTags('tasks')
@Controller('tasks')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    private readonly boards: TaskBoardService,
  ) {}

  @Access.signedIn(VISIBLE_TASKS)
  @Get()
  async list(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TaskView[]> {
    return answerJsonPage(response, await this.tasks.list(actor, page));
  }

  @Access.signedIn(VISIBLE_TASKS)
  @Get('with-assignees')
  async listWithAssignees(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TaskView[]> {
    return answerJsonPage(response, await this.tasks.list(actor, page));
  }

  @Access.signedIn(VISIBLE_TASKS)
  @Get('project/:projectId')
  async listByProject(
    @CurrentActor() actor: Actor,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: ClientViewQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TaskView[]> {
    return answerJsonPage(
      response,
      await this.tasks.listByProject(actor, projectId, query.clientView === 'true', query),
    );
  }

  /** The board: each column's first page (or one column's next page) and exact counts, filtered on the server. */
  @Access.signedIn(VISIBLE_TASKS)
  @Get('project/:projectId/board')
  async board(
    @CurrentActor() actor: Actor,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: TaskBoardQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProjectBoardView> {
    const json = await this.boards.board(actor, projectId, query);
    response.type('application/json');
    return json as unknown as ProjectBoardView;
  }

  @Access.signedIn(VISIBLE_TASKS)
  @Get('assignee/:userId')
  async listByAssignee(
    @CurrentActor() actor: Actor,
    @Param('userId', ParseUUIDPipe) userId: string,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TaskView[]> {
    return answerJsonPage(response, await this.tasks.listByAssignee(actor, userId, page));
  }

  @Access.signedIn(VISIBLE_TASKS)
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<TaskView> {
    return this.tasks.get(actor, id);
  }

  @Access.permission('canCreateTasks')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateTaskDto): Promise<TaskView> {
    return this.tasks.create(actor, body);
  }

  @Access.permission('canEditTasks')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTaskDto,
  ): Promise<TaskView> {
    return this.tasks.update(actor, id, body);
  }

  @Access.permission('canEditTasks')
  @Patch(':id/status')
  updateStatus(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTaskStatusDto,
  ): Promise<TaskView> {
    return this.tasks.updateStatus(actor, id, body.status);
  }

  @Access.permission('canDeleteTasks')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.tasks.remove(actor, id);
  }

  @Access.permission('canEditTasks')
  @Post(':id/approval-request')
  @HttpCode(HttpStatus.OK)
  requestApproval(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RequestApprovalDto,
  ): Promise<TaskView> {
    return this.tasks.requestApproval(actor, id, body.comment);
  }

  @Access.roles('client')
  @Post(':id/approval')
  @HttpCode(HttpStatus.OK)
  decideApproval(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: TaskApprovalDto,
  ): Promise<TaskView> {
    return this.tasks.decideApproval(actor, id, body);
  }

  @Access.signedIn(VISIBLE_TASKS)
  @Get(':id/approvals')
  approvalHistory(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<TaskApprovalEventView[]> {
    return this.tasks.approvalHistory(actor, id);
  }
}
