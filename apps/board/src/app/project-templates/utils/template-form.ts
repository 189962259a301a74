import {
  fieldErrorCodesOf,
  PROJECT_TEMPLATE_NAME_MAX,
  PROJECT_TEMPLATE_OFFSET_MAX_DAYS,
  PROJECT_TEMPLATE_TASKS_MAX,
  type ProjectTemplateTask,
  type ProjectTemplateView,
  type RecurrenceRuleRequest,
  type SaveProjectTemplateRequest,
  type TaskPriority,
} from '@taskflow/contracts';

/** One task row of the editor: the template's task as typed, with a key that stays with it while rows move. */
export interface TemplateTaskValues {
  key: string;
  title: string;
  description: string;
  priority: TaskPriority;
  category: string | null;
  tags: string[];
  isClientVisible: boolean;
  estimatedTime: number | null;
  /** As typed; empty: no due date. */
  dueOffsetDays: string;
  /** Empty: whoever uses the template. */
  assignedToId: string;
  recurrence: RecurrenceRuleRequest | null;
  checklist: string[];
}

export interface TemplateFormValues {
  name: string;
  description: string;
  tags: string[];
  /** As typed; empty: no end date. */
  durationDays: string;
  tasks: TemplateTaskValues[];
}

/**
 * Translation keys (board namespace) by the field's path as the API names it: `name`, `durationDays`,
 * `tasks.2.title`, `tasks.2.dueOffsetDays`, `tasks.2.checklist.1`.
 */
export type TemplateFormErrors = Partial<Record<string, string>>;

let nextKey = 0;
export const newTaskKey = () => `row-${++nextKey}`;

export function emptyTemplateTask(): TemplateTaskValues {
  return {
    key: newTaskKey(),
    title: '',
    description: '',
    priority: 'medium',
    category: null,
    tags: [],
    isClientVisible: false,
    estimatedTime: null,
    dueOffsetDays: '',
    assignedToId: '',
    recurrence: null,
    checklist: [],
  };
}

export function emptyTemplateForm(): TemplateFormValues {
  return { name: '', description: '', tags: [], durationDays: '', tasks: [] };
}

export function templateFormFromView(template: ProjectTemplateView): TemplateFormValues {
  return {
    name: template.name,
    description: template.description,
    tags: template.tags,
    durationDays: template.durationDays === null ? '' : String(template.durationDays),
    tasks: template.tasks.map((task) => ({
      ...task,
      key: newTaskKey(),
      priority: task.priority as TaskPriority,
      dueOffsetDays: task.dueOffsetDays === null ? '' : String(task.dueOffsetDays),
      assignedToId: task.assignedToId ?? '',
    })),
  };
}

const WHOLE = /^\d+$/;
const days = (typed: string) => (typed.trim() ? Number.parseInt(typed.trim(), 10) : null);

export function templateRequest(values: TemplateFormValues): SaveProjectTemplateRequest {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    tags: values.tags,
    durationDays: days(values.durationDays),
    tasks: values.tasks.map((task): ProjectTemplateTask => ({
      description: task.description.trim(),
      priority: task.priority,
      category: task.category,
      tags: task.tags,
      isClientVisible: task.isClientVisible,
      estimatedTime: task.estimatedTime,
      title: task.title.trim(),
      dueOffsetDays: days(task.dueOffsetDays),
      assignedToId: task.assignedToId || null,
      // A repeat needs a due day; a row whose due day was emptied keeps none (the editor says so).
      recurrence: task.dueOffsetDays.trim() ? task.recurrence : null,
      checklist: task.checklist.map((item) => item.trim()).filter(Boolean),
    })),
  };
}

function dayProblem(typed: string): string | undefined {
  const trimmed = typed.trim();
  if (!trimmed) return undefined;
  if (!WHOLE.test(trimmed)) return 'templates.errors.wholeDays';
  if (Number.parseInt(trimmed, 10) > PROJECT_TEMPLATE_OFFSET_MAX_DAYS) return 'templates.errors.tooManyDays';
  return undefined;
}

/** What can be told before sending: a name, task titles, whole day counts in range, not too many tasks. */
export function validateTemplateForm(values: TemplateFormValues): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  if (!values.name.trim()) errors.name = 'templates.errors.nameRequired';
  else if (values.name.trim().length > PROJECT_TEMPLATE_NAME_MAX) errors.name = 'templates.errors.nameTooLong';
  const duration = dayProblem(values.durationDays);
  if (duration) errors.durationDays = duration;
  if (values.tasks.length > PROJECT_TEMPLATE_TASKS_MAX) errors.tasks = 'templates.errors.tooManyTasks';
  values.tasks.forEach((task, index) => {
    if (!task.title.trim()) errors[`tasks.${index}.title`] = 'templates.errors.titleRequired';
    const offset = dayProblem(task.dueOffsetDays);
    if (offset) errors[`tasks.${index}.dueOffsetDays`] = offset;
  });
  return errors;
}

const CODE_KEYS: Partial<Record<string, string>> = {
  REQUIRED: 'templates.errors.required',
  TOO_LONG: 'templates.errors.tooLong',
  NOT_AN_INTEGER: 'templates.errors.wholeDays',
  TOO_LARGE: 'templates.errors.tooManyDays',
  TOO_SMALL: 'templates.errors.wholeDays',
  TOO_MANY: 'templates.errors.tooManyTasks',
  INVALID_ASSIGNEE: 'templates.errors.assignee',
};

/** A task's nested field (`tasks.2.recurrence.interval`, `tasks.2.checklist.1`) is shown at its part of the row. */
const rowField = (path: string) => (path.startsWith('tasks.') ? path.split('.').slice(0, 3).join('.') : path);

/** Field errors of a 400 answer by their paths (nested ones too, e.g. `tasks.2.title`), as translation keys. */
export function templateErrorsFromServer(body: unknown): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  for (const [field, code] of Object.entries(fieldErrorCodesOf(body))) {
    const path = rowField(field);
    errors[path] ??= path.endsWith('.recurrence')
      ? 'templates.errors.recurrence'
      : (CODE_KEYS[code] ?? 'templates.errors.invalid');
  }
  return errors;
}

/** The first field (in the form's order) that has an error, by its path. */
export function firstErrorPath(errors: TemplateFormErrors, values: TemplateFormValues): string | undefined {
  const order = [
    'name',
    'description',
    'tags',
    'durationDays',
    'tasks',
    ...values.tasks.flatMap((_task, index) =>
      ['title', 'description', 'dueOffsetDays', 'priority', 'assignedToId', 'recurrence', 'checklist'].map(
        (field) => `tasks.${index}.${field}`,
      ),
    ),
  ];
  return order.find((path) => errors[path]) ?? Object.keys(errors).find((path) => errors[path]);
}

/** The element id of a field by its path: `tasks.2.title` → `template-task-<key>-title`. */
export function fieldIdOf(path: string, values: TemplateFormValues): string {
  const [head, index, field] = path.split('.');
  if (head !== 'tasks' || index === undefined) return `template-${head}`;
  const task = values.tasks[Number(index)];
  if (!task) return 'template-add-task';
  const ids: Partial<Record<string, string>> = { checklist: 'checklist-new', recurrence: 'removeRepeat' };
  return `template-task-${task.key}-${ids[field] ?? field ?? 'title'}`;
}
