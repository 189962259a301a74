import { useTranslation } from 'react-i18next';
import type { TaskView } from '@taskflow/contracts';
import { useConfirm } from '@taskflow/ui';
import { OccurrenceScopeChoice, type OccurrenceScope } from '../components/OccurrenceScopeChoice';

/**
 * Asks whether an edit of a repeating task is for this task or this and future ones (the kit's dialog); answers the
 * scope, null when cancelled. A task that does not repeat is always 'this', without asking.
 */
export function useAskEditScope(): (task: TaskView) => Promise<OccurrenceScope | null> {
  const { t } = useTranslation('board');
  const confirm = useConfirm();
  return async (task) => {
    if (!task.recurrence) return 'this';
    let scope: OccurrenceScope = 'this';
    const confirmed = await confirm({
      title: t('recurrence.scope.editTitle', { title: task.title }),
      message: (
        <OccurrenceScopeChoice message={t('recurrence.scope.editMessage')} onChange={(next) => (scope = next)} />
      ),
      confirmLabel: t('recurrence.scope.editConfirm'),
      tone: 'primary',
    });
    return confirmed ? scope : null;
  };
}
