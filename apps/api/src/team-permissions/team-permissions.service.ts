import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { TeamPermissionSet as TeamPermissionSetView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { pickFlags } from '../authorization/actor';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TeamPermissionSet } from './team-permission-set.entity';
import type { UpdateTeamPermissionsDto } from './team-permissions.dto';

@Injectable()
export class TeamPermissionsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  /** Admins: the agency's defaults for all members; a team member: the flags that apply to them (their overrides included). */
  async get(actor: Actor): Promise<TeamPermissionSetView> {
    const view = toView(await this.load(actor.serviceProviderId));
    return actor.userType === 'team' ? { ...view, ...pickFlags(actor.permissions) } : view;
  }

  async update(actor: Actor, dto: UpdateTeamPermissionsDto): Promise<TeamPermissionSetView> {
    const set = await this.load(actor.serviceProviderId);
    Object.assign(set, sentFields(dto));
    const saved = await this.data.forTenant(actor.serviceProviderId).save(TeamPermissionSet, set);
    // canViewAll* decide which task and project rooms team members may be in.
    await this.live.accessChanged(actor.serviceProviderId);
    return toView(saved);
  }

  private async load(serviceProviderId: string): Promise<TeamPermissionSet> {
    const scope = this.data.forTenant(serviceProviderId);
    return (await scope.findOne(TeamPermissionSet, {})) ?? scope.insert(TeamPermissionSet, {});
  }
}

function toView(set: TeamPermissionSet): TeamPermissionSetView {
  return {
    ...pickFlags(set),
    id: set.id,
    serviceProviderId: set.serviceProviderId,
    createdAt: set.createdAt.toISOString(),
    updatedAt: set.updatedAt.toISOString(),
  };
}
