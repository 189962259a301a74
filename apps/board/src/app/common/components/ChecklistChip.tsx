import { useTranslation } from 'react-i18next';
import { StyledChip } from './TaskChips';

/** "3/5" on a card or a task row, named "Checklist: 3 of 5 done"; nothing for a task without a checklist. */
export function ChecklistChip({ done, total }: { done?: number; total?: number }) {
  const { t } = useTranslation('board');
  if (!total) return null;
  const finished = (done ?? 0) >= total;
  return (
    <StyledChip
      $tone={finished ? 'success' : 'neutral'}
      role="img"
      aria-label={t('checklist.cardProgress', { done: done ?? 0, total })}
      data-testid="checklist-chip"
    >
      <span aria-hidden="true">☑</span>
      {`${done ?? 0}/${total}`}
    </StyledChip>
  );
}
