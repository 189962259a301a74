import {
  PROJECT_DUE_SOON_DAYS,
  PROJECT_STATUS_ORDER,
  type ProjectStatus,
  type ProjectView,
  type TaskView,
  type UserSummary,
} from '@taskflow/contracts';
import { daysUntil } from './dates';
import { compareText } from './language';

export type ProjectDisplayState = 'completed' | 'active' | 'overdue' | 'dueSoon';
export type DashboardProjectState = 'completed' | 'active' | 'overdue';

/**
 * Display state of a project (docs/product-rules.md#states-and-changes): 'completed' when its status is
 * completed; 'active' without an end date; 'overdue' once the end day has passed; 'dueSoon'
 * with 7 calendar days or fewer left (the end day included); else 'active'.
 */
export function projectDisplayState(project: Pick<ProjectView, 'status' | 'endDate'>, now: Date): ProjectDisplayState {
  if (project.status === 'completed') return 'completed';
  const days = daysUntil(project.endDate, now);
  if (days === null) return 'active';
  if (days < 0) return 'overdue';
  if (days <= PROJECT_DUE_SOON_DAYS) return 'dueSoon';
  return 'active';
}

/**
 * The dashboard's shorter variant (docs/product-rules.md#states-and-changes): an inactive project is completed,
 * unless its end day has passed, then it is overdue; an active one is active. A project whose
 * status is completed always shows completed (marking complete sets isActive false, and a
 * finished project is not overdue).
 */
export function dashboardProjectState(
  project: Pick<ProjectView, 'status' | 'isActive' | 'endDate'>,
  now: Date,
): DashboardProjectState {
  if (project.status === 'completed') return 'completed';
  if (project.isActive) return 'active';
  const days = daysUntil(project.endDate, now);
  return days !== null && days < 0 ? 'overdue' : 'completed';
}

function statusRank(status: ProjectStatus): number {
  const rank = PROJECT_STATUS_ORDER.indexOf(status);
  return rank === -1 ? PROJECT_STATUS_ORDER.length : rank;
}

/** Order of statuses: planning, in_progress, review, on_hold, completed. */
export function compareProjectStatus(a: ProjectStatus, b: ProjectStatus): number {
  return statusRank(a) - statusRank(b);
}

/** Projects by status order, then by name. Returns a new list. */
export function sortProjectsByStatus<T extends Pick<ProjectView, 'status' | 'name'>>(projects: readonly T[]): T[] {
  return [...projects].sort((a, b) => compareProjectStatus(a.status, b.status) || compareText(a.name, b.name));
}

/** Completed tasks over all tasks as a rounded percent (0 to 100); 0 without tasks. */
export function projectProgress(taskCount: number, completedCount: number): number {
  if (!(taskCount > 0) || !(completedCount > 0)) return 0;
  return Math.round((Math.min(completedCount, taskCount) / taskCount) * 100);
}

export interface ProjectTaskSummary {
  taskCount: number;
  completedTasks: number;
  progress: number;
  /** Users assigned to at least one of the tasks, once each, by name. */
  teamMembers: UserSummary[];
}

/** What the project screens compute from a project's tasks (docs/product-rules.md#objects-and-their-computed-fields). */
export function projectTaskSummary(tasks: readonly Pick<TaskView, 'status' | 'assignedTo'>[]): ProjectTaskSummary {
  const members = new Map<string, UserSummary>();
  let completedTasks = 0;
  for (const task of tasks) {
    if (task.status === 'completed') completedTasks += 1;
    if (task.assignedTo && !members.has(task.assignedTo.id)) members.set(task.assignedTo.id, task.assignedTo);
  }
  const teamMembers = [...members.values()].sort(
    (a, b) => compareText(a.lastName, b.lastName) || compareText(a.firstName, b.firstName),
  );
  return {
    taskCount: tasks.length,
    completedTasks,
    progress: projectProgress(tasks.length, completedTasks),
    teamMembers,
  };
}

/**
 * Whether a project may be marked complete (docs/product-rules.md#states-and-changes): it has
 * at least one task, all are completed, and it is not completed yet. The caller adds the
 * canEditProjects permission.
 */
export function isProjectReadyToComplete(
  project: Pick<ProjectView, 'status'>,
  summary: Pick<ProjectTaskSummary, 'taskCount' | 'completedTasks'>,
): boolean {
  return project.status !== 'completed' && summary.taskCount > 0 && summary.completedTasks === summary.taskCount;
}
