import { Injectable } from '@nestjs/common';
import type { PageQuery, User as UserView, UserLanguage, UserType } from '@taskflow/contracts';
import { mapPage, pageOf, type ListPage } from '../common/list-page';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { AccessDeniedException, MissingPermissionException } from '../authorization/authorization.exception';
import { Customer } from '../customer-records/customer.entity';
import { CustomerNotFoundException } from '../customer-records/customer-records.exception';
import { findVisibleCustomer } from '../customer-records/visible-customer';
import { hashPassword } from '../common/password-hasher';
import { isUniqueViolation } from '../common/unique-violation';
import { LiveEvents } from '../live-events/live-events.service';
import { assertMayManageMember, cappedOverrides } from '../team-member-profiles/team-authority';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { RequestValidationException } from '../errors/request-validation.exception';
import { sentFields } from '../validation/common-validators';
import { isEmailRegistered } from './email-registered';
import { endAllSessions } from './revoke-sessions';
import { assertTeamHasRoom, syncTeamMemberCount } from './team-member-count';
import { User } from './user.entity';
import { toUserView } from './user.view';
import type { CreateUserDto, UpdateUserDto } from './users.dto';
import {
  CannotChangeOwnStatusException,
  CannotDeleteYourselfException,
  EmailAlreadyRegisteredException,
  OWN_EMAIL_NEEDS_PASSWORD_MESSAGE,
  UserNotFoundException,
} from './users.exception';

/** A user to add to an agency (from POST /users, an invitation or a registration). */
export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  userType: UserType;
  clientCompanyId?: string;
  /** The language of the user's mails until they choose one themselves. */
  language?: UserLanguage | null;
}

