import type { RecurrencePattern } from '@taskflow/contracts';
import { Task } from '../tasks/task.entity';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ruleText } from './recurrence-rule';
import { TaskSeries } from './task-series.entity';

/** The task fields a series keeps for its next occurrences ("this and future" edits change them). */
export const TEMPLATE_FIELDS = [
  'title',
  'description',
  'assignedToId',
  'isClientVisible',
  'tags',
  'priority',
  'category',
  'estimatedTime',
] as const;
type Template = Pick<Task, (typeof TEMPLATE_FIELDS)[number]>;

/** The task becomes the first occurrence (index 0) of a new series from its due date (docs/recurring-tasks.md). */
export async function startSeries(
  scope: TenantScope,
  task: Task & { dueDate: string },
  pattern: RecurrencePattern,
  timeZone: string,
  createdById: string | null,
): Promise<TaskSeries> {
  const series = await scope.insert(TaskSeries, {
    projectId: task.projectId,
    rule: ruleText(pattern, task.dueDate, timeZone),
    pattern,
    timeZone,
    startDate: task.dueDate,
    occurrenceCount: pattern.ends.type === 'after' ? pattern.ends.count : null,
    untilDate: pattern.ends.type === 'on' ? pattern.ends.date : null,
    mode: pattern.creation ?? 'on_completion',
    leadDays: pattern.creation === 'ahead' ? (pattern.leadDays ?? null) : null,
    ...templateOf(task),
    createdById,
    endedAt: null,
  });
  await scope.update(Task, { id: task.id }, { seriesId: series.id, occurrenceIndex: 0 });
  return series;
}

export function templateOf(source: Template): Template {
  return {
    title: source.title,
    description: source.description,
    assignedToId: source.assignedToId,
    isClientVisible: source.isClientVisible,
    tags: source.tags,
    priority: source.priority,
    category: source.category,
    estimatedTime: source.estimatedTime,
  };
}
