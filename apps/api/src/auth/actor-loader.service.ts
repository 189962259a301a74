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
import { ActorCache, type CachedActor } from './actor-cache';

const DEFAULT_CLIENT_RULES: ClientRules = {
  allowClientComments: true,
  requireApprovalForUpdates: true,
  clientPortalAccess: true,
  clientVisibilityDefault: false,
};

@Injectable()
export class ActorLoader {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly cache: ActorCache,
  ) {}

  /**
   * Turns a valid token into an Actor; a deleted or deactivated user is signed out (401), and so is a token of a
   * session that was ended (signed before the user's session version moved on: logout, a password change or reset,
   * an email change, deactivation, sign-out everywhere). The Actor comes from ActorCache when it holds the user, which
   * it drops on any change to the rows it is made of, so these checks see every committed change.
   */
  async load(authenticated: AuthenticatedUser): Promise<Actor> {
    const key = `${authenticated.serviceProviderId}:${authenticated.userId}`;
    const { actor, sessionVersion } = this.cache.get(key) ?? (await this.fetch(key, authenticated));
    if ((authenticated.sessionVersion ?? 0) !== sessionVersion) throw new UnauthorizedException();
    assertPortalOpen(actor);
    return actor;
  }

  /**
   * The Actor of a user already known to be active (e.g. the owner of a calendar feed, a mail's reader): the cached one
   * when the cache holds it for this very state of the user (same session version), else built from the rows.
   */
  async actorOf(user: User): Promise<Actor> {
    const cached = this.cache.get(`${user.serviceProviderId}:${user.id}`);
    const actor = cached && cached.sessionVersion === user.sessionVersion ? cached.actor : await this.build(user);
    assertPortalOpen(actor);
    return actor;
  }

  private async fetch(key: string, authenticated: AuthenticatedUser): Promise<CachedActor> {
    const loadStarted = this.cache.startLoad();
    const scope = this.data.forTenant(authenticated.serviceProviderId);
    const user = await scope.findOne(User, { id: authenticated.userId });
    if (!user || user.status !== 'active') throw new UnauthorizedException();
    const entry: CachedActor = { actor: frozen(await this.build(user)), sessionVersion: user.sessionVersion };
    this.cache.set(key, entry, loadStarted);
    return entry;
  }

  private async build(user: User): Promise<Actor> {
    const scope = this.data.forTenant(user.serviceProviderId);
    const settings = await scope.findOne(ClientCommunicationSettings, {});
    return {
      userId: user.id,
      serviceProviderId: user.serviceProviderId,
      userType: user.userType,
      clientCompanyId: user.clientCompanyId,
      permissions: await this.permissionsOf(user, scope),
      clientRules: settings ? pickClientRules(settings) : DEFAULT_CLIENT_RULES,
    };
  }

  /** Team members: the agency's set with the member's own overrides (team page), for REST and live rooms alike. */
  private async permissionsOf(user: User, scope: TenantScope): Promise<TeamPermissionFlags> {
    if (user.userType === 'admin') return allFlags(true);
    if (user.userType === 'client') return allFlags(false);
    return teamMemberPermissions(scope, user.id);
  }
}

function assertPortalOpen(actor: Actor): void {
  if (actor.userType === 'client' && !actor.clientRules.clientPortalAccess) throw new ClientPortalDisabledException();
}

/** A cached Actor is shared by every request of its user: nobody may change it. */
function frozen(actor: Actor): Actor {
  Object.freeze(actor.permissions);
  Object.freeze(actor.clientRules);
  return Object.freeze(actor);
}

function pickClientRules(settings: ClientCommunicationSettings): ClientRules {
  const { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault } = settings;
  return { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault };
}
