import type { TFunction } from 'i18next';
import { formatActivityAge, type Language } from '@taskflow/domain';

/** How long ago a member was last active, or "Never". */
export function lastActivityText(t: TFunction, lastActivityAt: string | null, now: Date, language: Language): string {
  return lastActivityAt ? formatActivityAge(lastActivityAt, now, language) : t('team.never');
}
