import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItemView } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { useAnnounce, useToast } from '@taskflow/ui';
import type { ChecklistItemActions } from '../components/ChecklistItemRow';
import {
  useConvertChecklistItemMutation,
  useDeleteChecklistItemMutation,
  useReorderChecklistMutation,
  useUpdateChecklistItemMutation,
  type ChecklistTask,
} from '../state/checklist.api';
import { checklistErrorMessage, titleProblem } from '../utils/checklist-errors';
import { checklistIds } from '../utils/checklist-ids';
import { movedIds } from '../utils/checklist-order';

/**
 * What an editor does to the items: every change shows at once (the cache is changed before the call) and is undone
 * with a translated toast when the call fails. Focus is put where the person continues: on the moved item, on the
 * next item (or the add field) after a delete.
 */
export function useChecklistActions(task: ChecklistTask, items: readonly ChecklistItemView[]): ChecklistItemActions {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const announce = useAnnounce();
  const [updateItem] = useUpdateChecklistItemMutation();
  const [deleteItem] = useDeleteChecklistItemMutation();
  const [reorder] = useReorderChecklistMutation();
  const [convertItem] = useConvertChecklistItemMutation();
  // Where focus goes once the list has changed (after the next render).
  const [focusTarget, setFocusTarget] = useState<{ id: string; fallback: string } | null>(null);

  // Kept until the change is settled: React moves list nodes to reorder them, and a moved node loses focus, so
  // focus is put back after every render of the list until the server answered.
  useEffect(() => {
    if (!focusTarget) return;
    const wanted = document.getElementById(focusTarget.id) as HTMLButtonElement | null;
    const target = wanted && !wanted.disabled ? wanted : document.getElementById(focusTarget.fallback);
    if (target && document.activeElement !== target) target.focus();
  }, [focusTarget, items]);
  const settled = useCallback(() => setFocusTarget(null), []);

  const failed = useCallback(
    (failure: unknown, fallback?: string) => toast.error(checklistErrorMessage(failure, t, fallback)),
    [toast, t],
  );

  return useMemo<ChecklistItemActions>(
    () => ({
      titleProblem: (title) => titleProblem(title, t),
      tick: (item, done) => {
        updateItem({ task, itemId: item.id, changes: { done } })
          .unwrap()
          .catch((failure: unknown) => failed(failure));
      },
      rename: async (item, title) => {
        try {
          await updateItem({ task, itemId: item.id, changes: { title } }).unwrap();
          return true;
        } catch (failure) {
          failed(failure);
          return false;
        }
      },
      remove: (item, index) => {
        const next = items[index + 1];
        setFocusTarget({
          id: next ? checklistIds.check(next.id) : checklistIds.addField(task.id),
          fallback: checklistIds.addField(task.id),
        });
        announce(t('checklist.deleted', { title: item.title }));
        deleteItem({ task, itemId: item.id })
          .unwrap()
          .catch((failure: unknown) => failed(failure))
          .finally(settled);
      },
      move: (from, to, focusId) => {
        const item = items[from];
        if (!item || to < 0 || to >= items.length || from === to) return;
        if (focusId) setFocusTarget({ id: focusId, fallback: checklistIds.check(item.id) });
        announce(t('checklist.moved', { title: item.title, position: to + 1, total: items.length }));
        reorder({ task, itemIds: movedIds(items, from, to) })
          .unwrap()
          .catch((failure: unknown) => failed(failure))
          .finally(settled);
      },
      convert: (item) => {
        convertItem({ task, itemId: item.id, body: { language } })
          .unwrap()
          .then((created) => toast.success(t('checklist.converted', { title: created.title })))
          .catch((failure: unknown) => failed(failure, 'checklist.errors.convert'));
      },
    }),
    [task, items, t, language, toast, announce, updateItem, deleteItem, reorder, convertItem, failed, settled],
  );
}
