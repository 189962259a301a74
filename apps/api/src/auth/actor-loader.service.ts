import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { TeamPermissionFlags } from '@taskflow/contracts';
import { allFlags, type Actor, type ClientRules } from '../authorization/actor';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { ClientPortalDisabledException } from '../authorization/authorization.exception';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { teamMemberPermissions } from '../team-member-profiles/member-permissions';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';

const DEFAULT_CLIENT_RULES: ClientRules = {
  allowClientComments: true,
  requireApprovalForUpdates: true,
  clientPortalAccess: true,
  clientVisibilityDefault: false,
};

@Injectable()
export class ActorLoader {
  constructor(private readonly data: TenantDataAccess) {}

  /**
   * Turns a valid token into an Actor; a deleted or deactivated user is signed out (401), and so is a token of a
   * session that was ended (signed before the user's session version moved on: logout, a password change or reset,
   * an email change, deactivation, sign-out everywhere).
   */
  async load(authenticated: AuthenticatedUser): Promise<Actor> {
    const scope = this.data.forTenant(authenticated.serviceProviderId);
    const user = await scope.findOne(User, { id: authenticated.userId });
    if (!user || user.status !== 'active') throw new UnauthorizedException();
    if ((authenticated.sessionVersion ?? 0) !== user.sessionVersion) throw new UnauthorizedException();
    return this.actorOf(user);
  }

  /** The Actor of a user already known to be active (e.g. the owner of a calendar feed). */
  async actorOf(user: User): Promise<Actor> {
    const scope = this.data.forTenant(user.serviceProviderId);

    const settings = await scope.findOne(ClientCommunicationSettings, {});
    const clientRules = settings ? pickClientRules(settings) : DEFAULT_CLIENT_RULES;
    if (user.userType === 'client' && !clientRules.clientPortalAccess) throw new ClientPortalDisabledException();

    return {
      userId: user.id,
      serviceProviderId: user.serviceProviderId,
      userType: user.userType,
      clientCompanyId: user.clientCompanyId,
      permissions: await this.permissionsOf(user, scope),
      clientRules,
    };
  }

  /** Team members: the provider's set with the member's own overrides (team page), for REST and live rooms alike. */
  private async permissionsOf(user: User, scope: TenantScope): Promise<TeamPermissionFlags> {
    if (user.userType === 'admin') return allFlags(true);
    if (user.userType === 'client') return allFlags(false);
    return teamMemberPermissions(scope, user.id);
  }
}

function pickClientRules(settings: ClientCommunicationSettings): ClientRules {
  const { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault } = settings;
  return { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault };
}
