import type { ProjectTemplateTask, RecurrencePattern, RecurrenceRuleRequest } from '@taskflow/contracts';
import { RequestValidationException } from '../errors/request-validation.exception';
import { patternFrom } from '../task-recurrence/recurrence-rule';
import { NEEDS_DUE_DATE_MESSAGE } from '../task-recurrence/task-recurrence.service';
import type { ProjectTemplateTaskDto } from './project-templates.dto';
import type { FieldError } from '@taskflow/contracts';

/** A day no real due day comes before: a rule's own fields are checked against it when a template is saved. */
const EARLIEST_DAY = '1970-01-01';

/** A sent task as the template keeps it: every default filled in, tags and checklist trimmed, tags each once. */
export function normalizedTask(sent: ProjectTemplateTaskDto): ProjectTemplateTask {
  return {
    title: sent.title,
    description: sent.description ?? '',
    priority: sent.priority ?? 'medium',
    category: sent.category ?? null,
    tags: [...new Set(sent.tags ?? [])],
    isClientVisible: sent.isClientVisible ?? false,
    estimatedTime: sent.estimatedTime ?? null,
    dueOffsetDays: sent.dueOffsetDays ?? null,
    assignedToId: sent.assignedToId ?? null,
    recurrence: sent.recurrence ? (JSON.parse(JSON.stringify(sent.recurrence)) as RecurrenceRuleRequest) : null,
    checklist: sent.checklist ?? [],
  };
}

/** The field errors of the tasks' recurrence rules (`tasks.<n>.recurrence…`), by the rules of a task's own. */
export function recurrenceErrors(tasks: readonly ProjectTemplateTask[]): Record<string, FieldError[]> {
  const errors: Record<string, FieldError[]> = {};
  tasks.forEach((task, index) => {
    if (!task.recurrence) return;
    const field = `tasks.${index}.recurrence`;
    if (task.dueOffsetDays === null) {
      errors[field] = [{ code: 'RECURRENCE_NEEDS_DUE_DATE', message: NEEDS_DUE_DATE_MESSAGE }];
      return;
    }
    const planned = patternFrom(task.recurrence, EARLIEST_DAY);
    if ('error' in planned)
      errors[`${field}.${planned.error.field}`] = [{ code: planned.error.code, message: planned.error.message }];
  });
  return errors;
}

/** The task's rule from its first due day, or a 400 naming the task's rule field (an end before that day). */
export function patternOn(task: ProjectTemplateTask, index: number, dueDate: string): RecurrencePattern {
  const planned = patternFrom(task.recurrence as RecurrenceRuleRequest, dueDate);
  if ('error' in planned)
    throw RequestValidationException.of(
      `tasks.${index}.recurrence.${planned.error.field}`,
      planned.error.code,
      planned.error.message,
    );
  return planned.pattern;
}

/**
 * A series' pattern as a template's rule. A weekday or month day that is only the series' start day's own is left
 * out, so the rule follows the due day the task gets in each new project.
 */
export function ruleOfPattern(pattern: RecurrencePattern, seriesStart: string): RecurrenceRuleRequest {
  const start = new Date(`${seriesStart}T00:00:00Z`);
  const startWeekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][start.getUTCDay()];
  const rule: RecurrenceRuleRequest = { frequency: pattern.frequency, interval: pattern.interval, ends: pattern.ends };
  if (pattern.frequency === 'weekly' && !(pattern.weekdays.length === 1 && pattern.weekdays[0] === startWeekday))
    rule.weekdays = [...pattern.weekdays];
  if (pattern.frequency === 'monthly') {
    if (pattern.nthWeekday) rule.nthWeekday = pattern.nthWeekday;
    else if (pattern.monthDay !== null && pattern.monthDay !== start.getUTCDate()) rule.monthDay = pattern.monthDay;
  }
  if (pattern.creation === 'ahead') {
    rule.creation = 'ahead';
    if (pattern.leadDays !== undefined && pattern.leadDays !== null) rule.leadDays = pattern.leadDays;
  }
  return rule;
}
