import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { UnreadCommentCountResponse } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { CommentsService } from './comments.service';

/** /api/comments/unread-count: the number `unread_count:updated` (kind comments) keeps live. */
@ApiTags('comments')
@Controller('comments')
export class UnreadCommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Access.signedIn('comments the actor can see and their own side has not read; clients never count internal ones')
  @Get('unread-count')
  async unreadCount(@CurrentActor() actor: Actor): Promise<UnreadCommentCountResponse> {
    return { count: await this.comments.unreadCount(actor) };
  }
}
