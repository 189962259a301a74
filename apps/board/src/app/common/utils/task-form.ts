import {
  ESTIMATED_TIME_STEP_HOURS,
  fieldErrorCodesOf,
  type FieldErrorCode,
  type CreateTaskRequest,
  type TaskCategory,
  type TaskPriority,
  type TaskStatus,
  type TaskView,
  type UpdateTaskRequest,
} from '@taskflow/contracts';
import { isIsoDay } from '@taskflow/domain';
import { parseTaskTags, serializeTaskTags } from './task-tags';

/** What the add-task and edit forms hold. */
export interface TaskFormValues {
  title: string;
  description: string;
  projectId: string | null;
  assignedToId: string | null;
  category: TaskCategory | '';
  priority: TaskPriority;
  status: TaskStatus;
  /** YYYY-MM-DD or ''. */
  dueDate: string;
  estimatedHours: number | null;
  isClientVisible: boolean;
  requiresClientApproval: boolean;
  tags: string[];
}

export type TaskFormField = keyof TaskFormValues;
/** Per field, the translation key of its error (board namespace). */
export type TaskFormErrors = Partial<Record<TaskFormField, string>>;

export function emptyTaskForm(defaults: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    projectId: null,
    assignedToId: null,
    category: '',
    priority: 'medium',
    status: 'todo',
    dueDate: '',
    estimatedHours: null,
    isClientVisible: false,
    requiresClientApproval: false,
    tags: [],
    ...defaults,
  };
}

export function taskFormFromTask(task: TaskView): TaskFormValues {
  return {
    title: task.title,
    description: task.description,
    projectId: task.projectId,
    assignedToId: task.assignedToId,
    category: (task.category ?? '') as TaskCategory | '',
    priority: (task.priority || 'medium') as TaskPriority,
    status: task.status,
    dueDate: task.dueDate ?? '',
    estimatedHours: task.estimatedTime,
    isClientVisible: task.isClientVisible,
    requiresClientApproval: task.requiresClientApproval,
    tags: parseTaskTags(task.tags),
  };
}

/** Today as YYYY-MM-DD in local time (the earliest due date of a new task). */
export function todayDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isHalfHourStep = (hours: number) => hours >= 0 && Number.isInteger(hours / ESTIMATED_TIME_STEP_HOURS);

/**
 * docs/product-rules.md#validation. Add task: title, description, project, assignee and category required; a due date not before
 * today; estimated hours ≥ 0 in steps of 0.5. Task edit: title required, the same hours rule (a due date already
 * in the past may stay).
 */
export function validateTaskForm(values: TaskFormValues, mode: 'create' | 'edit', now: Date): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (!values.title.trim()) errors.title = 'taskForm.errors.titleRequired';
  if (mode === 'create') {
    if (!values.description.trim()) errors.description = 'taskForm.errors.descriptionRequired';
    if (!values.projectId) errors.projectId = 'taskForm.errors.projectRequired';
    if (!values.assignedToId) errors.assignedToId = 'taskForm.errors.assigneeRequired';
    if (!values.category) errors.category = 'taskForm.errors.categoryRequired';
    if (values.dueDate && values.dueDate < todayDay(now)) errors.dueDate = 'taskForm.errors.dueDatePast';
  }
  // A typed text that names no day (DateField reports it as it is) is refused before anything else about the date.
  if (values.dueDate && !isIsoDay(values.dueDate)) errors.dueDate = 'taskForm.errors.dateFormat';
  if (values.estimatedHours !== null && !isHalfHourStep(values.estimatedHours))
    errors.estimatedHours = 'taskForm.errors.estimateInvalid';
  return errors;
}

export function createTaskRequest(values: TaskFormValues): CreateTaskRequest {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    projectId: values.projectId ?? '',
    assignedToId: values.assignedToId ?? '',
    category: values.category || undefined,
    priority: values.priority,
    status: values.status,
    dueDate: values.dueDate || null,
    estimatedTime: values.estimatedHours,
    isClientVisible: values.isClientVisible,
    tags: serializeTaskTags(values.tags),
    ...(values.requiresClientApproval ? { requiresClientApproval: true } : {}),
  };
}

