import { useTranslation } from 'react-i18next';
import type { TeamMemberDetailView } from '@taskflow/contracts';
import { formatHours } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { SummaryCards } from '../../common/components/SummaryCards';

/** A member's figures from the server: active tasks, completed in 30 days, workload and on-time rate, each explained. */
export function MemberFigures({ member }: { member: TeamMemberDetailView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const figures = member.figures;
  return (
    <SummaryCards
      label={t('team.member.figures')}
      cards={[
        { key: 'activeTasks', label: t('team.member.figureActiveTasks'), value: String(figures.activeTasks) },
        { key: 'completed', label: t('team.member.figureCompleted'), value: String(figures.completedLast30Days) },
        {
          key: 'workload',
          label: `${t('team.member.figureWorkload')} – ${t('team.member.figureWorkloadHint', {
            hours: formatHours(figures.openEstimatedHours, language),
            target: formatHours(member.weeklyTargetHours, language),
          })}`,
          value: figures.workloadPercent === null ? '–' : `${figures.workloadPercent} %`,
        },
        {
          key: 'onTime',
          label:
            figures.onTimeRate === null
              ? `${t('team.member.figureOnTime')} – ${t('team.member.figureOnTimeNone')}`
              : `${t('team.member.figureOnTime')} – ${t('team.member.figureOnTimeHint', {
                  count: figures.completedWithDueDate,
                })}`,
          value: figures.onTimeRate === null ? '–' : `${figures.onTimeRate} %`,
        },
      ]}
    />
  );
}
