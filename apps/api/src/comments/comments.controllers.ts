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
  type Type,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { answerPage, mapPage } from '../common/list-page';
import { ApiBody, ApiTags } from '@nestjs/swagger';
import type { CommentReadStateResponse, ProjectCommentView, TaskCommentView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { createValidationPipe } from '../errors/create-validation-pipe';
import type { CommentBase } from './comment-base.entity';
import { PROJECT_COMMENTS, TASK_COMMENTS, type CommentThread } from './comment-thread';
import { toProjectCommentView, toTaskCommentView } from './comment.view';
import {
  CommentIdsDto,
  CreateProjectCommentDto,
  CreateTaskCommentDto,
  IncludeInternalQueryDto,
  UpdateCommentDto,
} from './comments.dto';
import { CommentsService } from './comments.service';

/** What differs between the task and the project comment routes; everything else is one definition below. */
interface CommentRoutes<C extends CommentBase, V, D extends UpdateCommentDto> {
  className: string;
  path: string;
  /** The parent in words, for the access reasons. */
  parents: 'tasks' | 'projects';
  parentParam: 'taskId' | 'projectId';
  thread: CommentThread<C>;
  createDto: Type<D>;
  parentOf: (body: D) => string;
  toView: (comment: C) => V;
}

function commentsController<C extends CommentBase, V, D extends UpdateCommentDto>(routes: CommentRoutes<C, V, D>) {
  const visible = `comments of ${routes.parents} the actor can see; internal ones only for the team when asked`;
  const { thread, toView } = routes;

  @ApiTags('comments')
  @Controller(routes.path)
  class CommentsController {
    constructor(readonly comments: CommentsService) {}

    @Access.signedIn(visible)
    @Get()
    async listAll(
      @CurrentActor() actor: Actor,
      @Query() query: IncludeInternalQueryDto,
      @Res({ passthrough: true }) response: FastifyReply,
    ): Promise<V[]> {
      const page = await this.comments.listAll(thread, actor, query.includeInternal === 'true', query);
      return answerPage(response, mapPage(page, toView));
    }

    @Access.signedIn(visible)
    @Get(`:${routes.parentParam}`)
    async listFor(
      @CurrentActor() actor: Actor,
      @Param(routes.parentParam, ParseUUIDPipe) parentId: string,
      @Query() query: IncludeInternalQueryDto,
      @Res({ passthrough: true }) response: FastifyReply,
    ): Promise<V[]> {
      const page = await this.comments.listFor(thread, actor, parentId, query.includeInternal === 'true', query);
      return answerPage(response, mapPage(page, toView));
    }

    @Access.signedIn(`on visible ${routes.parents}; clients only while allowClientComments, never internal`)
    @Post()
    @ApiBody({ type: routes.createDto })
    async create(
      @CurrentActor() actor: Actor,
      // TypeScript cannot name the generic body's class for Nest, so its pipe is told.
      @Body(createValidationPipe(routes.createDto)) body: D,
    ): Promise<V> {
      return toView(
        await this.comments.create(
          thread,
          actor,
          routes.parentOf(body),
          body.content,
          body.isInternal,
          (body as { attachmentIds?: string[] }).attachmentIds,
        ),
      );
    }

    @Access.signedIn('own comments only')
    @Put(':id')
    async update(
      @CurrentActor() actor: Actor,
      @Param('id', ParseUUIDPipe) id: string,
      @Body() body: UpdateCommentDto,
    ): Promise<V> {
      return toView(await this.comments.update(thread, actor, id, body.content, body.isInternal));
    }

    @Access.signedIn('own comments; admins any')
    @Delete(':id')
    @HttpCode(HttpStatus.NO_CONTENT)
    remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
      return this.comments.remove(thread, actor, id);
    }

    @Access.roles('admin', 'team')
    @Patch('read/team')
    markReadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
      return this.comments.setRead(thread, actor, 'team', body.commentIds, true);
    }

    @Access.roles('client')
    @Patch('read/client')
    markReadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
      return this.comments.setRead(thread, actor, 'client', body.commentIds, true);
    }

    @Access.roles('admin', 'team')
    @Patch('unread/team')
    markUnreadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
      return this.comments.setRead(thread, actor, 'team', body.commentIds, false);
    }

    @Access.roles('client')
    @Patch('unread/client')
    markUnreadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
      return this.comments.setRead(thread, actor, 'client', body.commentIds, false);
    }
  }

  // Names the class for logs and OpenAPI operation ids (TaskCommentsController_create, …).
  Object.defineProperty(CommentsController, 'name', { value: routes.className });
  return CommentsController;
}

/** /api/comments/tasks… */
export const TaskCommentsController = commentsController({
  className: 'TaskCommentsController',
  path: 'comments/tasks',
  parents: 'tasks',
  parentParam: 'taskId',
  thread: TASK_COMMENTS,
  createDto: CreateTaskCommentDto,
  parentOf: (body) => body.taskId,
  toView: (comment): TaskCommentView => toTaskCommentView(comment),
});

/** /api/comments/projects… */
export const ProjectCommentsController = commentsController({
  className: 'ProjectCommentsController',
  path: 'comments/projects',
  parents: 'projects',
  parentParam: 'projectId',
  thread: PROJECT_COMMENTS,
  createDto: CreateProjectCommentDto,
  parentOf: (body) => body.projectId,
  toView: (comment): ProjectCommentView => toProjectCommentView(comment),
});