@Injectable()
export class UsersService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  async list(actor: Actor, userType?: UserType, page?: PageQuery): Promise<ListPage<UserView>> {
    const query = this.visibleUsers(actor).orderBy('user.lastName').addOrderBy('user.firstName').addOrderBy('user.id');
    if (userType) query.andWhere('user.userType = :userType', { userType });
    return mapPage(await pageOf(query, page), toUserView);
  }

  async get(actor: Actor, id: string): Promise<UserView> {
    return toUserView(await this.findVisible(actor, id));
  }

  async listByCustomer(actor: Actor, customerId: string, page?: PageQuery): Promise<ListPage<UserView>> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    await findVisibleCustomer(scope, actor, customerId);
    const query = scope
      .query(User, 'user')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany')
      .andWhere('user.clientCompanyId = :customerId', { customerId })
      .orderBy('user.lastName')
      .addOrderBy('user.firstName')
      .addOrderBy('user.id');
    return mapPage(await pageOf(query, page), toUserView);
  }

  /** A team member's new colleague holds none of the flags the team member lacks (see `cappedOverrides`). */
  async create(actor: Actor, dto: CreateUserDto): Promise<UserView> {
    assertMayManage(actor, dto.userType);
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    const user = await this.data.platform().transaction(async (tx) => {
      const created = await this.insertUser(tx, actor.serviceProviderId, dto, passwordHash);
      if (created.userType === 'team' && actor.userType !== 'admin')
        await tx
          .forTenant(actor.serviceProviderId)
          .insert(TeamMemberProfile, { userId: created.id, permissionOverrides: cappedOverrides(actor, {}) });
      return created;
    });
    return toUserView(user);
  }

  /**
   * Adds a user to `serviceProviderId` inside the caller's transaction `tx`: the team size, the customer and the
   * email (unique across agencies) are checked; without a password the user is pending and cannot sign in yet.
   */
  async insertUser(
    tx: PlatformScope,
    serviceProviderId: string,
    fields: NewUser,
    passwordHash: string | null,
  ): Promise<User> {
    const scope = tx.forTenant(serviceProviderId);
    const isClient = fields.userType === 'client';
    if (isClient && !(await scope.findOne(Customer, { id: fields.clientCompanyId as string }))) {
      throw new CustomerNotFoundException();
    }
    if (!isClient) await assertTeamHasRoom(scope);
    if (await isEmailRegistered(tx, fields.email)) throw new EmailAlreadyRegisteredException();
    try {
      const user = await scope.insert(User, {
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone ?? null,
        userType: fields.userType,
        clientCompanyId: isClient ? (fields.clientCompanyId ?? null) : null,
        status: passwordHash ? 'active' : 'pending',
        passwordHash,
        language: fields.language ?? null,
      });
      if (!isClient) await syncTeamMemberCount(scope);
      return (await scope.findOne(User, { id: user.id }, { relations: { clientCompany: true } })) as User;
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailAlreadyRegisteredException() : error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateUserDto): Promise<UserView> {
    const user = await this.findVisible(actor, id);
    if (user.id !== actor.userId) {
      assertMayManage(actor, user.userType);
      await assertMayManageMember(this.data.forTenant(actor.serviceProviderId), actor, user);
    }
    if (dto.status !== undefined && user.id === actor.userId) throw new CannotChangeOwnStatusException();
    // One's own login email changes only with the current password (PUT /api/account), which also ends other sessions.
    if (dto.email !== undefined && dto.email !== user.email && user.id === actor.userId)
      throw RequestValidationException.of('email', 'OWN_EMAIL_NEEDS_PASSWORD', OWN_EMAIL_NEEDS_PASSWORD_MESSAGE);
    if (dto.email && dto.email !== user.email && (await isEmailRegistered(this.data.platform(), dto.email))) {
      throw new EmailAlreadyRegisteredException();
    }
    const deactivated = dto.status === 'inactive' && user.status !== 'inactive';
    Object.assign(user, sentFields(dto));
    try {
      await this.data.platform().transaction(async (tx) => {
        await tx.forTenant(actor.serviceProviderId).save(User, user);
        // Ended for good: reactivating the account later must not bring back a session from before.
        if (deactivated) user.sessionVersion = await endAllSessions(tx, user);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailAlreadyRegisteredException() : error;
    }
    if (user.status !== 'active') this.live.disconnectUser(user.id);
    return toUserView(user);
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const user = await this.findVisible(actor, id);
    if (user.id === actor.userId) throw new CannotDeleteYourselfException();
    assertMayManage(actor, user.userType);
    await assertMayManageMember(this.data.forTenant(actor.serviceProviderId), actor, user);
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await scope.remove(User, user);
      if (user.userType !== 'client') await syncTeamMemberCount(scope);
    });
    this.live.disconnectUser(user.id);
  }

  private async findVisible(actor: Actor, id: string): Promise<User> {
    const user = await this.visibleUsers(actor).andWhere('user.id = :id', { id }).getOne();
    if (!user) throw new UserNotFoundException();
    return user;
  }

  /** Team side: everyone of the agency. Clients: their company's people and the team working on their visible tasks. */
  private visibleUsers(actor: Actor): SelectQueryBuilder<User> {
    const query = this.data
      .forTenant(actor.serviceProviderId)
      .query(User, 'user')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany');
    if (actor.userType !== 'client') return query;
    return query.andWhere(
      `(user.clientCompanyId = :customerId OR user.id IN (
        SELECT visible_task.assigned_to_id FROM task visible_task JOIN project visible_project ON visible_project.id = visible_task.project_id
        WHERE visible_project.client_company_id = :customerId AND visible_task.is_client_visible))`,
      { customerId: actor.clientCompanyId },
    );
  }
}

/** Who may create, edit or delete users of a type (one's own profile aside). */
function assertMayManage(actor: Actor, userType: UserType): void {
  if (actor.userType === 'admin') return;
  if (actor.userType === 'client' || userType === 'admin') throw new AccessDeniedException();
  const flag = userType === 'client' ? 'canEditCustomers' : 'canManageTeam';
  if (!actor.permissions[flag]) throw new MissingPermissionException(flag);
}
