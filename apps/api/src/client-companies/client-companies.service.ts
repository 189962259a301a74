import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { ClientCompanyView, ClientCompanyWithProjects } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects } from '../authorization/visibility';
import { Project } from '../projects/project.entity';
import { toProjectView } from '../projects/project.view';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { toUserSummary } from '../users/user.view';
import { ClientCompany } from './client-company.entity';
import type { CreateClientCompanyDto, UpdateClientCompanyDto } from './client-companies.dto';
import { ClientCompanyNotFoundException } from './client-companies.exception';

@Injectable()
export class ClientCompaniesService {
  constructor(private readonly data: TenantDataAccess) {}

  async list(actor: Actor): Promise<ClientCompanyView[]> {
    const scope = this.data.forTenant(actor.serviceProviderId);
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
    const company = await this.findVisible(actor, id);
    const users = await this.data.forTenant(actor.serviceProviderId).find(User, { where: { clientCompanyId: id } });
    return toView(company, users);
  }

  async withActiveProjects(actor: Actor, id: string): Promise<ClientCompanyWithProjects> {
    const company = await this.get(actor, id);
    const query = this.data
      .forTenant(actor.serviceProviderId)
      .query(Project, 'project')
      .leftJoinAndSelect('project.clientCompany', 'clientCompany')
      .andWhere('project.clientCompanyId = :id', { id })
      .andWhere('project.isActive = true')
      .orderBy('project.createdAt', 'DESC');
    const projects = await restrictToVisibleProjects(query, actor).getMany();
    return { ...company, projects: projects.map(toProjectView) };
  }

  async create(actor: Actor, dto: CreateClientCompanyDto): Promise<ClientCompanyView> {
    const company = await this.data.forTenant(actor.serviceProviderId).insert(ClientCompany, dto);
    return toView(company, []);
  }

  async update(actor: Actor, id: string, dto: UpdateClientCompanyDto): Promise<ClientCompanyView> {
    const company = await this.findVisible(actor, id);
    Object.assign(company, sentFields(dto));
    await this.data.forTenant(actor.serviceProviderId).save(ClientCompany, company);
    return this.get(actor, id);
  }

  /** Removes the company with its projects, tasks, comments and client users (database cascades). */
  async remove(actor: Actor, id: string): Promise<void> {
    const company = await this.findVisible(actor, id);
    await this.data.forTenant(actor.serviceProviderId).remove(ClientCompany, company);
  }

  private async findVisible(actor: Actor, id: string): Promise<ClientCompany> {
    const company = await this.data.forTenant(actor.serviceProviderId).findOne(ClientCompany, { id });
    if (!company || (actor.userType === 'client' && actor.clientCompanyId !== id))
      throw new ClientCompanyNotFoundException();
    return company;
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
