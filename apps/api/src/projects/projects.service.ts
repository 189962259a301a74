import { Injectable } from '@nestjs/common';
import type { PageQuery, ProjectView } from '@taskflow/contracts';
import { countRows, pageWindow, type ListPage } from '../common/list-page';
import type { SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { restrictToVisibleProjects } from '../authorization/visibility';
import { Customer } from '../customer-records/customer.entity';
import { findVisibleCustomer } from '../customer-records/visible-customer';
import { RequestValidationException } from '../errors/request-validation.exception';
import { LiveEvents } from '../live-events/live-events.service';
import { WorkActivityBus } from '../live-events/work-activity';
import { planned } from '../tenancy/query-plans';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { sentFields } from '../validation/common-validators';
import { Project } from './project.entity';
import { projectViewJson, toProjectView } from './project.view';
import { END_DATE_AFTER_START_MESSAGE, type CreateProjectDto, type UpdateProjectDto } from './projects.dto';
import {
  ProjectAlreadyCompletedException,
  ProjectHasOpenTasksException,
  ProjectNotFoundException,
} from './projects.exception';

@Injectable()
export class ProjectsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
    private readonly activity: WorkActivityBus,
  ) {}

  async list(actor: Actor, includeInactive: boolean, page?: PageQuery): Promise<ListPage<ProjectView>> {
    return this.findMany(actor, (query) => (includeInactive ? query : query.andWhere('project.isActive = true')), page);
  }

  async listByCustomer(
    actor: Actor,
    customerId: string,
    includeInactive: boolean,
    page?: PageQuery,
  ): Promise<ListPage<ProjectView>> {
    await this.assertCustomerVisible(actor, customerId);
    return this.findMany(
      actor,
      (query) => {
        query.andWhere('project.clientCompanyId = :customerId', { customerId });
        return includeInactive ? query : query.andWhere('project.isActive = true');
      },
      page,
    );
  }

  /** Projects of a client: `id` is a client user (their company's projects) or a customer. */
  async listByClient(actor: Actor, id: string, page?: PageQuery): Promise<ListPage<ProjectView>> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const client = await scope.findOne(User, { id, userType: 'client' });
    const customerId = client?.clientCompanyId ?? (await scope.findOne(Customer, { id }))?.id;
    if (!customerId || (actor.userType === 'client' && customerId !== actor.clientCompanyId))
      throw new UserNotFoundException();
    return this.findMany(
      actor,
      (query) => query.andWhere('project.clientCompanyId = :customerId', { customerId }),
      page,
    );
  }

  async get(actor: Actor, id: string): Promise<ProjectView> {
    return toProjectView(await this.findVisible(actor, id), actor);
  }

  async create(actor: Actor, dto: CreateProjectDto): Promise<ProjectView> {
    await this.assertCustomerVisible(actor, dto.clientCompanyId);
    const project = await this.data
      .forTenant(actor.serviceProviderId)
      .insert(Project, { ...dto, endDate: dto.endDate ?? null, tags: dto.tags ?? [] });
    const view = await this.written(actor, project.id);
    this.activity.projectCreated(actor, view);
    return view;
  }

  async update(actor: Actor, id: string, dto: UpdateProjectDto): Promise<ProjectView> {
    const project = await this.findVisible(actor, id);
    if (dto.clientCompanyId) await this.assertCustomerVisible(actor, dto.clientCompanyId);
    const startDate = dto.startDate ?? project.startDate;
    const endDate = dto.endDate === undefined ? project.endDate : dto.endDate;
    if (endDate && endDate <= startDate)
      throw RequestValidationException.of('endDate', 'END_BEFORE_START', END_DATE_AFTER_START_MESSAGE);
    const before = { ...project };
    const movesCompany = dto.clientCompanyId !== undefined && dto.clientCompanyId !== project.clientCompanyId;
    delete project.clientCompany;
    Object.assign(project, sentFields(dto));
    await this.data.forTenant(actor.serviceProviderId).save(Project, project);
    // The old company's clients may no longer follow it live.
    if (movesCompany) await this.live.accessChanged(actor.serviceProviderId);
    const view = await this.written(actor, id);
    this.activity.projectUpdated(actor, before, view, Object.keys(sentFields(dto)));
    return view;
  }

  /**
   * Mark complete (docs/product-rules.md#states-and-changes): only with at least one task, all of them completed (every task of the
   * project, also those the caller does not see), and not completed yet; sets status completed and isActive false.
   */
  async complete(actor: Actor, id: string): Promise<ProjectView> {
    const project = await this.findVisible(actor, id);
    if (project.status === 'completed') throw new ProjectAlreadyCompletedException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    // Raw task counts: the tasks folder builds on this one, so its entity is not imported here.
    const counts = await scope
      .query(Project, 'project')
      .select('(SELECT COUNT(*) FROM task WHERE task.project_id = project.id)', 'total')
      .addSelect(
        "(SELECT COUNT(*) FROM task WHERE task.project_id = project.id AND task.status <> 'completed')",
        'open',
      )
      .andWhere('project.id = :id', { id })
      .getRawOne<{ total: string; open: string }>();
    if (!counts || Number(counts.total) === 0 || Number(counts.open) > 0) throw new ProjectHasOpenTasksException();
    const before = { ...project };
    delete project.clientCompany;
    Object.assign(project, { status: 'completed', isActive: false });
    await scope.save(Project, project);
    const view = await this.get(actor, id);
    this.activity.projectUpdated(actor, before, view, ['status', 'isActive']);
    return view;
  }

  async remove(actor: Actor, id: string): Promise<void> {
    const project = await this.findVisible(actor, id);
    await this.data.forTenant(actor.serviceProviderId).remove(Project, project);
  }

  /**
   * The project the actor just created or changed: shown even when they may not open it afterwards (a team member
   * without canViewAllProjects creating one they have no task in yet).
   */
  private async written(actor: Actor, id: string): Promise<ProjectView> {
    const project = await this.baseQuery(actor).andWhere('project.id = :id', { id }).getOne();
    if (!project) throw new ProjectNotFoundException();
    return toProjectView(project, actor);
  }

  /** The project if the actor may see it; otherwise 404, exactly like a missing one. */
  async findVisible(actor: Actor, id: string): Promise<Project> {
    const query = this.baseQuery(actor).andWhere('project.id = :id', { id });
    const project = await restrictToVisibleProjects(query, actor).getOne();
    if (!project) throw new ProjectNotFoundException();
    return project;
  }

  /** 404 unless the actor may see the project, like `findVisible`, reading only its id (no entity to build). */
  async assertVisible(actor: Actor, id: string): Promise<void> {
    const query = this.data
      .forTenant(actor.serviceProviderId)
      .query(Project, 'project')
      .select('project.id', 'id')
      .andWhere('project.id = :id', { id });
    if (!(await planned(restrictToVisibleProjects(query, actor)).getRawOne())) throw new ProjectNotFoundException();
  }

  /**
   * A page of the visible projects (refined): each project's view as JSON that PostgreSQL writes, with SQL built once
   * per shape (no entities to build, like the task lists).
   */
  private async findMany(
    actor: Actor,
    refine: (query: SelectQueryBuilder<Project>) => SelectQueryBuilder<Project>,
    page?: PageQuery,
  ): Promise<ListPage<ProjectView>> {
    const visible = restrictToVisibleProjects(refine(this.baseQuery(actor)), actor);
    const { skip, take } = pageWindow(page);
    // One row more than the page tells whether there are more; only then are they counted.
    const rows = await planned(
      visible
        .clone()
        .select(projectViewJson(actor), 'item')
        .orderBy('project.createdAt', 'DESC')
        .addOrderBy('project.id', 'ASC')
        .offset(skip)
        .limit(take + 1),
    ).getRawMany<{ item: ProjectView }>();
    const items = rows.slice(0, take).map((row) => row.item);
    const complete = rows.length <= take && (rows.length > 0 || skip === 0);
    return { items, total: complete ? skip + rows.length : await countRows(visible) };
  }

  private baseQuery(actor: Actor): SelectQueryBuilder<Project> {
    return this.data
      .forTenant(actor.serviceProviderId)
      .query(Project, 'project')
      .leftJoinAndSelect('project.clientCompany', 'clientCompany');
  }

  private async assertCustomerVisible(actor: Actor, customerId: string): Promise<void> {
    await findVisibleCustomer(this.data.forTenant(actor.serviceProviderId), actor, customerId);
  }
}
