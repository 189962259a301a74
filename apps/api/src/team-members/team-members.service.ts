import { Injectable } from '@nestjs/common';
import {
  DEFAULT_WEEKLY_TARGET_HOURS,
  TEAM_PERMISSION_FLAGS,
  type OffboardTeamMemberResponse,
  type PageQuery,
  type PermissionOverrides,
  type TeamMemberDetailView,
  type TeamMemberView,
  type TeamOverview,
} from '@taskflow/contracts';
import { In, IsNull, Not } from 'typeorm';
import { SessionService } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { pageOf } from '../common/list-page';
import { RequestValidationException } from '../errors/request-validation.exception';
import { InvitationsService } from '../invitations/invitations.service';
import { Task } from '../tasks/task.entity';
import { TasksService } from '../tasks/tasks.service';
import { effectivePermissions } from '../team-member-profiles/effective-permissions';
import { teamPermissionDefaults } from '../team-member-profiles/member-permissions';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { TwoFactorFactor } from '../two-factor/two-factor-factor.entity';
import { syncTeamMemberCount, TEAM_USER_TYPES } from '../users/team-member-count';
import { User } from '../users/user.entity';
import { sentFields } from '../validation/common-validators';
import { teamMemberFigures } from './team-member-figures';
import type { UpdateMemberPermissionsDto, UpdateTeamMemberDto } from './team-members.dto';
import { assertMayChangeOverrides, assertMayManageMember } from '../team-member-profiles/team-authority';
import {
  AdminPermissionsFixedException,
  INVALID_REASSIGN_TARGET_MESSAGE,
  LastAdminException,
  OwnAccountException,
  TeamMemberNotFoundException,
} from './team-members.exception';

const USER_FIELDS = ['firstName', 'lastName', 'phone', 'status'] as const;
const PROFILE_FIELDS = [
  'jobTitle',
  'department',
  'location',
  'bio',
  'skills',
  'emergencyContact',
  'weeklyTargetHours',
] as const;

