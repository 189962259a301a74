import { Injectable } from '@nestjs/common';
import type {
  CustomerWithProjects,
  CustomerActivityItem,
  CustomerView,
  TeamInvitationResponse,
} from '@taskflow/contracts';
import { CUSTOMER_ACTIVITY_LIMIT, type PageQuery } from '@taskflow/contracts';
import { In, IsNull } from 'typeorm';
import { mapPage, pageOf, type ListPage } from '../common/list-page';
import { SessionService } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects, restrictToVisibleTasks } from '../authorization/visibility';
import { Customer } from '../customer-records/customer.entity';
import { findVisibleCustomer } from '../customer-records/visible-customer';
import { ProjectComment } from '../comments/project-comment.entity';
import { TaskComment } from '../comments/task-comment.entity';
import { InvitationsService, type IssuedInvitation } from '../invitations/invitations.service';
import { TeamInvitation } from '../users/team-invitation.entity';
import { Project } from '../projects/project.entity';
import { toProjectView } from '../projects/project.view';
import { LiveEvents } from '../live-events/live-events.service';
import { TaskApprovalEvent } from '../tasks/task-approval-event.entity';
import { Task } from '../tasks/task.entity';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { EmailAlreadyRegisteredException } from '../users/users.exception';
import { UsersService } from '../users/users.service';
import { sentFields } from '../validation/common-validators';
import { toCustomerView } from './customer.view';
import type { CreateCustomerDto, NewContactDto, UpdateCustomerDto } from './customers.dto';
import { ContactNotFoundException, LastContactException } from './customers.exception';

