import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { NotificationPreferencesView, TestEmailResponse } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UpdateNotificationPreferencesDto } from './notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

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
