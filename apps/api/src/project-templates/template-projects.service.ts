import { Injectable } from '@nestjs/common';
import type { ProjectView } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { findVisibleCustomer } from '../customer-records/visible-customer';
import { WorkActivityBus } from '../live-events/work-activity';
import { Project } from '../projects/project.entity';
import { toProjectView } from '../projects/project.view';
import { ProjectNotFoundException } from '../projects/projects.exception';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { Clock } from '../common/clock';
import { startSeries } from '../task-recurrence/start-series';
import { TaskRecurrenceService } from '../task-recurrence/task-recurrence.service';
import { assignableUsers } from '../tasks/assignable-users';
import { Task } from '../tasks/task.entity';
import { TasksService } from '../tasks/tasks.service';
import { zoneOf } from '../tenancy/agency-time-zone';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { shiftedDay } from './project-template-dates';
import type { CreateProjectFromTemplateDto } from './project-templates.dto';
import { ProjectTemplatesService } from './project-templates.service';
import { patternOn } from './template-tasks';

/**
 * A new project from a template (docs/project-templates.md): the project, every task, its checklist and its series
 * in one transaction, so a refusal on the way (a rule's end before its first due day) leaves nothing behind. Then the
 * project and each task are announced as creating them by hand announces them.
 */
@Injectable()
export class TemplateProjectsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly templates: ProjectTemplatesService,
    private readonly tasks: TasksService,
    private readonly activity: WorkActivityBus,
    private readonly recurrence: TaskRecurrenceService,
    private readonly clock: Clock,
  ) {}

  async create(actor: Actor, templateId: string, dto: CreateProjectFromTemplateDto): Promise<ProjectView> {
    const template = await this.templates.resolve(actor, templateId, dto.language);
    await findVisibleCustomer(this.data.forTenant(actor.serviceProviderId), actor, dto.clientCompanyId);
    const assignees = await this.stillAssignable(
      actor,
      template.tasks.map((task) => task.assignedToId),
    );
    const { projectId, taskIds, aheadSeriesIds } = await this.data.transaction(
      actor.serviceProviderId,
      async (scope) => {
        const project = await scope.insert(Project, {
          name: dto.name ?? template.name,
          // A project needs a description (POST /api/projects); a template's may be empty.
          description: dto.description ?? (template.description || template.name),
          startDate: dto.startDate,
          endDate: shiftedDay(dto.startDate, template.durationDays),
          clientCompanyId: dto.clientCompanyId,
          status: 'planning',
          tags: template.tags,
        });
        const timeZone = zoneOf((await scope.tenant()).timeZone);
        const ids: string[] = [];
        const ahead: string[] = [];
        for (const [index, planned] of template.tasks.entries()) {
          // Past due days are kept: a template may be used for a project that started last month.
          const dueDate = shiftedDay(dto.startDate, planned.dueOffsetDays);
          const task = await scope.insert(Task, {
            projectId: project.id,
            title: planned.title,
            description: planned.description,
            assignedToId:
              planned.assignedToId && assignees.has(planned.assignedToId) ? planned.assignedToId : actor.userId,
            status: 'todo',
            priority: planned.priority,
            category: planned.category,
            dueDate,
            estimatedTime: planned.estimatedTime,
            isClientVisible: planned.isClientVisible,
            tags: JSON.stringify(planned.tags),
            requiresClientApproval: false,
            clientApprovalStatus: null,
          });
          await this.addChecklist(scope, task.id, planned.checklist, actor.userId);
          if (planned.recurrence && dueDate) {
            const series = await startSeries(
              scope,
              { ...task, dueDate },
              patternOn(planned, index, dueDate),
              timeZone,
              actor.userId,
            );
            if (series.mode === 'ahead') ahead.push(series.id);
          }
          ids.push(task.id);
        }
        return { projectId: project.id, taskIds: ids, aheadSeriesIds: ahead };
      },
    );
    const view = await this.written(actor, projectId);
    this.activity.projectCreated(actor, view);
    await this.tasks.announceCreated(actor, taskIds);
    // As setting an 'ahead' rule on a task does: the occurrences already in the lead window, made at once.
    for (const id of aheadSeriesIds)
      await this.recurrence.makeAhead({ id, serviceProviderId: actor.serviceProviderId }, this.clock.now());
    return view;
  }

  /** Of the template's assignees, those a task may still be assigned to: active admins and team members. */
  private async stillAssignable(actor: Actor, ids: (string | null)[]): Promise<Set<string>> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const users = await assignableUsers(
      scope,
      ids.filter((id): id is string => id !== null),
    );
    return new Set(users.filter((user) => user.status === 'active').map((user) => user.id));
  }

  private async addChecklist(scope: TenantScope, taskId: string, titles: string[], createdById: string) {
    for (const [position, title] of titles.entries())
      await scope.insert(ChecklistItem, { taskId, title, done: false, position, createdById });
  }

  /** The new project as its creator sees it, even one they may not open afterwards (like POST /api/projects). */
  private async written(actor: Actor, id: string): Promise<ProjectView> {
    const project = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(Project, { id }, { relations: { clientCompany: true } });
    if (!project) throw new ProjectNotFoundException();
    return toProjectView(project, actor);
  }
}
