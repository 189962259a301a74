import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RecurrenceView, TaskView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UpdateTaskDto } from '../tasks/tasks.dto';
import { SetRecurrenceDto } from './task-recurrence.dto';
import { TaskRecurrenceService } from './task-recurrence.service';

const VISIBLE_TASK =
  'the rule of a task the actor can see (clients: client-visible tasks of their company, read-only; team without canViewAllTasks: their own tasks)';

/** A task's repetition, beside the task's own routes (docs/recurring-tasks.md). */
@ApiTags('tasks')
@Controller('tasks')
export class TaskRecurrenceController {
  constructor(private readonly recurrence: TaskRecurrenceService) {}

  @Access.signedIn(VISIBLE_TASK)
  @Get(':id/recurrence')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<RecurrenceView> {
    return this.recurrence.get(actor, id);
  }

  /** The task repeats by this rule from its due date (replacing a rule it had: "this and future ones"). */
  @Access.permission('canEditTasks')
  @Put(':id/recurrence')
  set(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SetRecurrenceDto,
  ): Promise<RecurrenceView> {
    return this.recurrence.set(actor, id, body);
  }

  /** The task stops repeating; it stays. */
  @Access.permission('canEditTasks')
  @Delete(':id/recurrence')
  @HttpCode(HttpStatus.NO_CONTENT)
  stop(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.recurrence.stop(actor, id);
  }

  /** Edits this occurrence and the ones after it (PUT /api/tasks/{id} edits this one only). */
  @Access.permission('canEditTasks')
  @Put(':id/recurrence/following')
  updateFollowing(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTaskDto,
  ): Promise<TaskView> {
    return this.recurrence.updateFollowing(actor, id, body);
  }

  /** Deletes this occurrence and ends the series (DELETE /api/tasks/{id} deletes this one only; the next follows). */
  @Access.permission('canDeleteTasks')
  @Delete(':id/recurrence/following')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeFollowing(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.recurrence.removeFollowing(actor, id);
  }
}
