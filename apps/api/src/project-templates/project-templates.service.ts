import { Injectable } from '@nestjs/common';
import {
  PROJECT_TEMPLATE_NAME_MAX,
  PROJECT_TEMPLATE_OFFSET_MAX_DAYS,
  PROJECT_TEMPLATE_TASKS_MAX,
  type FieldError,
  type ProjectTemplateSummary,
  type ProjectTemplateTask,
  type ProjectTemplateView,
  type UserLanguage,
} from '@taskflow/contracts';
import { In } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { RequestValidationException } from '../errors/request-validation.exception';
import { ProjectsService } from '../projects/projects.service';
import { ChecklistItem } from '../task-checklists/checklist-item.entity';
import { TaskSeries } from '../task-recurrence/task-series.entity';
import { assignableUsers } from '../tasks/assignable-users';
import { Task } from '../tasks/task.entity';
import { ASSIGNEE_MESSAGE, TasksService } from '../tasks/tasks.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { parseTagList } from '../validation/common-validators';
import { builtInKeyOf, builtInTemplate, builtInTemplates, copySuffix } from './built-in-templates';
import { ProjectTemplate } from './project-template.entity';
import { daysBetween, dueOffsetOf } from './project-template-dates';
import type { CopyProjectTemplateDto, SaveProjectAsTemplateDto, SaveProjectTemplateDto } from './project-templates.dto';
import { ProjectTemplateBuiltInException, ProjectTemplateNotFoundException } from './project-templates.exception';
import { normalizedTask, recurrenceErrors, ruleOfPattern } from './template-tasks';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOO_MANY_TASKS_MESSAGE = `A template holds at most ${PROJECT_TEMPLATE_TASKS_MAX} tasks`;

/**
 * Project templates (docs/project-templates.md): the built-ins every agency has (read-only, in both languages) and
 * the agency's own, saved from scratch, from a project or as a copy. The controller lets only admins and members
 * with canCreateProjects in.
 */
