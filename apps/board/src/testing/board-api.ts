import {
  BOARD_PAGE_SIZE,
  type ChecklistItemView,
  TASK_STATUSES,
  type BoardDueFilter,
  type BoardFilters,
  type ClientCommunicationSettingsView,
  ClientPortalSettingsView,
  type MentionCandidate,
  type ProjectView,
  type ProjectBoardView,
  type TaskApprovalEventView,
  type TaskCardView,
  type TaskCommentView,
  type TaskPriority,
  type TaskStatus,
  type TaskView,
  type TeamPermissionSet,
  type UserSummary,
} from '@taskflow/contracts';
import { compareBoardOrder, matchesBoardFilters } from '@taskflow/domain';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, forgetSentRequests } from '@taskflow/testing';
import { people, project } from './board-fixtures';

/** The routes of a board of the given tasks: projects, tasks, people, the permission set and the client rules. */
export function serveBoard({
  projects = [
    project('p1', 'Website-Relaunch'),
    { ...project('p2', 'Bautagebuch-App', 'Nordlicht Consulting'), isActive: false },
  ],
  tasks = [] as TaskView[],
  teamPermissions = {} as Partial<TeamPermissionSet>,
  rules = { allowClientComments: true, requireApprovalForUpdates: true },
  clientVisibilityDefault = false,
} = {}) {
  const store = { tasks: [...tasks] };
  apiServer.use(
    apiRoute.get<ProjectView[]>('/projects', () => projects),
    apiRoute.get<TaskView[]>('/tasks/project/:projectId', ({ params }) =>
      store.tasks.filter((candidate) => candidate.projectId === params.projectId),
    ),
    apiRoute.get<ProjectBoardView>('/tasks/project/:projectId/board', ({ params, query }) =>
      boardAnswer(
        store.tasks.filter((candidate) => candidate.projectId === params.projectId),
        query,
      ),
    ),
    apiRoute.get<TaskView>('/tasks/:id', ({ params }) => {
      const found = store.tasks.find((candidate) => candidate.id === params.id);
      return found ?? apiError(404, 'TASK_NOT_FOUND', { message: 'Task not found' });
    }),
    apiRoute.get<TaskApprovalEventView[]>('/tasks/:id/approvals', () => []),
    apiRoute.get<ChecklistItemView[]>('/tasks/:id/checklist', () => []),
    apiRoute.get<TaskCommentView[]>('/comments/tasks/:id', () => []),
    apiRoute.get<UserSummary[]>('/users', () => Object.values(people)),
    // The `@` picker: the agency, and the client's contact where the text is client-visible (as the API decides).
    apiRoute.get<MentionCandidate[]>('/mentions/candidates', ({ query }) => {
      const clientsRead = query.get('clientVisible') === 'true' || query.get('visibility') === 'client';
      return Object.values(people)
        .filter((person) => clientsRead || person.userType !== 'client')
        .map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}`, role: person.userType }));
    }),
    apiRoute.get<Partial<TeamPermissionSet>>('/team-permissions', () => ({
      canEditTasks: true,
      canViewAllTasks: true,
      ...teamPermissions,
    })),
    apiRoute.get<ClientPortalSettingsView>('/client-communication-settings/portal', () => rules),
    apiRoute.get<Partial<ClientCommunicationSettingsView>>('/client-communication-settings', () => ({
      ...rules,
      clientVisibilityDefault,
    })),
  );
  return store;
}

/**
 * GET /tasks/project/{id}/board as the API answers it: per column (or the one of `status`) the page after `cursor`
 * (here the last card's id) in the board's order, and the count of all cards matching the filters.
 */
/** The card the API answers for a task on the board (GET …/board answers cards, not whole tasks). */
export function toCard(task: TaskView): TaskCardView {
  const { assignedTo } = task;
  return {
    id: task.id,
    title: task.title,
    projectId: task.projectId,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    isClientVisible: task.isClientVisible,
    tags: task.tags,
    assignedToId: task.assignedToId,
    assignedTo: assignedTo
      ? { id: assignedTo.id, firstName: assignedTo.firstName, lastName: assignedTo.lastName }
      : null,
    requiresClientApproval: task.requiresClientApproval,
    clientApprovalStatus: task.clientApprovalStatus,
    lastClientActivity: task.lastClientActivity,
    createdAt: task.createdAt,
    checklistDone: task.checklistDone,
    checklistTotal: task.checklistTotal,
    recurrence: task.recurrence,
  };
}

export function boardAnswer(tasks: readonly TaskView[], query: URLSearchParams): ProjectBoardView {
  const filters: BoardFilters = {
    search: query.get('search') ?? undefined,
    assigneeId: query.get('assigneeId') ?? undefined,
    priority: (query.get('priority') as TaskPriority | null) ?? undefined,
    due: (query.get('due') as BoardDueFilter | null) ?? undefined,
    tag: query.get('tag') ?? undefined,
    clientVisible: (query.get('clientVisible') as 'true' | 'false' | null) ?? undefined,
    checklist: (query.get('checklist') as 'incomplete' | null) ?? undefined,
  };
  const today = query.get('today') ?? '2026-03-10';
  const limit = Number(query.get('limit') ?? BOARD_PAGE_SIZE);
  const cursor = query.get('cursor');
  const statuses = query.get('status') ? [query.get('status') as TaskStatus] : TASK_STATUSES;
  const matching = tasks.filter((task) => matchesBoardFilters(task, filters, today)).sort(compareBoardOrder);
  return {
    columns: statuses.map((status) => {
      const all = matching.filter((task) => task.status === status);
      const start = cursor ? all.findIndex((task) => task.id === cursor) + 1 : 0;
      const page = all.slice(start, start + limit);
      const more = limit > 0 && start + limit < all.length;
      return { status, total: all.length, tasks: page.map(toCard), nextCursor: more ? page[page.length - 1].id : null };
    }),
  };
}

/** A test that starts over within itself (after unmounting a first screen): its routes and requests so far are gone. */
export function serveNothing(): void {
  apiServer.resetHandlers();
  forgetSentRequests();
  apiServer.use(...answerUnknownRoutes());
}
