import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TeamMemberView } from '@taskflow/contracts';
import { formatHours } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';

const StyledMeter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 140px;
`;

const StyledTrack = styled.div`
  flex: 1;
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral200};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => Math.min(100, $percent)}%;
  height: 100%;
  background: ${({ theme, $percent }) =>
    $percent > 100 ? theme.colors.error : $percent >= 80 ? theme.colors.warning : theme.colors.success};
`;

const StyledValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

/** Open estimated hours against the weekly target (server figures): a bar and the percentage. */
export function WorkloadMeter({ member }: { member: TeamMemberView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const percent = member.figures.workloadPercent;
  if (percent === null) return <StyledValue>{t('team.noWorkload')}</StyledValue>;
  const label = t('team.workload', { percent, target: formatHours(member.weeklyTargetHours, language) });
  return (
    <StyledMeter
      role="meter"
      aria-label={t('team.workloadOf', { name: `${member.firstName} ${member.lastName}` })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(percent, 100)}
      aria-valuetext={label}
    >
      <StyledTrack aria-hidden="true">
        <StyledFill $percent={percent} />
      </StyledTrack>
      <StyledValue aria-hidden="true">{t('team.workloadShort', { percent })}</StyledValue>
    </StyledMeter>
  );
}
