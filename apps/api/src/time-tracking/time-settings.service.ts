import { Injectable } from '@nestjs/common';
import type { ProjectTimeSettingsView, TimeSettingsView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { Project } from '../projects/project.entity';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { ProjectMemberRate } from './project-member-rate.entity';
import type { TimeSettingsDto, UpdateProjectTimeSettingsDto } from './time-tracking.dto';

export const MEMBER_RATE_PERSON_MESSAGE = 'memberRates may name only admins and team members of the agency, once each';

/** Rates and budgets (admins): the agency's default hourly rate, and per project its rate, budget and member rates. */
@Injectable()
export class TimeSettingsService {
  constructor(private readonly data: TenantDataAccess) {}

  async get(actor: Actor): Promise<TimeSettingsView> {
    const agency = await this.data.forTenant(actor.serviceProviderId).tenant();
    return { defaultHourlyRateCents: agency.defaultHourlyRateCents };
  }

  async update(actor: Actor, dto: TimeSettingsDto): Promise<TimeSettingsView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    await scope.updateTenant({ defaultHourlyRateCents: dto.defaultHourlyRateCents ?? null });
    return this.get(actor);
  }

  async project(actor: Actor, projectId: string): Promise<ProjectTimeSettingsView> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    return this.view(scope, await this.findProject(scope, projectId));
  }

  async updateProject(
    actor: Actor,
    projectId: string,
    dto: UpdateProjectTimeSettingsDto,
  ): Promise<ProjectTimeSettingsView> {
    return this.data.transaction(actor.serviceProviderId, async (tx) => {
      const project = await this.findProject(tx, projectId);
      if (dto.hourlyRateCents !== undefined) project.hourlyRateCents = dto.hourlyRateCents;
      if (dto.budgetHours !== undefined) project.budgetHours = dto.budgetHours;
      if (dto.budgetSharedWithClient !== undefined) project.budgetSharedWithClient = dto.budgetSharedWithClient;
      if (dto.billableByDefault !== undefined) project.billableByDefault = dto.billableByDefault;
      delete project.clientCompany;
      await tx.save(Project, project);
      if (dto.memberRates) {
        const userIds = dto.memberRates.map((rate) => rate.userId);
        const people = userIds.length
          ? await tx.query(User, 'person').andWhere('person.id IN (:...userIds)', { userIds }).getMany()
          : [];
        const agencyPeople = people.filter((person) => person.userType !== 'client');
        if (agencyPeople.length !== userIds.length || new Set(userIds).size !== userIds.length)
          throw RequestValidationException.of('memberRates', 'INVALID_ID', MEMBER_RATE_PERSON_MESSAGE);
        await tx.delete(ProjectMemberRate, { projectId });
        for (const rate of dto.memberRates)
          await tx.insert(ProjectMemberRate, { projectId, userId: rate.userId, hourlyRateCents: rate.hourlyRateCents });
      }
      return this.view(tx, project);
    });
  }

  private async findProject(scope: TenantScope, projectId: string): Promise<Project> {
    const project = await scope.findOne(Project, { id: projectId });
    if (!project) throw new ProjectNotFoundException();
    return project;
  }

  private async view(scope: TenantScope, project: Project): Promise<ProjectTimeSettingsView> {
    const memberRates = await scope
      .query(ProjectMemberRate, 'rate')
      .innerJoin(User, 'person', 'person.id = rate.userId')
      .select('rate.userId', 'userId')
      .addSelect(`concat_ws(' ', "person"."first_name", "person"."last_name")`, 'userName')
      .addSelect('rate.hourlyRateCents', 'hourlyRateCents')
      .andWhere('rate.projectId = :projectId', { projectId: project.id })
      .orderBy('"userName"', 'ASC')
      .getRawMany<ProjectTimeSettingsView['memberRates'][number]>();
    return {
      hourlyRateCents: project.hourlyRateCents,
      budgetHours: project.budgetHours,
      budgetSharedWithClient: project.budgetSharedWithClient,
      billableByDefault: project.billableByDefault,
      memberRates,
    };
  }
}
