import {
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
  Req,
  Res,
} from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { MailDeliveryView, NotificationMailView, TaskFollowView, UnsubscribeView } from '@taskflow/contracts';
import accepts from 'accepts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { Public } from '../authorization/public.decorator';
import { ApiErrorBodyDto } from '../errors/api-error-body.dto';
import { MailDeliveryService } from './mail-delivery.service';
import { UnsubscribeQueryDto } from './notifications.dto';
import { TaskFollowsService } from './task-follows.service';
import { unsubscribePage, UnsubscribeService } from './unsubscribe.service';

/** Admins: how the agency's notification mails fare, and the retry of failed ones. */
@ApiTags('notifications')
@Controller('notifications/mail-delivery')
export class MailDeliveryController {
  constructor(private readonly delivery: MailDeliveryService) {}

  @Access.roles('admin')
  @Get()
  view(@CurrentActor() actor: Actor): Promise<MailDeliveryView> {
    return this.delivery.view(actor);
  }

  @Access.roles('admin')
  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  retry(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<NotificationMailView> {
    return this.delivery.retry(actor, id);
  }
}

/** Team users follow tasks to hear of their comments and completion. */
@ApiTags('notifications')
@Controller('notifications/task-follows')
export class TaskFollowsController {
  constructor(private readonly follows: TaskFollowsService) {}

  @Access.roles('admin', 'team')
  @Get(':taskId')
  get(@CurrentActor() actor: Actor, @Param('taskId', ParseUUIDPipe) taskId: string): Promise<TaskFollowView> {
    return this.follows.get(actor, taskId);
  }

  @Access.roles('admin', 'team')
  @Put(':taskId')
  follow(@CurrentActor() actor: Actor, @Param('taskId', ParseUUIDPipe) taskId: string): Promise<TaskFollowView> {
    return this.follows.follow(actor, taskId);
  }

  @Access.roles('admin', 'team')
  @Delete(':taskId')
  unfollow(@CurrentActor() actor: Actor, @Param('taskId', ParseUUIDPipe) taskId: string): Promise<TaskFollowView> {
    return this.follows.unfollow(actor, taskId);
  }
}

/**
 * The unsubscribe link of every notification mail. Public: mail readers are not signed in; the signed token in the
 * query is the credential. GET only shows what the link turns off (link scanners must not unsubscribe anyone); POST
 * turns it off, as the List-Unsubscribe-Post one-click header asks mail programs to do (RFC 8058).
 */
@ApiTags('notifications')
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Public()
  @Get()
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ description: 'What the link turns off (a confirmation page for browsers)' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Unknown or altered link' })
  async preview(
    @Query() query: UnsubscribeQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UnsubscribeView | string> {
    const { view, user } = await this.unsubscribes.preview(query.token);
    return respond(request, response, view, user.language, query.token);
  }

  @Public()
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiProduces('application/json', 'text/html')
  @ApiOkResponse({ description: 'The preferences are off' })
  @ApiBadRequestResponse({ type: ApiErrorBodyDto, description: 'Unknown or altered link' })
  async unsubscribe(
    @Query() query: UnsubscribeQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UnsubscribeView | string> {
    const { view, user } = await this.unsubscribes.unsubscribe(query.token);
    return respond(request, response, view, user.language, query.token);
  }
}

function respond(
  request: FastifyRequest,
  response: FastifyReply,
  view: UnsubscribeView,
  language: Parameters<typeof unsubscribePage>[1],
  token: string,
): UnsubscribeView | string {
  response.header('Cache-Control', 'no-store');
  if (accepts(request.raw).type(['json', 'html']) !== 'html') return view;
  response.type('text/html; charset=utf-8');
  return unsubscribePage(view, language, token);
}
