import { Injectable } from '@nestjs/common';
import type { ClientCompanyView, ClientCompanyWithProjects } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects } from '../authorization/visibility';
import { ClientCompany } from '../client-companies/client-company.entity';
import { findVisibleCompany } from '../client-companies/visible-company';
import { Project } from '../projects/project.entity';
import { toProjectView } from '../projects/project.view';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { toUserSummary } from '../users/user.view';
import { sentFields } from '../validation/common-validators';
import type { CreateClientCompanyDto, UpdateClientCompanyDto } from './customers.dto';

/** The customer pages' calls: client companies with their people and their projects. */
@Injectable()
export class CustomersService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  async list(actor: Actor): Promise<ClientCompanyView[]> {
    const scope = this.scope(actor);
    const companies = await scope.find(ClientCompany, {
      where: actor.userType === 'client' ? { id: actor.clientCompanyId as string } : {},
      order: { name: 'ASC' },
    });
    const users = await scope.find(User, { where: { userType: 'client' } });
    return companies.map((company) =>
      toView(
        company,
        users.filter((user) => user.clientCompanyId === company.id),
      ),
    );
  }

  async get(actor: Actor, id: string): Promise<ClientCompanyView> {
    const scope = this.scope(actor);
    const company = await findVisibleCompany(scope, actor, id);
    return toView(company, await scope.find(User, { where: { clientCompanyId: id } }));
  }

  async withActiveProjects(actor: Actor, id: string): Promise<ClientCompanyWithProjects> {
    const company = await this.get(actor, id);
    const query = this.scope(actor)
      .query(Project, 'project')
      .leftJoinAndSelect('project.clientCompany', 'clientCompany')
      .andWhere('project.clientCompanyId = :id', { id })
      .andWhere('project.isActive = true')
      .orderBy('project.createdAt', 'DESC');
    const projects = await restrictToVisibleProjects(query, actor).getMany();
    return { ...company, projects: projects.map((project) => toProjectView(project, actor)) };
  }

  async create(actor: Actor, dto: CreateClientCompanyDto): Promise<ClientCompanyView> {
    return toView(await this.scope(actor).insert(ClientCompany, dto), []);
  }

  async update(actor: Actor, id: string, dto: UpdateClientCompanyDto): Promise<ClientCompanyView> {
    const scope = this.scope(actor);
    const company = await findVisibleCompany(scope, actor, id);
    Object.assign(company, sentFields(dto));
    await scope.save(ClientCompany, company);
    return this.get(actor, id);
  }

  /** Removes the company with its projects, tasks, comments and client users (database cascades). */
  async remove(actor: Actor, id: string): Promise<void> {
    const scope = this.scope(actor);
    await scope.remove(ClientCompany, await findVisibleCompany(scope, actor, id));
    // Its client users are gone: their sockets close.
    await this.live.accessChanged(actor.serviceProviderId);
  }

  private scope(actor: Actor): TenantScope {
    return this.data.forTenant(actor.serviceProviderId);
  }
}

function toView(company: ClientCompany, users: User[]): ClientCompanyView {
  return {
    id: company.id,
    name: company.name,
    website: company.website,
    industry: company.industry,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    users: users.map(toUserSummary),
  };
}
