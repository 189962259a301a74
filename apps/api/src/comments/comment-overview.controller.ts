import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CommentOverviewResponse, ProjectCommentDetailResponse } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { CommentOverviewService } from './comment-overview.service';

const VISIBLE = 'comments the actor can see: internal ones count for the team side only';

/** Counts for the messages page's project sidebar (their unread counts add up to GET /comments/unread-count). */
@ApiTags('comments')
@Controller('comments')
export class CommentOverviewController {
  constructor(private readonly overviews: CommentOverviewService) {}

  @Access.signedIn(`projects the actor can see or holds a visible task of; ${VISIBLE}`)
  @Get('overview')
  overview(@CurrentActor() actor: Actor): Promise<CommentOverviewResponse> {
    return this.overviews.overview(actor);
  }

  @Access.signedIn(`a project the actor can see or holds a visible task of, with its visible tasks; ${VISIBLE}`)
  @Get('overview/:projectId')
  project(
    @CurrentActor() actor: Actor,
    @Param('projectId', ParseUUIDPipe) projectId: string,
  ): Promise<ProjectCommentDetailResponse> {
    return this.overviews.project(actor, projectId);
  }
}