/** The customer pages' calls: customers with their details, their contacts (portal users) and their projects. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly users: UsersService,
    private readonly invitations: InvitationsService,
    private readonly sessions: SessionService,
    private readonly live: LiveEvents,
  ) {}

  /** A page of the customers (clients: only their own), by name, each with its contacts. */
  async list(actor: Actor, page?: PageQuery): Promise<ListPage<CustomerView>> {
    const scope = this.scope(actor);
    const query = scope.query(Customer, 'customer').orderBy('customer.name', 'ASC').addOrderBy('customer.id', 'ASC');
    if (actor.userType === 'client') query.andWhere('customer.id = :own', { own: actor.clientCompanyId });
    const customers = await pageOf(query, page);
    const customerIds = customers.items.map((customer) => customer.id);
    const users =
      customerIds.length > 0
        ? await scope.find(User, { where: { userType: 'client', clientCompanyId: In(customerIds) } })
        : [];
    const invitations = await this.openInvitations(scope, users);
    return mapPage(customers, (customer) =>
      toCustomerView(
        customer,
        users.filter((user) => user.clientCompanyId === customer.id),
        invitations,
      ),
    );
  }

  async get(actor: Actor, id: string): Promise<CustomerView> {
    const scope = this.scope(actor);
    const customer = await findVisibleCustomer(scope, actor, id);
    const users = await scope.find(User, { where: { clientCompanyId: id } });
    return toCustomerView(customer, users, await this.openInvitations(scope, users));
  }

  async withActiveProjects(actor: Actor, id: string): Promise<CustomerWithProjects> {
    const customer = await this.get(actor, id);
    const query = this.scope(actor)
      .query(Project, 'project')
      .leftJoinAndSelect('project.clientCompany', 'clientCompany')
      .andWhere('project.clientCompanyId = :id', { id })
      .andWhere('project.isActive = true')
      .orderBy('project.createdAt', 'DESC');
    const projects = await restrictToVisibleProjects(query, actor).getMany();
    return { ...customer, projects: projects.map((project) => toProjectView(project, actor)) };
  }

  /** The customer and its first contacts in one transaction (a taken email leaves nothing behind); then the mails. */
  async create(actor: Actor, dto: CreateCustomerDto): Promise<CustomerView> {
    const { contacts = [], ...fields } = dto;
    const { customer, issued } = await this.data.platform().transaction(async (tx) => {
      const created = await tx.forTenant(actor.serviceProviderId).insert(Customer, {
        name: fields.name,
        website: fields.website ?? null,
        industry: fields.industry ?? null,
        address: fields.address ?? null,
        phone: fields.phone ?? null,
        description: fields.description ?? null,
      });
      const invitations: IssuedInvitation[] = [];
      for (const contact of contacts) invitations.push(await this.insertContact(tx, actor, created.id, contact));
      return { customer: created, issued: invitations };
    });
    for (const invitation of issued) await this.invitations.send(actor.serviceProviderId, invitation);
    return this.get(actor, customer.id);
  }

  async update(actor: Actor, id: string, dto: UpdateCustomerDto): Promise<CustomerView> {
    const scope = this.scope(actor);
    const customer = await findVisibleCustomer(scope, actor, id);
    Object.assign(customer, sentFields(dto));
    await scope.save(Customer, customer);
    return this.get(actor, id);
  }

  /** Removes the customer with its projects, tasks, comments and client users (database cascades); their sockets close. */
  async remove(actor: Actor, id: string): Promise<void> {
    const scope = this.scope(actor);
    const customer = await findVisibleCustomer(scope, actor, id);
    const users = await scope.find(User, { where: { clientCompanyId: id } });
    await scope.remove(Customer, customer);
    for (const user of users) this.sessions.disconnect(user.id);
    // The team's sockets leave the rooms of the projects and tasks that went with it.
    await this.live.accessChanged(actor.serviceProviderId);
  }

  /**
   * Adds a contact: a pending client user of the customer, invited by mail. A removed contact of this customer with
   * the same email is brought back (invited again) instead.
   */
  async addContact(actor: Actor, customerId: string, dto: NewContactDto): Promise<CustomerView> {
    await findVisibleCustomer(this.scope(actor), actor, customerId);
    const issued = await this.data.platform().transaction((tx) => this.insertContact(tx, actor, customerId, dto));
    await this.invitations.send(actor.serviceProviderId, issued);
    return this.get(actor, customerId);
  }

  /** Removes a contact: the account is deactivated (comments stay), sessions end and live connections close. */
  async removeContact(actor: Actor, customerId: string, userId: string): Promise<CustomerView> {
    await findVisibleCustomer(this.scope(actor), actor, customerId);
    await this.data.platform().transaction(async (tx) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      await scope.tenant({ lock: true }); // Two removals at once must not both pass the last-contact check.
      const contacts = await scope.find(User, { where: { clientCompanyId: customerId, userType: 'client' } });
      const contact = contacts.find((user) => user.id === userId && user.status !== 'inactive');
      if (!contact) throw new ContactNotFoundException();
      if (contacts.filter((user) => user.status !== 'inactive').length <= 1) throw new LastContactException();
      await scope.update(User, { id: userId }, { status: 'inactive' });
      await scope.delete(TeamInvitation, { userId, acceptedAt: IsNull() });
      await this.sessions.endAll(contact, tx);
    });
    this.sessions.disconnect(userId);
    return this.get(actor, customerId);
  }

  /** A new invitation link for a contact who has not set a password yet. */
  async resendContactInvitation(actor: Actor, customerId: string, userId: string): Promise<TeamInvitationResponse> {
    await findVisibleCustomer(this.scope(actor), actor, customerId);
    const contact = await this.scope(actor).findOne(User, { id: userId, clientCompanyId: customerId });
    if (!contact || contact.status === 'inactive') throw new ContactNotFoundException();
    return this.invitations.resend(actor, userId);
  }

  /** The customer's recent client-visible comments and approval steps on the projects and tasks the actor may see. */
  async activity(actor: Actor, customerId: string): Promise<CustomerActivityItem[]> {
    const scope = this.scope(actor);
    await findVisibleCustomer(scope, actor, customerId);
    const projectQuery = scope
      .query(Project, 'project')
      .select('project.id')
      .andWhere('project.clientCompanyId = :customerId', { customerId });
    const projectIds = (await restrictToVisibleProjects(projectQuery, actor).getMany()).map((project) => project.id);
    if (projectIds.length === 0) return [];

    // Tasks as GET /api/tasks/{id} shows them: a team member without canViewAllTasks reads only their own.
    const [taskComments, projectComments, approvals] = await Promise.all([
      restrictToVisibleTasks(
        scope
          .query(TaskComment, 'comment')
          .innerJoinAndSelect('comment.task', 'task')
          .innerJoinAndSelect('task.project', 'project')
          .leftJoinAndSelect('comment.user', 'user')
          .andWhere('task.projectId IN (:...projectIds)', { projectIds })
          .andWhere('task.isClientVisible = true')
          .andWhere('comment.isInternal = false'),
        actor,
      )
        .orderBy('comment.createdAt', 'DESC')
        .take(CUSTOMER_ACTIVITY_LIMIT)
        .getMany(),
      scope
        .query(ProjectComment, 'comment')
        .innerJoinAndSelect('comment.project', 'project')
        .leftJoinAndSelect('comment.user', 'user')
        .andWhere('comment.projectId IN (:...projectIds)', { projectIds })
        .andWhere('comment.isInternal = false')
        .orderBy('comment.createdAt', 'DESC')
        .take(CUSTOMER_ACTIVITY_LIMIT)
        .getMany(),
      restrictToVisibleTasks(
        scope
          .query(TaskApprovalEvent, 'event')
          .innerJoinAndMapOne('event.task', Task, 'task', 'task.id = event.taskId')
          .innerJoinAndSelect('task.project', 'project')
          .leftJoinAndSelect('event.actor', 'user')
          .andWhere('task.projectId IN (:...projectIds)', { projectIds })
          .andWhere('task.isClientVisible = true'),
        actor,
      )
        .orderBy('event.createdAt', 'DESC')
        .take(CUSTOMER_ACTIVITY_LIMIT)
        .getMany() as Promise<(TaskApprovalEvent & { task?: Task })[]>,
    ]);
    const author = (user: User | null | undefined) =>
      user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, userType: user.userType } : null;
    const items: CustomerActivityItem[] = [
      ...taskComments.map((comment) => ({
        id: `task_${comment.id}`,
        type: 'task_comment' as const,
        content: comment.content,
        approvalStatus: null,
        author: author(comment.user),
        project: { id: comment.task?.project?.id ?? '', name: comment.task?.project?.name ?? '' },
        task: { id: comment.taskId, title: comment.task?.title ?? '' },
        createdAt: comment.createdAt.toISOString(),
      })),
      ...projectComments.map((comment) => ({
        id: `project_${comment.id}`,
        type: 'project_comment' as const,
        content: comment.content,
        approvalStatus: null,
        author: author(comment.user),
        project: { id: comment.projectId, name: comment.project?.name ?? '' },
        task: null,
        createdAt: comment.createdAt.toISOString(),
      })),
      ...approvals.map((event) => ({
        id: `approval_${event.id}`,
        type: 'approval' as const,
        content: event.comment ?? '',
        approvalStatus: event.status,
        author: author(event.actor),
        project: { id: event.task?.project?.id ?? '', name: event.task?.project?.name ?? '' },
        task: { id: event.taskId, title: event.task?.title ?? '' },
        createdAt: event.createdAt.toISOString(),
      })),
    ];
    return items.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, CUSTOMER_ACTIVITY_LIMIT);
  }

  private async insertContact(
    tx: PlatformScope,
    actor: Actor,
    customerId: string,
    contact: NewContactDto,
  ): Promise<IssuedInvitation> {
    const scope = tx.forTenant(actor.serviceProviderId);
    const removed = await scope.findOne(User, {
      email: contact.email,
      status: 'inactive',
      clientCompanyId: customerId,
    });
    if (removed) {
      if (removed.userType !== 'client') throw new EmailAlreadyRegisteredException();
      await scope.update(
        User,
        { id: removed.id },
        {
          firstName: contact.firstName,
          lastName: contact.lastName,
          phone: contact.phone ?? null,
          language: contact.language ?? removed.language,
          status: 'pending',
          passwordHash: null,
        },
      );
      return this.invitations.issueForContact(tx, actor, removed.id);
    }
    const user = await this.users.insertUser(
      tx,
      actor.serviceProviderId,
      { ...contact, userType: 'client', clientCompanyId: customerId },
      null,
    );
    return this.invitations.issueForContact(tx, actor, user.id);
  }

  private async openInvitations(scope: TenantScope, users: User[]): Promise<TeamInvitation[]> {
    const pending = users.filter((user) => user.status === 'pending').map((user) => user.id);
    if (pending.length === 0) return [];
    return scope.find(TeamInvitation, { where: { userId: In(pending), acceptedAt: IsNull() } });
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}
