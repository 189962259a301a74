import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  NotificationPage,
  NotificationPreferencesView,
  NotificationUnreadCount,
  TestEmailResponse,
} from '@taskflow/contracts';
import { NotificationCentre } from './notification-centre.service';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { NotificationPageQueryDto, UpdateNotificationPreferencesDto } from './notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly centre: NotificationCentre,
  ) {}

  @Access.signedIn('own notification centre only; each entry while its object is visible to the caller')
  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: NotificationPageQueryDto): Promise<NotificationPage> {
    return this.centre.list(actor, query.cursor, query.limit ?? 20);
  }

  @Access.signedIn('own notification centre only; each entry while its object is visible to the caller')
  @Get('unread-count')
  async unreadCount(@CurrentActor() actor: Actor): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.centre.unreadCount(actor) };
  }

  @Access.signedIn('own notification centre only')
  @Post('read-all')
  @HttpCode(HttpStatus.OK)
  async markAllRead(@CurrentActor() actor: Actor): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.centre.markAllRead(actor) };
  }

  @Access.signedIn('own notification centre only (another person’s entry answers 404)')
  @Post(':id/read')
  @HttpCode(HttpStatus.OK)
  async markRead(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<NotificationUnreadCount> {
    return { unreadCount: await this.centre.markRead(actor, id) };
  }

  @Access.signedIn('own preferences only')
  @Get('preferences')
  get(@CurrentActor() actor: Actor): Promise<NotificationPreferencesView> {
    return this.notifications.get(actor);
  }

  @Access.signedIn('own preferences only')
  @Put('preferences')
  update(
    @CurrentActor() actor: Actor,
    @Body() body: UpdateNotificationPreferencesDto,
  ): Promise<NotificationPreferencesView> {
    return this.notifications.update(actor, body);
  }

  @Access.signedIn('mails only the signed-in user')
  @Post('test-email')
  @HttpCode(HttpStatus.OK)
  testEmail(@CurrentActor() actor: Actor): Promise<TestEmailResponse> {
    return this.notifications.sendTestEmail(actor);
  }
}
