import type {
  ChecklistItemView,
  ConvertChecklistItemRequest,
  CreateChecklistItemRequest,
  TaskView,
  UpdateChecklistItemRequest,
} from '@taskflow/contracts';
import { cacheUpdates } from '@taskflow/realtime';
import { api, liveTags, type RootState } from '@taskflow/store';

/** The task a checklist belongs to (its project lets the task's cached copies take the new progress). */
export interface ChecklistTask {
  id: string;
  projectId: string;
}

type ChecklistDispatch = (action: ReturnType<typeof cacheUpdates.checklistSet>) => unknown;

// Local changes of a task's checklist still waiting for the server, so an answer to an earlier one does not put back
// the order a later one (e.g. a second Alt+Arrow press) already shows.
const waitingChanges = new Map<string, number>();
const changeSent = (taskId: string) => waitingChanges.set(taskId, (waitingChanges.get(taskId) ?? 0) + 1);
/** Answers whether this was the last change of the task still waiting. */
const changeAnswered = (taskId: string): boolean => {
  const left = (waitingChanges.get(taskId) ?? 1) - 1;
  if (left > 0) waitingChanges.set(taskId, left);
  else waitingChanges.delete(taskId);
  return left <= 0;
};

/**
 * A change shown at once: the cached checklist (and the task's progress) take `change`; the server's answer replaces
 * it, a failure puts back what was there. task:checklist brings the same list to everyone else. Answers whether no
 * later change of the same checklist is still waiting.
 */
async function optimistic(
  task: ChecklistTask,
  change: (items: ChecklistItemView[]) => ChecklistItemView[],
  {
    dispatch,
    getState,
    queryFulfilled,
  }: { dispatch: ChecklistDispatch; getState: () => unknown; queryFulfilled: Promise<unknown> },
): Promise<boolean> {
  const before = checklistApi.endpoints.taskChecklist.select(task.id)(getState() as RootState).data;
  if (before) dispatch(cacheUpdates.checklistSet(task, change(before)));
  changeSent(task.id);
  try {
    await queryFulfilled;
    return changeAnswered(task.id);
  } catch {
    changeAnswered(task.id);
    if (before) dispatch(cacheUpdates.checklistSet(task, before));
    return false;
  }
}

const renumber = (items: ChecklistItemView[]) => items.map((item, position) => ({ ...item, position }));

export const checklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    taskChecklist: build.query<ChecklistItemView[], string>({
      query: (taskId) => `/tasks/${taskId}/checklist`,
      providesTags: (_items, _error, taskId) => [liveTags.taskChecklist(taskId)],
    }),
    addChecklistItem: build.mutation<ChecklistItemView, { task: ChecklistTask; body: CreateChecklistItemRequest }>({
      query: ({ task, body }) => ({ url: `/tasks/${task.id}/checklist`, method: 'POST', body }),
      async onQueryStarted({ task }, { dispatch, getState, queryFulfilled }) {
        const { data: created } = await queryFulfilled.catch(() => ({ data: null }));
        const items = checklistApi.endpoints.taskChecklist.select(task.id)(getState() as RootState).data;
        if (created && items && !items.some((item) => item.id === created.id))
          dispatch(cacheUpdates.checklistSet(task, [...items, created]));
      },
    }),
    updateChecklistItem: build.mutation<
      ChecklistItemView,
      { task: ChecklistTask; itemId: string; changes: UpdateChecklistItemRequest }
    >({
      query: ({ task, itemId, changes }) => ({
        url: `/tasks/${task.id}/checklist/${itemId}`,
        method: 'PATCH',
        body: changes,
      }),
      async onQueryStarted({ task, itemId, changes }, lifecycle) {
        await optimistic(
          task,
          (items) => items.map((item) => (item.id === itemId ? { ...item, ...changes } : item)),
          lifecycle,
        );
      },
    }),
    deleteChecklistItem: build.mutation<void, { task: ChecklistTask; itemId: string }>({
      query: ({ task, itemId }) => ({ url: `/tasks/${task.id}/checklist/${itemId}`, method: 'DELETE' }),
      async onQueryStarted({ task, itemId }, lifecycle) {
        await optimistic(task, (items) => renumber(items.filter((item) => item.id !== itemId)), lifecycle);
      },
    }),
    reorderChecklist: build.mutation<ChecklistItemView[], { task: ChecklistTask; itemIds: string[] }>({
      query: ({ task, itemIds }) => ({ url: `/tasks/${task.id}/checklist/order`, method: 'PUT', body: { itemIds } }),
      async onQueryStarted({ task, itemIds }, lifecycle) {
        const order = (items: ChecklistItemView[]) =>
          renumber(
            itemIds
              .map((id) => items.find((item) => item.id === id))
              .filter((item): item is ChecklistItemView => item !== undefined),
          );
        const last = await optimistic(task, order, lifecycle);
        const { data: saved } = await lifecycle.queryFulfilled.catch(() => ({ data: null }));
        if (saved && last) lifecycle.dispatch(cacheUpdates.checklistSet(task, saved));
      },
    }),
    convertChecklistItem: build.mutation<
      TaskView,
      { task: ChecklistTask; itemId: string; body: ConvertChecklistItemRequest }
    >({
      query: ({ task, itemId, body }) => ({
        url: `/tasks/${task.id}/checklist/${itemId}/convert`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ task, itemId }, { dispatch, getState, queryFulfilled }) {
        const { data: created } = await queryFulfilled.catch(() => ({ data: null }));
        if (!created) return;
        dispatch(cacheUpdates.taskSaved(created));
        const items = checklistApi.endpoints.taskChecklist.select(task.id)(getState() as RootState).data;
        if (items) dispatch(cacheUpdates.checklistSet(task, renumber(items.filter((item) => item.id !== itemId))));
      },
    }),
  }),
});

export const {
  useTaskChecklistQuery,
  useAddChecklistItemMutation,
  useUpdateChecklistItemMutation,
  useDeleteChecklistItemMutation,
  useReorderChecklistMutation,
  useConvertChecklistItemMutation,
} = checklistApi;
