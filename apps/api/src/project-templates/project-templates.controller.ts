import {
  Body,
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
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ProjectTemplateSummary, ProjectTemplateView, ProjectView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import {
  CopyProjectTemplateDto,
  CreateProjectFromTemplateDto,
  ProjectTemplateQueryDto,
  SaveProjectAsTemplateDto,
  SaveProjectTemplateDto,
} from './project-templates.dto';
import { ProjectTemplatesService } from './project-templates.service';
import { TemplateProjectsService } from './template-projects.service';

/**
 * Project templates (docs/project-templates.md): admins and team members who may create projects; never clients.
 * `:id` is an agency template's UUID or `built-in:<key>`.
 */
@ApiTags('project-templates')
@Controller('project-templates')
export class ProjectTemplatesController {
  constructor(
    private readonly templates: ProjectTemplatesService,
    private readonly projects: TemplateProjectsService,
  ) {}

  @Access.permission('canCreateProjects')
  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: ProjectTemplateQueryDto): Promise<ProjectTemplateSummary[]> {
    return this.templates.list(actor, query.language);
  }

  @Access.permission('canCreateProjects')
  @Get(':id')
  get(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Query() query: ProjectTemplateQueryDto,
  ): Promise<ProjectTemplateView> {
    return this.templates.get(actor, id, query.language);
  }

  @Access.permission('canCreateProjects')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: SaveProjectTemplateDto): Promise<ProjectTemplateView> {
    return this.templates.create(actor, body);
  }

  /** The project's tasks the caller may see (404 for a project they may not see). */
  @Access.permission('canCreateProjects')
  @Post('from-project/:projectId')
  saveProject(
    @CurrentActor() actor: Actor,
    @Param('projectId', ParseUUIDPipe) projectId: string,
    @Body() body: SaveProjectAsTemplateDto,
  ): Promise<ProjectTemplateView> {
    return this.templates.saveProject(actor, projectId, body);
  }

  /** The whole template; built-ins answer 400 PROJECT_TEMPLATE_BUILT_IN. */
  @Access.permission('canCreateProjects')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: SaveProjectTemplateDto,
  ): Promise<ProjectTemplateView> {
    return this.templates.update(actor, id, body);
  }

  @Access.permission('canCreateProjects')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    return this.templates.remove(actor, id);
  }

  @Access.permission('canCreateProjects')
  @Post(':id/copy')
  copy(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: CopyProjectTemplateDto,
  ): Promise<ProjectTemplateView> {
    return this.templates.copy(actor, id, body);
  }

  @Access.permission('canCreateProjects')
  @Post(':id/projects')
  createProject(
    @CurrentActor() actor: Actor,
    @Param('id') id: string,
    @Body() body: CreateProjectFromTemplateDto,
  ): Promise<ProjectView> {
    return this.projects.create(actor, id, body);
  }
}
