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
import type { CommentReadStateResponse, ProjectCommentView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { toProjectCommentView } from './comment.view';
import { PROJECT_COMMENTS } from './comment-thread';
import { CommentIdsDto, CreateProjectCommentDto, IncludeInternalQueryDto, UpdateCommentDto } from './comments.dto';
import { CommentsService } from './comments.service';

const VISIBLE = 'comments of projects the actor can see; internal ones only for the team when asked';

@ApiTags('comments')
@Controller('comments/projects')
export class ProjectCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Access.signedIn(VISIBLE)
  @Get()
  async listAll(@CurrentActor() actor: Actor, @Query() query: IncludeInternalQueryDto): Promise<ProjectCommentView[]> {
    return (await this.comments.listAll(PROJECT_COMMENTS, actor, query.includeInternal === 'true')).map(
      toProjectCommentView,
    );
  }

  @Access.signedIn(VISIBLE)
  @Get(':projectId')
  async listForProject(
    @CurrentActor() actor: Actor,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Query() query: IncludeInternalQueryDto,
  ): Promise<ProjectCommentView[]> {
    return (await this.comments.listFor(PROJECT_COMMENTS, actor, projectId, query.includeInternal === 'true')).map(
      toProjectCommentView,
    );
  }

  @Access.signedIn('on visible projects; clients only while allowClientComments, never internal')
  @Post()
  async create(@CurrentActor() actor: Actor, @Body() body: CreateProjectCommentDto): Promise<ProjectCommentView> {
    return toProjectCommentView(
      await this.comments.create(PROJECT_COMMENTS, actor, body.projectId, body.content, body.isInternal),
    );
  }

  @Access.signedIn('own comments only')
  @Put(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateCommentDto,
  ): Promise<ProjectCommentView> {
    return toProjectCommentView(await this.comments.update(PROJECT_COMMENTS, actor, id, body.content, body.isInternal));
  }

  @Access.signedIn('own comments; admins any')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.comments.remove(PROJECT_COMMENTS, actor, id);
  }

  @Access.roles('admin', 'team')
  @Patch('read/team')
  markReadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(PROJECT_COMMENTS, actor, 'team', body.commentIds, true);
  }

  @Access.roles('client')
  @Patch('read/client')
  markReadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(PROJECT_COMMENTS, actor, 'client', body.commentIds, true);
  }

  @Access.roles('admin', 'team')
  @Patch('unread/team')
  markUnreadByTeam(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(PROJECT_COMMENTS, actor, 'team', body.commentIds, false);
  }

  @Access.roles('client')
  @Patch('unread/client')
  markUnreadByClient(@CurrentActor() actor: Actor, @Body() body: CommentIdsDto): Promise<CommentReadStateResponse> {
    return this.comments.setRead(PROJECT_COMMENTS, actor, 'client', body.commentIds, false);
  }
}
