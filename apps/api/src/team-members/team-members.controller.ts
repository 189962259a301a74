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
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { OffboardTeamMemberResponse, TeamMemberDetailView, TeamOverview } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { setPageTotal } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import { OffboardTeamMemberDto, UpdateMemberPermissionsDto, UpdateTeamMemberDto } from './team-members.dto';
import { TeamMembersService } from './team-members.service';

@ApiTags('team')
@Controller('team/members')
export class TeamMembersController {
  constructor(private readonly members: TeamMembersService) {}

  /** Admins and team members (never clients) with their figures, pending invitations and the plan's limit. */
  @Access.permission('canManageTeam')
  @Get()
  async overview(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TeamOverview> {
    const { overview, total } = await this.members.overview(actor, page);
    setPageTotal(response, total);
    return overview;
  }

  @Access.permission('canManageTeam')
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<TeamMemberDetailView> {
    return this.members.get(actor, id);
  }

  @Access.permission('canManageTeam')
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTeamMemberDto,
  ): Promise<TeamMemberDetailView> {
    return this.members.update(actor, id, body);
  }

  /** Per-member overrides of the agency's team permission set (team members only; never one's own). */
  @Access.permission('canManageTeam')
  @Put(':id/permissions')
  updatePermissions(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateMemberPermissionsDto,
  ): Promise<TeamMemberDetailView> {
    return this.members.updatePermissions(actor, id, body);
  }

  @Access.permission('canManageTeam')
  @Post(':id/deactivate')
  @HttpCode(HttpStatus.OK)
  deactivate(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: OffboardTeamMemberDto,
  ): Promise<OffboardTeamMemberResponse> {
    return this.members.deactivate(actor, id, body.reassignToId);
  }

  @Access.permission('canManageTeam')
  @Delete(':id')
  remove(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: OffboardTeamMemberDto,
  ): Promise<OffboardTeamMemberResponse> {
    return this.members.remove(actor, id, query.reassignToId);
  }
}
