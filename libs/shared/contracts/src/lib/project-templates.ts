import type { RecurrenceRuleRequest } from './recurrence';
import type { UserLanguage } from './users';

/** Project templates (docs/project-templates.md). */
export const PROJECT_TEMPLATE_NAME_MAX = 200;
export const PROJECT_TEMPLATE_DESCRIPTION_MAX = 10_000;
/** The most tasks one template holds. */
export const PROJECT_TEMPLATE_TASKS_MAX = 200;
/** The latest due day a template task may have, in days after the project's start (about ten years). */
export const PROJECT_TEMPLATE_OFFSET_MAX_DAYS = 3650;
/** The built-in templates every agency has (read-only, in both languages; copy one to change it). */
export const BUILT_IN_PROJECT_TEMPLATES = ['website-relaunch', 'monthly-retainer', 'client-onboarding'] as const;
export type BuiltInProjectTemplate = (typeof BUILT_IN_PROJECT_TEMPLATES)[number];
/** A built-in template's id: `built-in:` and its key, e.g. `built-in:monthly-retainer`. Agency templates have UUIDs. */
export const BUILT_IN_PROJECT_TEMPLATE_ID_PREFIX = 'built-in:';

/** One task of a template, as the template holds it and as it is sent. */
export interface ProjectTemplateTask {
  title: string;
  description: string;
  priority: string;
  category: string | null;
  tags: string[];
  isClientVisible: boolean;
  /** Hours in steps of 0.5. */
  estimatedTime: number | null;
  /** The due day as days after the project's start (0 = the start day, up to PROJECT_TEMPLATE_OFFSET_MAX_DAYS); null: no due date. */
  dueOffsetDays: number | null;
  /** Kept when the template was saved with its assignees; null: assigned on use to the one who creates the project. */
  assignedToId: string | null;
  /** The task repeats (needs `dueOffsetDays`): the first occurrence is due on the shifted day. */
  recurrence: RecurrenceRuleRequest | null;
  /** The checklist's item titles, in order (all undone in the new project). */
  checklist: string[];
}

/** GET /api/project-templates: built-ins first (in the asked language), then the agency's by name. */
export interface ProjectTemplateSummary {
  id: string;
  builtIn: boolean;
  name: string;
  description: string;
  taskCount: number;
  /** null for built-ins. */
  updatedAt: string | null;
}

/** GET /api/project-templates/{id} */
export interface ProjectTemplateView extends ProjectTemplateSummary {
  /** The new project's tags. */
  tags: string[];
  /** The project's end as days after its start; null: no end date. */
  durationDays: number | null;
  tasks: ProjectTemplateTask[];
  createdAt: string | null;
  createdById: string | null;
}

/** GET /api/project-templates and GET /api/project-templates/{id}: the language built-ins are answered in (default: the caller's). */
export interface ProjectTemplateQuery {
  language?: UserLanguage;
}

/** POST /api/project-templates (from scratch) and PUT /api/project-templates/{id} (whole template; not built-ins). */
export interface SaveProjectTemplateRequest {
  name: string;
  description?: string;
  tags?: string[];
  durationDays?: number | null;
  tasks: ProjectTemplateTask[];
}

/** POST /api/project-templates/from-project/{projectId}: the project's tasks (not completed ones' state: every task starts as to do). */
export interface SaveProjectAsTemplateRequest {
  name: string;
  description?: string;
  /** true keeps each task's assignee; false clears them. */
  keepAssignees: boolean;
}

/** POST /api/project-templates/{id}/copy: an agency template made from any template (a built-in in `language`). */
export interface CopyProjectTemplateRequest {
  /** Default: the original's name and " (copy)" / " (Kopie)". */
  name?: string;
  language?: UserLanguage;
}

/** POST /api/project-templates/{id}/projects: a new project from the template (answered as a ProjectView, 201). */
export interface CreateProjectFromTemplateRequest {
  clientCompanyId: string;
  /** YYYY-MM-DD: every due date is this day plus the task's offset. */
  startDate: string;
  /** Default: the template's name. */
  name?: string;
  /** Default: the template's description. */
  description?: string;
  /** The language a built-in's texts are taken in; default: the caller's. */
  language?: UserLanguage;
}
