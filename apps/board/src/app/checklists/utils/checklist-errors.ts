import { CHECKLIST_ITEMS_MAX, CHECKLIST_ITEM_TITLE_MAX } from '@taskflow/contracts';
import type { TFunction } from 'i18next';

/** The translated problem with a title before it is sent, or null when it may be sent. */
export function titleProblem(title: string, t: TFunction): string | null {
  const trimmed = title.trim();
  if (!trimmed) return t('checklist.errors.required');
  if (trimmed.length > CHECKLIST_ITEM_TITLE_MAX)
    return t('checklist.errors.tooLong', { max: CHECKLIST_ITEM_TITLE_MAX });
  return null;
}

interface FailedCall {
  code?: string;
  data?: unknown;
}

function fieldCodes(data: unknown): string[] {
  const fields = (data as { fieldErrors?: Record<string, Array<{ code?: string }>> } | undefined)?.fieldErrors;
  return fields ? Object.values(fields).flatMap((errors) => errors.map((error) => error.code ?? '')) : [];
}

/** The translated message for a failed checklist call (docs/checklists.md lists the codes). */
export function checklistErrorMessage(failure: unknown, t: TFunction, fallback = 'checklist.errors.save'): string {
  const { code, data } = (failure ?? {}) as FailedCall;
  if (code === 'CHECKLIST_FULL') return t('checklist.errors.full', { max: CHECKLIST_ITEMS_MAX });
  if (code === 'CHECKLIST_ITEM_NOT_FOUND') return t('checklist.errors.notFound');
  const fields = fieldCodes(data);
  if (fields.includes('REQUIRED')) return t('checklist.errors.required');
  if (fields.includes('TOO_LONG')) return t('checklist.errors.tooLong', { max: CHECKLIST_ITEM_TITLE_MAX });
  return t(fallback);
}
