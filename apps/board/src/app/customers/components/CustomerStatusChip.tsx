import { useTranslation } from 'react-i18next';
import type { CustomerStatus } from '@taskflow/domain';
import { StyledChip, type ChipTone } from '../../common/components/TaskChips';

const TONES: Record<CustomerStatus, ChipTone> = { active: 'success', inactive: 'neutral', prospect: 'info' };

export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation('board');
  return <StyledChip $tone={TONES[status]}>{t(`customers.status.${status}`)}</StyledChip>;
}
