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
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { answerPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
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
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: IncludeInactiveQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProjectView[]> {
    return answerPage(response, await this.projects.list(actor, query.includeInactive === 'true', query));
  }

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get('company/:companyId')
  async listByCustomer(
    @CurrentActor() actor: Actor,
    @Param('companyId', ParseUUIDPipe) customerId: string,
    @Query() query: IncludeInactiveQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProjectView[]> {
    const page = await this.projects.listByCustomer(actor, customerId, query.includeInactive === 'true', query);
    return answerPage(response, page);
  }

  @Access.signedIn(VISIBLE_PROJECTS)
  @Get('client/:id')
  async listByClient(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ProjectView[]> {
    return answerPage(response, await this.projects.listByClient(actor, id, page));
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
