import type {
  ClientCommunicationSettingsView,
  ClientPortalSettingsView,
  ProjectView,
  TaskApprovalEventView,
  TaskCommentView,
  TaskView,
  TeamPermissionSet,
  UserSummary,
} from '@taskflow/contracts';
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
    apiRoute.get<TaskView>('/tasks/:id', ({ params }) => {
      const found = store.tasks.find((candidate) => candidate.id === params.id);
      return found ?? apiError(404, 'TASK_NOT_FOUND', { message: 'Task not found' });
    }),
    apiRoute.get<TaskApprovalEventView[]>('/tasks/:id/approvals', () => []),
    apiRoute.get<TaskCommentView[]>('/comments/tasks/:id', () => []),
    apiRoute.get<UserSummary[]>('/users', () => Object.values(people)),
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

/** A test that starts over within itself (after unmounting a first screen): its routes and requests so far are gone. */
export function serveNothing(): void {
  apiServer.resetHandlers();
  forgetSentRequests();
  apiServer.use(...answerUnknownRoutes());
}
