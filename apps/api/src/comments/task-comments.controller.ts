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
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CommentReadStateResponse, TaskCommentView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { toTaskCommentView } from './comment.view';
import { TASK_COMMENTS } from './comment-thread';
import { CommentIdsDto, CreateTaskCommentDto, IncludeInternalQueryDto, UpdateCommentDto } from './comments.dto';
import { CommentsService } from './comments.service';

const VISIBLE = 'comments of tasks the actor can see; internal ones only for the team when asked';

@ApiTags('comments')
@Controller('comments/tasks')
export class TaskCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Access.signedIn(VISIBLE)
  @Get()
  async listAll(@CurrentActor() actor: Actor, @Query() query: IncludeInternalQueryDto): Promise<TaskCommentView[]> {
    return (await this.comments.listAll(TASK_COMMENTS, actor, query.includeInternal === 'true')).map(toTaskCommentView);
  }

  @Access.signedIn(VISIBLE)
  @Get(':taskId')
  async listForTask(
    @CurrentActor() actor: Actor,
    @Param('taskId', ParseUUIDPipe) taskId: string,
    @Query() query: IncludeInternalQueryDto,
  ): Promise<TaskCommentView[]> {
    return (await this.comments.listFor(TASK_COMMENTS, actor, taskId, query.includeInternal === 'true')).map(
      toTaskCommentView,
    );
  }

  @Access.signedIn('on visible tasks; clients only while allowClientComments, never internal')
  @Post()
  async create(@CurrentActor() actor: Actor, @Body() body: CreateTaskCommentDto): Promise<TaskCommentView> {
    return toTaskCommentView(
      await this.comments.create(TASK_COMMENTS, actor, body.taskId, body.content, body.isInternal),
    );
  }

  @Access.signedIn('own comments only')
  @Put(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCommentDto,
  ): Promise<TaskCommentView> {
    return toTaskCommentView(await this.comments.update(TASK_COMMENTS, actor, id, body.content, body.isInternal));
  }

  @Access.signedIn('own comments; admins any')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.comments.remove(TASK_COMMENTS, actor, id);
  }

  @Access.roles('admin', 'team')
  @Patch('read/team')
  markReadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(TASK_COMMENTS, actor, 'team', body.commentIds, true);
  }

  @Access.roles('client')
  @Patch('read/client')
  markReadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(TASK_COMMENTS, actor, 'client', body.commentIds, true);
  }

  @Access.roles('admin', 'team')
  @Patch('unread/team')
  markUnreadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(TASK_COMMENTS, actor, 'team', body.commentIds, false);
  }

  @Access.roles('client')
  @Patch('unread/client')
  markUnreadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(TASK_COMMENTS, actor, 'client', body.commentIds, false);
  }
}
