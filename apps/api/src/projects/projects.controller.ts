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
import type { ProjectView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { CreateProjectDto, IncludeInactiveQueryDto, UpdateProjectDto } from './projects.dto';
import { ProjectsService } from './projects.service';

const VISIBLE_PROJECTS = 'clients: their company; team without canViewAllProjects: projects they work on';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get()
  list(@CurrentActor() actor: Actor, @Query() query: IncludeInactiveQueryDto): Promise<ProjectView[]> {
    return this.projects.list(actor, query.includeInactive === 'true');
  }

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get('company/:companyId')
  listByCompany(
    @CurrentActor() actor: Actor,
    @Param('companyId', ParseUUIDPipe) companyId: string,
    @Query() query: IncludeInactiveQueryDto,
  ): Promise<ProjectView[]> {
    return this.projects.listByCompany(actor, companyId, query.includeInactive === 'true');
  }

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get('client/:id')
  listByClient(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ProjectView[]> {
    return this.projects.listByClient(actor, id);
  }

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ProjectView> {
    return this.projects.get(actor, id);
  }

  @Access.permission('canCreateProjects')
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateProjectDto): Promise<ProjectView> {
    return this.projects.create(actor, body);
  }

  @Access.permission('canEditProjects')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateProjectDto,
  ): Promise<ProjectView> {
    return this.projects.update(actor, id, body);
  }

  @Access.permission('canEditProjects')
  @Post(':id/complete')
  @HttpCode(HttpStatus.OK)
  complete(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ProjectView> {
    return this.projects.complete(actor, id);
  }

  @Access.permission('canDeleteProjects')
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.projects.remove(actor, id);
  }
}
