import {
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_ITEM_TITLE_MAX,
  type ChecklistItemView,
  type CreateChecklistItemRequest,
  type ReorderChecklistRequest,
  type UpdateChecklistItemRequest,
} from '@taskflow/contracts';
import { apiError, apiRoute, apiServer, noContent } from '@taskflow/testing';

/** A checklist item as the API answers it. */
export function checklistItem(id: string, title: string, done = false, taskId = 't1'): ChecklistItemView {
  return {
    id,
    taskId,
    title,
    done,
    position: 0,
    createdById: 'u-admin',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
  };
}

const titleError = (title: string | undefined) => {
  const trimmed = (title ?? '').trim();
  if (!trimmed) return 'REQUIRED' as const;
  return trimmed.length > CHECKLIST_ITEM_TITLE_MAX ? ('TOO_LONG' as const) : null;
};

/** The checklist routes of the API over one in-memory list per task (docs/checklists.md). */
export function serveChecklists(lists: Record<string, ChecklistItemView[]> = {}) {
  const store: Record<string, ChecklistItemView[]> = Object.fromEntries(
    Object.entries(lists).map(([taskId, items]) => [taskId, items.map((item, position) => ({ ...item, position }))]),
  );
  const listOf = (taskId: string) => (store[taskId] ??= []);
  const renumber = (taskId: string) =>
    (store[taskId] = listOf(taskId).map((item, position) => ({ ...item, position })));
  let nextId = 1;
  apiServer.use(
    apiRoute.get<ChecklistItemView[]>('/tasks/:id/checklist', ({ params }) => listOf(params['id'] as string)),
    apiRoute.post<CreateChecklistItemRequest, ChecklistItemView>('/tasks/:id/checklist', ({ params, body }) => {
      const taskId = params['id'] as string;
      const problem = titleError(body.title);
      if (problem)
        return apiError(400, 'VALIDATION_FAILED', { fieldErrors: { title: [{ code: problem, message: problem }] } });
      if (listOf(taskId).length >= CHECKLIST_ITEMS_MAX) return apiError(409, 'CHECKLIST_FULL');
      const created = { ...checklistItem(`new-${nextId++}`, body.title.trim(), body.done ?? false, taskId) };
      listOf(taskId).push(created);
      return renumber(taskId).at(-1) as ChecklistItemView;
    }),
    apiRoute.put<ReorderChecklistRequest, ChecklistItemView[]>('/tasks/:id/checklist/order', ({ params, body }) => {
      const taskId = params['id'] as string;
      const items = listOf(taskId);
      const same = body.itemIds.length === items.length && items.every((item) => body.itemIds.includes(item.id));
      if (!same)
        return apiError(400, 'VALIDATION_FAILED', {
          fieldErrors: { itemIds: [{ code: 'CHECKLIST_ORDER_MISMATCH', message: 'mismatch' }] },
        });
      store[taskId] = body.itemIds.map((id) => items.find((item) => item.id === id) as ChecklistItemView);
      return renumber(taskId);
    }),
    apiRoute.patch<UpdateChecklistItemRequest, ChecklistItemView>(
      '/tasks/:id/checklist/:itemId',
      ({ params, body }) => {
        const taskId = params['id'] as string;
        const item = listOf(taskId).find((candidate) => candidate.id === params['itemId']);
        if (!item) return apiError(404, 'CHECKLIST_ITEM_NOT_FOUND');
        if (body.title !== undefined) {
          const problem = titleError(body.title);
          if (problem)
            return apiError(400, 'VALIDATION_FAILED', {
              fieldErrors: { title: [{ code: problem, message: problem }] },
            });
          item.title = body.title.trim();
        }
        if (body.done !== undefined) item.done = body.done;
        return item;
      },
    ),
    apiRoute.delete('/tasks/:id/checklist/:itemId', ({ params }) => {
      const taskId = params['id'] as string;
      store[taskId] = listOf(taskId).filter((item) => item.id !== params['itemId']);
      renumber(taskId);
      return noContent();
    }),
  );
  return store;
}
