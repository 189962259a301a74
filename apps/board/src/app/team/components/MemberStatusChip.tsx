import { useTranslation } from 'react-i18next';
import type { TeamMemberView } from '@taskflow/contracts';
import { StyledChip } from '../../common/components/TaskChips';

/** Active or inactive (deactivated) team member. */
export function MemberStatusChip({ status }: { status: TeamMemberView['status'] }) {
  const { t } = useTranslation('board');
  return (
    <StyledChip $tone={status === 'active' ? 'success' : 'neutral'}>
      {t(`team.status.${status === 'active' ? 'active' : 'inactive'}`)}
    </StyledChip>
  );
}
