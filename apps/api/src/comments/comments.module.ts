import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { CommentsService } from './comments.service';
import { ProjectCommentsController, TaskCommentsController } from './comments.controllers';
import { UnreadCommentsController } from './unread-comments.controller';

@Module({
  imports: [TenancyModule, LiveEventsModule, AuthModule, ProjectsModule, TasksModule],
  controllers: [TaskCommentsController, ProjectCommentsController, UnreadCommentsController],
  providers: [CommentsService],
})
export class CommentsModule {}
