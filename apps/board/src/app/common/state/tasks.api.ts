import type {
  CreateTaskRequest,
  ProjectView,
  RequestTaskApprovalRequest,
  TaskApprovalEventView,
  TaskApprovalRequest,
  TaskFollowView,
  TaskStatus,
  TaskView,
  UpdateTaskRequest,
  UserSummary,
} from '@taskflow/contracts';
import type { ApiRequestError } from '@taskflow/auth';
import { cacheUpdates, cachedTask } from '@taskflow/realtime';
import { api, fetchAllPages, liveTags } from '@taskflow/store';

/**
 * The board's task endpoints (Kanban, task modal, add-task modal; the task list reuses them). Task queries
 * provide the live tags, so task:updated / task:created / task:deleted keep them current for everyone, and the
 * mutations put their answers into the cache through the same code (`cacheUpdates`), never by endpoint name.
 */
export const tasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    boardProjects: build.query<ProjectView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAllPages<ProjectView, ApiRequestError>(baseQuery, '/projects?includeInactive=true'),
      providesTags: (projects) => [
        { type: 'Project', id: 'LIST' },
        ...(projects ?? []).map((project) => ({ type: 'Project' as const, id: project.id })),
      ],
    }),
    projectTasks: build.query<TaskView[], string>({
      // Every task of the project: the list answers pages of LIST_PAGE_SIZE, so a large board reads them all.
      queryFn: (projectId, _api, _extra, baseQuery) =>
        fetchAllPages<TaskView, ApiRequestError>(baseQuery, `/tasks/project/${projectId}`),
      // The list tag alone keeps it live (the live cache patches, inserts and removes by membership); a tag per
      // task would cost a large board noticeably on every load.
      providesTags: (_tasks, _error, projectId) => [liveTags.projectTasks(projectId)],
    }),
    /** Every task the viewer may see (the task list); kept live through the all-tasks list tag. */
    allTasks: build.query<TaskView[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) => fetchAllPages<TaskView, ApiRequestError>(baseQuery, '/tasks'),
      providesTags: [liveTags.allTasks()],
    }),
    task: build.query<TaskView, string>({
      query: (id) => `/tasks/${id}`,
      providesTags: (_task, _error, id) => [liveTags.task(id)],
    }),
    /** People a task can be assigned to: the agency's admins and team members. */
    assignableUsers: build.query<UserSummary[], void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const users = await fetchAllPages<UserSummary, ApiRequestError>(baseQuery, '/users');
        return users.error ? users : { data: users.data.filter((user) => user.userType !== 'client') };
      },
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    approvalHistory: build.query<TaskApprovalEventView[], string>({
      query: (id) => `/tasks/${id}/approvals`,
      // Not patchable from a task event, so every change of the task refetches it (the badge and history stay together).
      providesTags: (_events, _error, id) => [liveTags.taskDependent(id)],
    }),
    createTask: build.mutation<TaskView, CreateTaskRequest>({
      query: (body) => ({ url: '/tasks', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data: created } = await queryFulfilled.catch(() => ({ data: null }));
        if (created) dispatch(cacheUpdates.taskSaved(created));
      },
    }),
    /** `scope: 'following'`: a repeating task and its next occurrences (docs/recurring-tasks.md). */
    updateTask: build.mutation<TaskView, { id: string; changes: UpdateTaskRequest; scope?: 'this' | 'following' }>({
      query: ({ id, changes, scope }) => ({
        url: scope === 'following' ? `/tasks/${id}/recurrence/following` : `/tasks/${id}`,
        method: 'PUT',
        body: changes,
      }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (saved) dispatch(cacheUpdates.taskSaved(saved));
      },
    }),
    /** Moves a task at once (board and detail); on failure the move is undone and the error rethrown. */
    updateTaskStatus: build.mutation<TaskView, { task: Pick<TaskView, 'id' | 'projectId'>; status: TaskStatus }>({
      query: ({ task, status }) => ({ url: `/tasks/${task.id}/status`, method: 'PATCH', body: { status } }),
      async onQueryStarted({ task, status }, { dispatch, getState, queryFulfilled }) {
        const before = cachedTask(getState(), task.id)?.status;
        const setStatus = (next: TaskStatus) => dispatch(cacheUpdates.taskFieldsSet(task.id, { status: next }));
        setStatus(status);
        try {
          const { data: saved } = await queryFulfilled;
          dispatch(cacheUpdates.taskSaved(saved));
        } catch {
          // Back by id, not by undoing the patch: live events may have changed the list meanwhile.
          if (before) setStatus(before);
        }
      },
    }),
    /** `scope: 'following'`: a repeating task, and its series ends (docs/recurring-tasks.md). */
    deleteTask: build.mutation<null, Pick<TaskView, 'id' | 'projectId'> & { scope?: 'this' | 'following' }>({
      query: ({ id, scope }) => ({
        url: scope === 'following' ? `/tasks/${id}/recurrence/following` : `/tasks/${id}`,
        method: 'DELETE',
      }),
      async onQueryStarted(task, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (deleted) dispatch(cacheUpdates.taskDeleted({ id: task.id, projectId: task.projectId }));
      },
    }),
    requestApproval: build.mutation<TaskView, { id: string } & RequestTaskApprovalRequest>({
      query: ({ id, comment }) => ({ url: `/tasks/${id}/approval-request`, method: 'POST', body: { comment } }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => afterApproval(dispatch, queryFulfilled),
    }),
    decideApproval: build.mutation<TaskView, { id: string } & TaskApprovalRequest>({
      query: ({ id, status, comment }) => ({ url: `/tasks/${id}/approval`, method: 'POST', body: { status, comment } }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) => afterApproval(dispatch, queryFulfilled),
    }),
    /** Whether the signed-in team user follows the task (its comments and completion then reach them by mail). */
    taskFollow: build.query<TaskFollowView, string>({
      query: (taskId) => `/notifications/task-follows/${taskId}`,
    }),
    setTaskFollow: build.mutation<TaskFollowView, { taskId: string; following: boolean }>({
      query: ({ taskId, following }) => ({
        url: `/notifications/task-follows/${taskId}`,
        method: following ? 'PUT' : 'DELETE',
      }),
      async onQueryStarted({ taskId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(tasksApi.util.upsertQueryData('taskFollow', taskId, data));
      },
    }),
  }),
});

type Dispatch = (action: unknown) => unknown;

/**
 * An approval step changes the task and its history: the task goes into the cache, and its history (which
 * provides the task's tag but cannot be patched) reloads, with or without the live event.
 */
async function afterApproval(dispatch: Dispatch, queryFulfilled: Promise<{ data: TaskView }>) {
  const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
  if (saved) dispatch(cacheUpdates.taskSaved(saved));
}

export const {
  useBoardProjectsQuery,
  useProjectTasksQuery,
  useAllTasksQuery,
  useTaskQuery,
  useAssignableUsersQuery,
  useApprovalHistoryQuery,
  useCreateTaskMutation,
  useUpdateTaskMutation,
  useUpdateTaskStatusMutation,
  useDeleteTaskMutation,
  useRequestApprovalMutation,
  useDecideApprovalMutation,
  useTaskFollowQuery,
  useSetTaskFollowMutation,
} = tasksApi;