@Injectable()
export class ProjectTemplatesService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly projects: ProjectsService,
    private readonly tasks: TasksService,
  ) {}

  /** Built-ins first, then the agency's templates by name. */
  async list(actor: Actor, language?: UserLanguage): Promise<ProjectTemplateSummary[]> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const own = await scope.find(ProjectTemplate, { order: { name: 'ASC', createdAt: 'ASC' } });
    const builtIns = builtInTemplates(await this.languageOf(actor, language));
    return [...builtIns, ...own.map(toView)].map(toSummary);
  }

  get(actor: Actor, id: string, language?: UserLanguage): Promise<ProjectTemplateView> {
    return this.resolve(actor, id, language);
  }

  async create(actor: Actor, dto: SaveProjectTemplateDto): Promise<ProjectTemplateView> {
    const fields = await this.checked(actor, dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    return toView(await scope.insert(ProjectTemplate, { ...fields, createdById: actor.userId }));
  }

  async update(actor: Actor, id: string, dto: SaveProjectTemplateDto): Promise<ProjectTemplateView> {
    await this.findOwn(actor, id);
    const fields = await this.checked(actor, dto);
    const scope = this.data.forTenant(actor.serviceProviderId);
    await scope.update<ProjectTemplate>(ProjectTemplate, { id }, fields as Partial<ProjectTemplate>);
    return toView(await this.findOwn(actor, id));
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.findOwn(actor, id);
    await this.data.forTenant(actor.serviceProviderId).delete(ProjectTemplate, { id });
  }

  /** An agency template made from any template: a built-in in the asked language. */
  async copy(actor: Actor, id: string, dto: CopyProjectTemplateDto): Promise<ProjectTemplateView> {
    const language = await this.languageOf(actor, dto.language);
    const original = await this.resolve(actor, id, language);
    const suffix = copySuffix(language);
    const name = dto.name ?? `${original.name.slice(0, PROJECT_TEMPLATE_NAME_MAX - suffix.length)}${suffix}`;
    const scope = this.data.forTenant(actor.serviceProviderId);
    // A copy's assignees are checked again: one may have left since the original was saved.
    const tasks = await this.withoutFormerAssignees(scope, original.tasks);
    const copy = await scope.insert(ProjectTemplate, {
      name,
      description: original.description,
      tags: original.tags,
      durationDays: original.durationDays,
      tasks,
      createdById: actor.userId,
    });
    return toView(copy);
  }

  /**
   * The project's tasks the caller may see, as a template: due days as days after the project's start (a task due
   * before the start counts as due on it), a repeating task once with its series' rule, assignees kept or cleared.
   */
  async saveProject(actor: Actor, projectId: string, dto: SaveProjectAsTemplateDto): Promise<ProjectTemplateView> {
    const project = await this.projects.findVisible(actor, projectId);
    const visible = await this.tasks.everyVisible(actor, { id: projectId, clientView: false });
    const scope = this.data.forTenant(actor.serviceProviderId);
    const rows = visible.length
      ? await scope.find(Task, { where: { id: In(visible.map((task) => task.id)) }, order: { createdAt: 'ASC' } })
      : [];
    const seriesIds = [...new Set(rows.flatMap((task) => (task.seriesId ? [task.seriesId] : [])))];
    const liveSeries = new Map(
      (seriesIds.length ? await scope.find(TaskSeries, { where: { id: In(seriesIds) } }) : [])
        .filter((series) => series.endedAt === null)
        .map((series) => [series.id, series]),
    );
    const kept = oncePerSeries(rows, liveSeries);
    if (kept.length > PROJECT_TEMPLATE_TASKS_MAX)
      throw RequestValidationException.of('tasks', 'TOO_MANY', TOO_MANY_TASKS_MESSAGE);
    const items = kept.length
      ? await scope.find(ChecklistItem, {
          where: { taskId: In(kept.map((task) => task.id)) },
          order: { position: 'ASC', createdAt: 'ASC' },
        })
      : [];
    const tasks = kept
      .map((task): ProjectTemplateTask => {
        const series = task.seriesId ? liveSeries.get(task.seriesId) : undefined;
        // A repeating task starts where its series started, not at the occurrence that is open now.
        const dueDate = series ? series.startDate : task.dueDate;
        const offset = dueOffsetOf(project.startDate, dueDate);
        return {
          title: task.title,
          description: task.description,
          priority: task.priority,
          category: task.category,
          tags: parseTagList(task.tags) ?? [],
          isClientVisible: task.isClientVisible,
          estimatedTime: task.estimatedTime,
          dueOffsetDays: offset === null ? null : Math.min(offset, PROJECT_TEMPLATE_OFFSET_MAX_DAYS),
          assignedToId: dto.keepAssignees ? task.assignedToId : null,
          recurrence: series ? ruleOfPattern(series.pattern, series.startDate) : null,
          checklist: items.filter((item) => item.taskId === task.id).map((item) => item.title),
        };
      })
      .sort((a, b) => (a.dueOffsetDays ?? Infinity) - (b.dueOffsetDays ?? Infinity));
    const durationDays = project.endDate
      ? Math.min(Math.max(1, daysBetween(project.startDate, project.endDate)), PROJECT_TEMPLATE_OFFSET_MAX_DAYS)
      : null;
    const template = await scope.insert(ProjectTemplate, {
      name: dto.name,
      description: dto.description ?? project.description,
      tags: [...project.tags],
      durationDays,
      tasks,
      createdById: actor.userId,
    });
    return toView(template);
  }

  /** A template by its id (a built-in's in the asked language, else the caller's); 404 for anything else. */
  async resolve(actor: Actor, id: string, language?: UserLanguage): Promise<ProjectTemplateView> {
    const key = builtInKeyOf(id);
    if (key) return builtInTemplate(key, await this.languageOf(actor, language));
    return toView(await this.findOwn(actor, id));
  }

  /** The caller's language for built-in texts: the asked one, else the one they chose, else English. */
  async languageOf(actor: Actor, asked?: UserLanguage): Promise<UserLanguage> {
    if (asked) return asked;
    const user = await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: actor.userId });
    return user?.language ?? 'en';
  }

  /** The agency's template (built-ins: 400, they are read-only); 404 for another agency's or an unknown id. */
  private async findOwn(actor: Actor, id: string): Promise<ProjectTemplate> {
    if (builtInKeyOf(id)) throw new ProjectTemplateBuiltInException();
    if (!UUID.test(id)) throw new ProjectTemplateNotFoundException();
    const template = await this.data.forTenant(actor.serviceProviderId).findOne(ProjectTemplate, { id });
    if (!template) throw new ProjectTemplateNotFoundException();
    return template;
  }

  /** The sent template with its defaults, after the checks one field alone cannot make (rules, assignees). */
  private async checked(actor: Actor, dto: SaveProjectTemplateDto) {
    const tasks = dto.tasks.map(normalizedTask);
    const errors: Record<string, FieldError[]> = recurrenceErrors(tasks);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const assignable = new Set(
      (
        await assignableUsers(
          scope,
          tasks.flatMap((task) => (task.assignedToId ? [task.assignedToId] : [])),
        )
      ).map((user) => user.id),
    );
    tasks.forEach((task, index) => {
      if (task.assignedToId && !assignable.has(task.assignedToId))
        errors[`tasks.${index}.assignedToId`] = [{ code: 'INVALID_ASSIGNEE', message: ASSIGNEE_MESSAGE }];
    });
    if (Object.keys(errors).length > 0) throw new RequestValidationException(errors);
    return {
      name: dto.name,
      description: dto.description ?? '',
      tags: [...new Set(dto.tags ?? [])],
      durationDays: dto.durationDays ?? null,
      tasks,
    };
  }

  private async withoutFormerAssignees(
    scope: TenantScope,
    tasks: ProjectTemplateTask[],
  ): Promise<ProjectTemplateTask[]> {
    const ids = tasks.flatMap((task) => (task.assignedToId ? [task.assignedToId] : []));
    const assignable = new Set((await assignableUsers(scope, ids)).map((user) => user.id));
    return tasks.map((task) => ({
      ...task,
      assignedToId: task.assignedToId && assignable.has(task.assignedToId) ? task.assignedToId : null,
    }));
  }
}

