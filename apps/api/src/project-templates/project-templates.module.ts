import { Module } from '@nestjs/common';
import { ClockModule } from '../common/clock.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ProjectsModule } from '../projects/projects.module';
import { TaskRecurrenceModule } from '../task-recurrence/task-recurrence.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ProjectTemplatesController } from './project-templates.controller';
import { ProjectTemplatesService } from './project-templates.service';
import { TemplateProjectsService } from './template-projects.service';

/** Project templates (docs/project-templates.md). */
@Module({
  imports: [TenancyModule, LiveEventsModule, ProjectsModule, TasksModule, TaskRecurrenceModule, ClockModule],
  controllers: [ProjectTemplatesController],
  providers: [ProjectTemplatesService, TemplateProjectsService],
})
export class ProjectTemplatesModule {}