/** The team page: admins and team members (never clients) with their profiles, real figures and permissions. */
@Injectable()
export class TeamMembersService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly invitations: InvitationsService,
    private readonly sessions: SessionService,
    private readonly tasks: TasksService,
  ) {}

  /**
   * A page of the members (by name; `total` counts all of them), with every pending invitation (they take seats, so
   * the plan's limit bounds them) and the seat figures.
   */
  async overview(actor: Actor, page?: PageQuery): Promise<{ overview: TeamOverview; total: number }> {
    const scope = this.scope(actor);
    const members = await pageOf(
      scope
        .query(User, 'user')
        .andWhere('user.userType IN (:...types)', { types: [...TEAM_USER_TYPES] })
        .andWhere("user.status <> 'pending'")
        .orderBy('user.lastName', 'ASC')
        .addOrderBy('user.firstName', 'ASC')
        .addOrderBy('user.id', 'ASC'),
      page,
    );
    const agency = await scope.tenant();
    const overview = {
      members: await this.views(scope, actor, members.items),
      invitations: await this.invitations.pendingTeamInvitations(actor),
      maxTeamMembers: agency.maxTeamMembers,
      usedSeats: await scope.count(User, { userType: In([...TEAM_USER_TYPES]) }),
    };
    return { overview, total: members.total };
  }

  async get(actor: Actor, id: string): Promise<TeamMemberDetailView> {
    const scope = this.scope(actor);
    const user = await this.findMember(scope, id);
    const [view] = await this.views(scope, actor, [user]);
    const defaults = await teamPermissionDefaults(scope);
    const effective =
      user.userType === 'admin'
        ? (Object.fromEntries(TEAM_PERMISSION_FLAGS.map((flag) => [flag, true])) as typeof defaults)
        : effectivePermissions(defaults, view.permissionOverrides);
    return { ...view, defaultPermissions: defaults, effectivePermissions: effective };
  }

  async update(actor: Actor, id: string, dto: UpdateTeamMemberDto): Promise<TeamMemberDetailView> {
    const sent = sentFields(dto);
    let ended = false;
    await this.data.platform().transaction(async (tx) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      const user = await this.findMember(scope, id);
      await assertMayManageMember(scope, actor, user);
      if (sent.status !== undefined && sent.status !== user.status) {
        if (user.id === actor.userId) throw new OwnAccountException();
        if (sent.status === 'inactive') {
          await this.assertNotLastAdmin(scope, user);
          ended = true;
        }
      }
      const userChanges = pick(sent, USER_FIELDS);
      if (Object.keys(userChanges).length > 0) await scope.update(User, { id }, userChanges);
      const profileChanges = pick(sent, PROFILE_FIELDS);
      if (Object.keys(profileChanges).length > 0) await this.saveProfile(scope, id, profileChanges);
      if (ended) await this.sessions.endAll(user, tx);
    });
    if (ended) this.sessions.disconnect(id);
    return this.get(actor, id);
  }

  /** Per-member overrides of the team permission set; the member's live connections restart with the new rights. */
  async updatePermissions(actor: Actor, id: string, dto: UpdateMemberPermissionsDto): Promise<TeamMemberDetailView> {
    const scope = this.scope(actor);
    const user = await this.findMember(scope, id);
    if (user.id === actor.userId) throw new OwnAccountException();
    await assertMayManageMember(scope, actor, user);
    if (user.userType === 'admin') throw new AdminPermissionsFixedException();
    const profile = await scope.findOne(TeamMemberProfile, { userId: id });
    const overrides: PermissionOverrides = { ...(profile?.permissionOverrides ?? {}) };
    assertMayChangeOverrides(actor, overrides, dto.overrides);
    for (const flag of TEAM_PERMISSION_FLAGS) {
      const value = dto.overrides[flag];
      if (value === undefined) continue;
      if (value === null) delete overrides[flag];
      else overrides[flag] = value;
    }
    await this.saveProfile(scope, id, { permissionOverrides: overrides });
    this.sessions.disconnect(id);
    return this.get(actor, id);
  }

  /** Deactivates a member (sessions end at once); their open tasks go to `reassignToId` or become unassigned. */
  async deactivate(actor: Actor, id: string, reassignToId?: string | null): Promise<OffboardTeamMemberResponse> {
    const moved = await this.data.platform().transaction(async (tx) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      const user = await this.offboardable(scope, actor, id);
      const moved = await this.moveOpenTasks(scope, id, reassignToId);
      await scope.update(User, { id }, { status: 'inactive' });
      await this.sessions.endAll(user, tx);
      return moved;
    });
    this.sessions.disconnect(id);
    await this.tasks.announceReassigned(actor, moved);
    return { movedTasks: moved.length };
  }

  /** Deletes a member for good (their comments stay without an author); open tasks as with deactivation. */
  async remove(actor: Actor, id: string, reassignToId?: string | null): Promise<OffboardTeamMemberResponse> {
    const moved = await this.data.platform().transaction(async (tx: PlatformScope) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      const user = await this.offboardable(scope, actor, id);
      const moved = await this.moveOpenTasks(scope, id, reassignToId);
      await scope.remove(User, user);
      await syncTeamMemberCount(scope);
      return moved;
    });
    this.sessions.disconnect(id);
    await this.tasks.announceReassigned(actor, moved);
    return { movedTasks: moved.length };
  }

  private async offboardable(scope: TenantScope, actor: Actor, id: string): Promise<User> {
    await scope.tenant({ lock: true }); // Two admins removing each other at once must not leave none.
    const user = await this.findMember(scope, id);
    if (user.id === actor.userId) throw new OwnAccountException();
    await assertMayManageMember(scope, actor, user);
    await this.assertNotLastAdmin(scope, user);
    return user;
  }

  private async assertNotLastAdmin(scope: TenantScope, user: User): Promise<void> {
    if (user.userType !== 'admin') return;
    const otherAdmins = await scope.count(User, { userType: 'admin', status: 'active', id: Not(user.id) });
    if (otherAdmins === 0) throw new LastAdminException();
  }

  /** Answers the ids of the tasks moved. */
  private async moveOpenTasks(scope: TenantScope, fromId: string, toId?: string | null): Promise<string[]> {
    if (toId) {
      const target = await scope.findOne(User, { id: toId, status: 'active', userType: In([...TEAM_USER_TYPES]) });
      if (!target || target.id === fromId)
        throw RequestValidationException.of('reassignToId', 'INVALID_REASSIGN_TARGET', INVALID_REASSIGN_TARGET_MESSAGE);
    }
    const open = await scope.find(Task, { where: { assignedToId: fromId, status: Not('completed') } });
    const ids = open.map((task) => task.id);
    if (ids.length > 0) await scope.update(Task, { id: In(ids) }, { assignedToId: toId ?? null });
    return ids;
  }

  private async saveProfile(scope: TenantScope, userId: string, changes: Partial<TeamMemberProfile>): Promise<void> {
    const profile = await scope.findOne(TeamMemberProfile, { userId });
    if (profile) await scope.update(TeamMemberProfile, { id: profile.id }, changes);
    else await scope.insert(TeamMemberProfile, { userId, ...changes });
  }

  private async findMember(scope: TenantScope, id: string): Promise<User> {
    const user = await scope.findOne(User, { id, userType: In([...TEAM_USER_TYPES]), status: Not('pending') });
    if (!user) throw new TeamMemberNotFoundException();
    return user;
  }

  private async views(scope: TenantScope, viewer: Actor, users: User[]): Promise<TeamMemberView[]> {
    const ids = users.map((user) => user.id);
    const profiles = ids.length > 0 ? await scope.find(TeamMemberProfile, { where: { userId: In(ids) } }) : [];
    const profileOf = (userId: string) => profiles.find((profile) => profile.userId === userId);
    const withSecondFactor = new Set(
      ids.length > 0
        ? (await scope.find(TwoFactorFactor, { where: { userId: In(ids), enabledAt: Not(IsNull()) } })).map(
            (factor) => factor.userId,
          )
        : [],
    );
    const figures = await teamMemberFigures(
      scope,
      viewer,
      users,
      (userId) => profileOf(userId)?.weeklyTargetHours ?? DEFAULT_WEEKLY_TARGET_HOURS,
    );
    return users.map((user) => {
      const profile = profileOf(user.id);
      const isAdmin = user.userType === 'admin';
      return {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        userType: isAdmin ? 'admin' : 'team',
        status: user.status,
        // Without a chosen role, admins are Administrators in Management, others Team Members in Development.
        jobTitle: profile?.jobTitle ?? (isAdmin ? 'Administrator' : 'Team Member'),
        department: profile?.department ?? (isAdmin ? 'management' : 'development'),
        location: profile?.location ?? null,
        bio: profile?.bio ?? null,
        skills: profile?.skills ?? [],
        emergencyContact: profile?.emergencyContact ?? null,
        weeklyTargetHours: profile?.weeklyTargetHours ?? DEFAULT_WEEKLY_TARGET_HOURS,
        joinedAt: user.createdAt.toISOString(),
        lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
        figures: figures.get(user.id) as TeamMemberView['figures'],
        permissionOverrides: isAdmin ? {} : (profile?.permissionOverrides ?? {}),
        twoFactorEnabled: withSecondFactor.has(user.id),
      };
    });
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(
    keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
  ) as Partial<Pick<T, K>>;
}