/**
 * Each task once, but a live series once only: its open occurrence with the highest place (else its latest one).
 * Tasks of ended series are plain tasks.
 */
function oncePerSeries(tasks: Task[], liveSeries: ReadonlyMap<string, TaskSeries>): Task[] {
  const chosen = new Map<string, Task>();
  const rank = (task: Task) => (task.status === 'completed' ? 0 : 1_000_000) + (task.occurrenceIndex ?? 0);
  for (const task of tasks) {
    if (!task.seriesId || !liveSeries.has(task.seriesId)) continue;
    const current = chosen.get(task.seriesId);
    if (!current || rank(task) > rank(current)) chosen.set(task.seriesId, task);
  }
  return tasks.filter((task) => !task.seriesId || !liveSeries.has(task.seriesId) || chosen.get(task.seriesId) === task);
}

export function toView(template: ProjectTemplate): ProjectTemplateView {
  return {
    id: template.id,
    builtIn: false,
    name: template.name,
    description: template.description,
    taskCount: template.tasks.length,
    updatedAt: template.updatedAt.toISOString(),
    createdAt: template.createdAt.toISOString(),
    createdById: template.createdById,
    tags: template.tags,
    durationDays: template.durationDays,
    tasks: template.tasks,
  };
}

function toSummary(view: ProjectTemplateView): ProjectTemplateSummary {
  return {
    id: view.id,
    builtIn: view.builtIn,
    name: view.name,
    description: view.description,
    taskCount: view.taskCount,
    updatedAt: view.updatedAt,
  };
}
