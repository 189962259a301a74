import {
  TASK_STATUSES,
  type BoardChecklistFilter,
  type ProjectView,
  type TaskStatus,
  type TaskView,
} from '@taskflow/contracts';
import {
  compareText,
  hasOpenChecklistItems,
  isPendingClientApproval,
  sortTasksByDueDate,
  sortTasksForFocus,
} from '@taskflow/domain';
import { foldText } from '@taskflow/ui';

export type TaskKindFilter = 'all' | 'clientVisible' | 'internal' | 'needsApproval';
export type TaskGrouping = 'none' | 'client' | 'project' | 'assignee' | 'status';
export type TaskListMode = 'focus' | 'all';
/** The assignee filter's value for tasks nobody works on. */
export const UNASSIGNED = 'none';

export interface TaskListFilters {
  search: string;
  kind: TaskKindFilter;
  status: TaskStatus | '';
  priority: string;
  /** A user id, UNASSIGNED, or '' for everyone. */
  assignee: string;
  /** 'incomplete': tasks with a checklist item not yet done. */
  checklist: BoardChecklistFilter | '';
  projectId: string | null;
}

export const NO_FILTERS: TaskListFilters = {
  search: '',
  kind: 'all',
  status: '',
  priority: '',
  assignee: '',
  checklist: '',
  projectId: null,
};

const assigneeName = (task: TaskView) =>
  task.assignedTo ? `${task.assignedTo.firstName} ${task.assignedTo.lastName}`.trim() : '';

/** The tasks that pass the search and every filter (before the mode's order). */
export function filterTasks(
  tasks: readonly TaskView[],
  filters: TaskListFilters,
  clientNameOf: (task: TaskView) => string,
): TaskView[] {
  const query = foldText(filters.search.trim());
  return tasks.filter((task) => {
    if (filters.projectId && task.projectId !== filters.projectId) return false;
    if (filters.kind === 'clientVisible' && !task.isClientVisible) return false;
    if (filters.kind === 'internal' && task.isClientVisible) return false;
    if (filters.kind === 'needsApproval' && !isPendingClientApproval(task)) return false;
    if (filters.status && task.status !== filters.status) return false;
    if (filters.priority && task.priority !== filters.priority) return false;
    if (filters.checklist === 'incomplete' && !hasOpenChecklistItems(task)) return false;
    if (
      filters.assignee === UNASSIGNED
        ? task.assignedToId !== null
        : filters.assignee && task.assignedToId !== filters.assignee
    )
      return false;
    if (!query) return true;
    return [task.title, task.description, task.project?.name ?? '', assigneeName(task), clientNameOf(task)].some(
      (text) => foldText(text).includes(query),
    );
  });
}

/** Focus: open tasks by focus score, highest first; All tasks: due date ascending, undated last (domain rules). */
export function orderTasks(tasks: readonly TaskView[], mode: TaskListMode, now: Date): TaskView[] {
  return mode === 'focus' ? sortTasksForFocus(tasks, now) : sortTasksByDueDate(tasks);
}

export interface TaskGroup {
  key: string;
  /** The group's name; empty for 'none' and for translated names (status, unassigned), see `labelKey`. */
  label: string;
  /** A board-namespace text key for groups named by the app (a status, "Unassigned"). */
  labelKey?: string;
  tasks: TaskView[];
}

/** Groups ordered tasks, keeping their order inside each group; groups by name (statuses in board order). */
export function groupTasks(
  ordered: readonly TaskView[],
  grouping: TaskGrouping,
  clientNameOf: (task: TaskView) => string,
): TaskGroup[] {
  if (grouping === 'none') return [{ key: 'all', label: '', tasks: [...ordered] }];
  const groups = new Map<string, TaskGroup>();
  for (const task of ordered) {
    let key: string;
    let label = '';
    let labelKey: string | undefined;
    if (grouping === 'status') {
      key = task.status;
      labelKey = `task.status.${task.status}`;
    } else if (grouping === 'project') {
      key = task.projectId;
      label = task.project?.name ?? '';
    } else if (grouping === 'client') {
      key = task.project?.clientCompanyId ?? '';
      label = clientNameOf(task);
    } else {
      key = task.assignedToId ?? UNASSIGNED;
      label = assigneeName(task);
      if (!task.assignedToId) labelKey = 'task.unassigned';
    }
    let group = groups.get(key);
    if (!group) {
      group = { key, label, labelKey, tasks: [] };
      groups.set(key, group);
    }
    group.tasks.push(task);
  }
  const list = [...groups.values()];
  if (grouping === 'status')
    return list.sort((a, b) => TASK_STATUSES.indexOf(a.key as TaskStatus) - TASK_STATUSES.indexOf(b.key as TaskStatus));
  // Unassigned last; else by name.
  return list.sort(
    (a, b) => Number(a.key === UNASSIGNED) - Number(b.key === UNASSIGNED) || compareText(a.label, b.label),
  );
}

/** The client company name of a task, from the projects the viewer may see. */
export function clientNames(projects: readonly ProjectView[]): (task: TaskView) => string {
  const byProject = new Map(projects.map((project) => [project.id, project.clientCompany?.name ?? '']));
  return (task) => byProject.get(task.projectId) ?? '';
}
