import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { isTeamPermissionFlag, type PermissionCheckResponse, type TeamPermissionSet } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UpdateTeamPermissionsDto } from './team-permissions.dto';
import { UnknownPermissionException } from './team-permissions.exception';
import { TeamPermissionsService } from './team-permissions.service';

@ApiTags('team-permissions')
@Controller('team-permissions')
export class TeamPermissionsController {
  constructor(private readonly permissions: TeamPermissionsService) {}

  @Access.roles('admin', 'team')
  @Get()
  get(@CurrentActor() actor: Actor): Promise<TeamPermissionSet> {
    return this.permissions.get(actor);
  }

  @Access.roles('admin')
  @Put()
  update(@CurrentActor() actor: Actor, @Body() body: UpdateTeamPermissionsDto): Promise<TeamPermissionSet> {
    return this.permissions.update(actor, body);
  }

  /** Whether the signed-in user holds a permission: admins all, team members per the set, clients none. */
  @Access.signedIn('answers only about the signed-in user')
  @Get('check/:permissionName')
  check(@CurrentActor() actor: Actor, @Param('permissionName') permissionName: string): PermissionCheckResponse {
    if (!isTeamPermissionFlag(permissionName)) throw new UnknownPermissionException(permissionName);
    return { hasPermission: actor.permissions[permissionName], permission: permissionName };
  }
}
