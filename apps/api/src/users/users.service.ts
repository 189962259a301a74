import { isEmailRegistered } from './email-registered';
import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { User as UserView, UserType } from '@taskflow/contracts';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { EmailAlreadyRegisteredException } from '../auth/auth.exception';
import { isUniqueViolation } from '../auth/auth.service';
import { hashPassword } from '../auth/password-hasher';
import { LiveEvents } from '../realtime/live-events.service';
import type { Actor } from '../authorization/actor';
import { AccessDeniedException, MissingPermissionException } from '../authorization/authorization.exception';
import { ClientCompany } from '../client-companies/client-company.entity';
import { ClientCompanyNotFoundException } from '../client-companies/client-companies.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TenantScope } from '../tenancy/tenant-scope';
import { assertTeamHasRoom, syncTeamMemberCount } from './team-member-count';
import { User } from './user.entity';
import { toUserView } from './user.view';
import type { CreateUserDto, UpdateUserDto } from './users.dto';
import {
  CannotChangeOwnStatusException,
  CannotDeleteYourselfException,
  UserNotFoundException,
} from './users.exception';

@Injectable()
export class UsersService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly dataSource: DataSource,
    private readonly live: LiveEvents,
  ) {}

  async list(actor: Actor, userType?: UserType): Promise<UserView[]> {
    const query = this.visibleUsers(actor).orderBy('user.lastName').addOrderBy('user.firstName');
    if (userType) query.andWhere('user.userType = :userType', { userType });
    return (await query.getMany()).map(toUserView);
  }

  async get(actor: Actor, id: string): Promise<UserView> {
    return toUserView(await this.findVisible(actor, id));
  }

  async listByCompany(actor: Actor, companyId: string): Promise<UserView[]> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const company = await scope.findOne(ClientCompany, { id: companyId });
    if (!company || (actor.userType === 'client' && actor.clientCompanyId !== companyId))
      throw new ClientCompanyNotFoundException();
    const users = await scope.find(User, {
      where: { clientCompanyId: companyId },
      relations: { clientCompany: true },
      order: { lastName: 'ASC', firstName: 'ASC' },
    });
    return users.map(toUserView);
  }

  async create(actor: Actor, dto: CreateUserDto): Promise<UserView> {
    assertMayManage(actor, dto.userType);
    const passwordHash = dto.password ? await hashPassword(dto.password) : null;
    return this.insertUser(actor.serviceProviderId, dto, passwordHash);
  }

  /** Inserts a user into `serviceProviderId` (team size and company checked) in one transaction. */
  async insertUser(
    serviceProviderId: string,
    dto: CreateUserDto,
    passwordHash: string | null,
    manager?: TenantScope['manager'],
  ): Promise<UserView> {
    const work = async (scope: TenantScope) => {
      if (dto.userType === 'client' && !(await scope.findOne(ClientCompany, { id: dto.clientCompanyId as string }))) {
        throw new ClientCompanyNotFoundException();
      }
      if (dto.userType !== 'client') await assertTeamHasRoom(scope.manager, serviceProviderId);
      if (await isEmailRegistered(scope.manager, dto.email)) throw new EmailAlreadyRegisteredException();
      const user = await scope.insert(User, {
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        phone: dto.phone ?? null,
        userType: dto.userType,
        clientCompanyId: dto.userType === 'client' ? (dto.clientCompanyId ?? null) : null,
        status: passwordHash ? 'active' : 'pending',
        passwordHash,
      });
      if (dto.userType !== 'client') await syncTeamMemberCount(scope.manager, serviceProviderId);
      return toUserView((await scope.findOne(User, { id: user.id }, { relations: { clientCompany: true } })) as User);
    };
    try {
      return manager
        ? await work(new TenantScope(serviceProviderId, manager))
        : await this.data.transaction(serviceProviderId, work);
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailAlreadyRegisteredException() : error;
    }
  }

  async update(actor: Actor, id: string, dto: UpdateUserDto): Promise<UserView> {
    const user = await this.findVisible(actor, id);
    if (user.id !== actor.userId) assertMayManage(actor, user.userType);
    if (dto.status !== undefined && user.id === actor.userId) throw new CannotChangeOwnStatusException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    if (dto.email && dto.email !== user.email && (await isEmailRegistered(this.dataSource.manager, dto.email))) {
      throw new EmailAlreadyRegisteredException();
    }
    Object.assign(user, sentFields(dto));
    try {
      await scope.save(User, user);
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
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      await scope.remove(User, user);
      if (user.userType !== 'client') await syncTeamMemberCount(scope.manager, actor.serviceProviderId);
    });
    this.live.disconnectUser(user.id);
  }

  private async findVisible(actor: Actor, id: string): Promise<User> {
    const user = await this.visibleUsers(actor).andWhere('user.id = :id', { id }).getOne();
    if (!user) throw new UserNotFoundException();
    return user;
  }

  /** Team side: everyone of the provider. Clients: their company's people and the team working on their visible tasks. */
  private visibleUsers(actor: Actor): SelectQueryBuilder<User> {
    const query = this.data
      .forTenant(actor.serviceProviderId)
      .query(User, 'user')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany');
    if (actor.userType !== 'client') return query;
    return query.andWhere(
      `(user.clientCompanyId = :companyId OR user.id IN (
        SELECT visible_task.assigned_to_id FROM task visible_task JOIN project visible_project ON visible_project.id = visible_task.project_id
        WHERE visible_project.client_company_id = :companyId AND visible_task.is_client_visible))`,
      { companyId: actor.clientCompanyId },
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
