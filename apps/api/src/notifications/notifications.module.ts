import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClockModule } from '../common/clock.module';
import { JobsModule } from '../jobs/jobs.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { MailModule } from '../mail/mail.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ActivityRecorder } from './activity-recorder.service';
import { MailContent } from './mail-content.service';
import { MailDeliveryService } from './mail-delivery.service';
import { MailPlanner } from './mail-planner.service';
import { MailSender } from './mail-sender.service';
import { NotificationCentre } from './notification-centre.service';
import { NotificationSchedules } from './notification-schedules.service';
import { NotificationsController } from './notifications.controller';
import {
  MailDeliveryController,
  TaskFollowsController,
  UnsubscribeController,
} from './notifications-delivery.controllers';
import { NotificationsService } from './notifications.service';
import { ReaderAccess } from './reader-access';
import { ReportContent } from './report-content.service';
import { TaskFollowsService } from './task-follows.service';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * Notification preferences and the mail engine: work changes (from `WorkActivityBus`) become notifications, mails
 * are built at sending time and sent through the job queue, with digests, quiet hours, scheduled reports, retries
 * and dead letters.
 */
@Module({
  imports: [
    TenancyModule,
    MailModule,
    JobsModule,
    LiveEventsModule,
    AuthModule,
    TasksModule,
    ProjectsModule,
    ClockModule,
  ],
  controllers: [NotificationsController, MailDeliveryController, TaskFollowsController, UnsubscribeController],
  providers: [
    NotificationsService,
    ReaderAccess,
    MailPlanner,
    MailContent,
    ReportContent,
    ActivityRecorder,
    MailSender,
    NotificationSchedules,
    NotificationCentre,
    MailDeliveryService,
    TaskFollowsService,
    UnsubscribeService,
  ],
  exports: [MailPlanner, NotificationCentre],
})
export class NotificationsModule {}
