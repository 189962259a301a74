import { CLIENT_ACTIVITY_RECENT_HOURS, TASK_DUE_SOON_DAYS, type TaskView } from '@taskflow/contracts';
import { daysUntil, toDate } from './dates';
import { compareText } from './language';

export type TaskDueState = 'overdue' | 'dueSoon' | 'normal' | 'none';

/** Weights of the focus score (docs/product-rules.md#states-and-changes). */
export const FOCUS_SCORE_WEIGHTS = {
  overdue: 100,
  dueSoon: 50,
  highPriority: 30,
  mediumPriority: 10,
  clientVisible: 20,
  pendingClientApproval: 40,
  recentClientActivity: 25,
} as const;

/** A task with at least this focus score counts as important. */
export const IMPORTANT_TASK_MIN_SCORE = 25;

const MS_PER_HOUR = 3_600_000;

type DueFields = Pick<TaskView, 'status' | 'dueDate'>;
type ActivityFields = Pick<TaskView, 'lastClientActivity'>;
export type FocusScoreFields = DueFields &
  ActivityFields &
  Pick<TaskView, 'priority' | 'isClientVisible' | 'requiresClientApproval' | 'clientApprovalStatus'>;
type SortFields = Pick<TaskView, 'id' | 'title' | 'dueDate'>;

/**
 * Due state of a task: 'overdue' when the due day has passed (days left < 0), 'dueSoon' with 2
 * calendar days or fewer left (today included), else 'normal'; 'none' without a due date.
 * A completed task is never overdue nor due soon: it is 'normal' (or 'none' without a date).
 */
export function taskDueState(task: DueFields, now: Date): TaskDueState {
  const days = daysUntil(task.dueDate, now);
  if (days === null) return 'none';
  if (task.status === 'completed') return 'normal';
  if (days < 0) return 'overdue';
  if (days <= TASK_DUE_SOON_DAYS) return 'dueSoon';
  return 'normal';
}

/** Whether the client was active on the task in the last 24 hours (the card's unread-comments mark). */
export function hasRecentClientActivity(task: ActivityFields, now: Date): boolean {
  const activity = toDate(task.lastClientActivity);
  if (!activity) return false;
  // A time slightly ahead of `now` (clocks differ) is recent too.
  return now.getTime() - activity.getTime() < CLIENT_ACTIVITY_RECENT_HOURS * MS_PER_HOUR;
}

/** Whether the task waits for the client's approval. */
export function isPendingClientApproval(
  task: Pick<TaskView, 'requiresClientApproval' | 'clientApprovalStatus'>,
): boolean {
  return task.requiresClientApproval && task.clientApprovalStatus === 'pending';
}

function priorityPoints(priority: string): number {
  // Urgent sits above high in the add form; the focus score weighs only high and medium, so urgent counts as high.
  if (priority === 'high' || priority === 'urgent') return FOCUS_SCORE_WEIGHTS.highPriority;
  if (priority === 'medium') return FOCUS_SCORE_WEIGHTS.mediumPriority;
  return 0;
}

/** Focus score: the sum of the weights that apply to the task. */
export function taskFocusScore(task: FocusScoreFields, now: Date): number {
  const dueState = taskDueState(task, now);
  let score = priorityPoints(task.priority);
  if (dueState === 'overdue') score += FOCUS_SCORE_WEIGHTS.overdue;
  if (dueState === 'dueSoon') score += FOCUS_SCORE_WEIGHTS.dueSoon;
  if (task.isClientVisible) score += FOCUS_SCORE_WEIGHTS.clientVisible;
  if (isPendingClientApproval(task)) score += FOCUS_SCORE_WEIGHTS.pendingClientApproval;
  if (hasRecentClientActivity(task, now)) score += FOCUS_SCORE_WEIGHTS.recentClientActivity;
  return score;
}

/** Important: an open task with a focus score of 25 or more. A completed task needs no attention. */
export function isImportantTask(task: FocusScoreFields, now: Date): boolean {
  return task.status !== 'completed' && taskFocusScore(task, now) >= IMPORTANT_TASK_MIN_SCORE;
}

function dueTime(task: SortFields): number {
  return toDate(task.dueDate)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/** Due date ascending, undated last; then title, then id, so equal tasks keep one order. */
function compareByDueDate(a: SortFields, b: SortFields): number {
  const aDue = dueTime(a);
  const bDue = dueTime(b);
  if (aDue !== bDue) return aDue < bDue ? -1 : 1;
  return compareText(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** 'All tasks' mode: due date ascending, undated tasks last (ties by title). Returns a new list. */
export function sortTasksByDueDate<T extends SortFields>(tasks: readonly T[]): T[] {
  return [...tasks].sort(compareByDueDate);
}

/** 'Focus' mode: completed tasks hidden, focus score descending (ties by due date, then title). Returns a new list. */
export function sortTasksForFocus<T extends SortFields & FocusScoreFields>(tasks: readonly T[], now: Date): T[] {
  return tasks
    .filter((task) => task.status !== 'completed')
    .map((task) => ({ task, score: taskFocusScore(task, now) }))
    .sort((a, b) => b.score - a.score || compareByDueDate(a.task, b.task))
    .map(({ task }) => task);
}

export interface TaskStats {
  total: number;
  inProgress: number;
  important: number;
  completed: number;
  overdue: number;
}

/** The task list's stats: total, in progress, important (open tasks only), completed, overdue. */
export function taskStats(tasks: readonly FocusScoreFields[], now: Date): TaskStats {
  const stats: TaskStats = { total: tasks.length, inProgress: 0, important: 0, completed: 0, overdue: 0 };
  for (const task of tasks) {
    if (task.status === 'in_progress') stats.inProgress += 1;
    if (task.status === 'completed') stats.completed += 1;
    if (isImportantTask(task, now)) stats.important += 1;
    if (taskDueState(task, now) === 'overdue') stats.overdue += 1;
  }
  return stats;
}
