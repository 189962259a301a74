import { DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { CalendarFeedModule } from './calendar-feed/calendar-feed.module';
import { ClientSettingsModule } from './client-settings/client-settings.module';
import { CommentOverviewModule } from './comments/comment-overview.module';
import { CommentsModule } from './comments/comments.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/app-config.module';
import { ConversationsModule } from './conversations/conversations.module';
import { CustomersModule } from './customers/customers.module';
import { DatabaseModule } from './database/database.module';
import { DemoDataModule } from './demo-data/demo-data.module';
import { FilesModule } from './files/files.module';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { createValidationPipe } from './errors/create-validation-pipe';
import { HealthModule } from './health/health.module';
import { InsightsModule } from './insights/insights.module';
import { InvitationsModule } from './invitations/invitations.module';
import { SignInLinksModule } from './sign-in-links/sign-in-links.module';
import { TeamMembersModule } from './team-members/team-members.module';
import { LoggingModule } from './logging/logging.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProjectsModule } from './projects/projects.module';
import { LiveGatewayModule } from './realtime/live-gateway.module';
import { AgenciesModule } from './agencies/agencies.module';
import { ShutdownModule } from './shutdown/shutdown.module';
import { TaskChecklistsModule } from './task-checklists/task-checklists.module';
import { MentionsModule } from './mentions/mentions.module';
import { TaskRecurrenceModule } from './task-recurrence/task-recurrence.module';
import { ProjectTemplatesModule } from './project-templates/project-templates.module';
import { TasksModule } from './tasks/tasks.module';
import { TeamPermissionsModule } from './team-permissions/team-permissions.module';
import { TimeTrackingModule } from './time-tracking/time-tracking.module';
import { TimeReportsModule } from './time-reports/time-reports.module';
import { UsersModule } from './users/users.module';
import { WaitlistModule } from './waitlist/waitlist.module';

/** The composition root: every feature module imports what it uses itself; only the config is global. */
@Module({})
export class AppModule {
  /** `extraImports` lets tests mount test-only controllers behind the real pipes, guards and filters. */
  static register(config: AppConfig, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.register(config),
        LoggingModule,
        DatabaseModule,
        AuthModule,
        HealthModule,
        WaitlistModule,
        AgenciesModule,
        UsersModule,
        CustomersModule,
        ProjectsModule,
        TasksModule,
        TaskChecklistsModule,
        MentionsModule,
        TaskRecurrenceModule,
        ProjectTemplatesModule,
        CommentsModule,
        CommentOverviewModule,
        ConversationsModule,
        LiveGatewayModule,
        TeamPermissionsModule,
        ClientSettingsModule,
        AccountModule,
        CalendarFeedModule,
        NotificationsModule,
        InvitationsModule,
        SignInLinksModule,
        FilesModule,
        TeamMembersModule,
        DemoDataModule,
        InsightsModule,
        TimeTrackingModule,
        TimeReportsModule,
        ShutdownModule,
        ...extraImports,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: () => createValidationPipe() },
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
      ],
    };
  }
}
