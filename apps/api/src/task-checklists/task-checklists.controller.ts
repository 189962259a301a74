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
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ChecklistItemView, TaskView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import {
  ConvertChecklistItemDto,
  CreateChecklistItemDto,
  ReorderChecklistDto,
  UpdateChecklistItemDto,
} from './task-checklists.dto';
import { TaskChecklistsService } from './task-checklists.service';

const VISIBLE_TASK =
  'the checklist of a task the actor can see (clients: client-visible tasks of their company, read-only; team without canViewAllTasks: their own tasks)';

/** A task's checklist, beside the task's own routes (docs/checklists.md). */
@ApiTags('tasks')
@Controller('tasks')
export class TaskChecklistsController {
  constructor(private readonly checklists: TaskChecklistsService) {}

  @Access.signedIn(VISIBLE_TASK)
  @Get(':id/checklist')
  list(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ChecklistItemView[]> {
    return this.checklists.list(actor, id);
  }

  @Access.permission('canEditTasks')
  @Post(':id/checklist')
  add(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreateChecklistItemDto,
  ): Promise<ChecklistItemView> {
    return this.checklists.add(actor, id, body);
  }

  @Access.permission('canEditTasks')
  @Put(':id/checklist/order')
  reorder(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ReorderChecklistDto,
  ): Promise<ChecklistItemView[]> {
    return this.checklists.reorder(actor, id, body);
  }

  @Access.permission('canEditTasks')
  @Patch(':id/checklist/:itemId')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: UpdateChecklistItemDto,
  ): Promise<ChecklistItemView> {
    return this.checklists.update(actor, id, itemId, body);
  }

  @Access.permission('canEditTasks')
  @Delete(':id/checklist/:itemId')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
  ): Promise<void> {
    return this.checklists.remove(actor, id, itemId);
  }

  /** The item becomes a task of the same project (canCreateTasks here, canEditTasks checked by the service). */
  @Access.permission('canCreateTasks')
  @Post(':id/checklist/:itemId/convert')
  convert(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('itemId', ParseUUIDPipe) itemId: string,
    @Body() body: ConvertChecklistItemDto,
  ): Promise<TaskView> {
    return this.checklists.convert(actor, id, itemId, body);
  }
}