/** Only the fields that changed, so a save never overwrites what someone else changed meanwhile. */
export function updateTaskRequest(original: TaskFormValues, values: TaskFormValues): UpdateTaskRequest {
  const changes: UpdateTaskRequest = {};
  if (values.title.trim() !== original.title) changes.title = values.title.trim();
  if (values.description.trim() !== original.description) changes.description = values.description.trim();
  if (values.status !== original.status) changes.status = values.status;
  if (values.priority !== original.priority) changes.priority = values.priority;
  if (values.category !== original.category) changes.category = values.category || null;
  if (values.dueDate !== original.dueDate) changes.dueDate = values.dueDate || null;
  if (values.estimatedHours !== original.estimatedHours) changes.estimatedTime = values.estimatedHours;
  if (values.assignedToId !== original.assignedToId) changes.assignedToId = values.assignedToId;
  if (values.isClientVisible !== original.isClientVisible) changes.isClientVisible = values.isClientVisible;
  if (values.requiresClientApproval !== original.requiresClientApproval)
    changes.requiresClientApproval = values.requiresClientApproval;
  const tags = serializeTaskTags(values.tags);
  if (tags !== serializeTaskTags(original.tags)) changes.tags = tags;
  return changes;
}

/** Server field names (400 `fields`) to the form's fields. */
export const SERVER_FIELD_TO_FORM: Record<string, TaskFormField> = {
  title: 'title',
  description: 'description',
  projectId: 'projectId',
  assignedToId: 'assignedToId',
  category: 'category',
  priority: 'priority',
  status: 'status',
  dueDate: 'dueDate',
  estimatedTime: 'estimatedHours',
  isClientVisible: 'isClientVisible',
  requiresClientApproval: 'requiresClientApproval',
  tags: 'tags',
};

/** The text of a field's rule: by the field for "required", by the rule's code otherwise. */
const REQUIRED_KEYS: Partial<Record<TaskFormField, string>> = {
  title: 'taskForm.errors.titleRequired',
  description: 'taskForm.errors.descriptionRequired',
  projectId: 'taskForm.errors.projectRequired',
  assignedToId: 'taskForm.errors.assigneeRequired',
  category: 'taskForm.errors.categoryRequired',
};
const CODE_KEYS: Partial<Record<FieldErrorCode, string>> = {
  CLIENT_APPROVALS_DISABLED: 'taskForm.errors.approvalsOff',
  APPROVAL_NEEDS_CLIENT_VISIBLE: 'taskForm.errors.approvalNeedsVisible',
  PENDING_APPROVAL_STAYS_VISIBLE: 'taskForm.errors.pendingStaysVisible',
  INVALID_ASSIGNEE: 'taskForm.errors.assigneeInvalid',
  DATE_IN_PAST: 'taskForm.errors.dueDatePast',
  INVALID_DATE: 'taskForm.errors.dateFormat',
  NOT_HALF_HOUR_STEP: 'taskForm.errors.estimateInvalid',
  MENTION_OUTSIDE_AUDIENCE: 'taskForm.errors.mentionOutsideAudience',
};

/** A 400's field errors as the form's translated error keys, by their codes (others get the generic one). */
export function formErrorsFromServer(body: unknown): TaskFormErrors {
  const errors: TaskFormErrors = {};
  for (const [serverField, code] of Object.entries(fieldErrorCodesOf(body))) {
    const field = SERVER_FIELD_TO_FORM[serverField];
    if (!field) continue;
    errors[field] = (code === 'REQUIRED' ? REQUIRED_KEYS[field] : CODE_KEYS[code]) ?? 'taskForm.errors.invalid';
  }
  return errors;
}
