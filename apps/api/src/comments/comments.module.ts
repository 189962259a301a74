import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { CommentsService } from './comments.service';
import { ProjectCommentsController } from './project-comments.controller';
import { TaskCommentsController } from './task-comments.controller';

@Module({
  imports: [ProjectsModule, TasksModule],
  controllers: [TaskCommentsController, ProjectCommentsController],
  providers: [CommentsService],
})
export class CommentsModule {}
