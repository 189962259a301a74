import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskStats } from '@taskflow/domain';
import { collapsedOnPhones } from '../../common/utils/collapsed-on-phones';

const StyledStats = styled.ul<{ $collapsed: boolean }>`
  ${({ $collapsed }) => collapsedOnPhones($collapsed)}
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  span {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const STAT_LABELS: Array<[keyof TaskStats, string]> = [
  ['total', 'taskList.stats.total'],
  ['inProgress', 'taskList.stats.inProgress'],
  ['important', 'taskList.stats.important'],
  ['completed', 'taskList.stats.completed'],
  ['overdue', 'taskList.stats.overdue'],
];

/** The figures of the listed tasks; on phones folded behind the tools button with the filters. */
export function TaskListStats({ stats, collapsed }: { stats: TaskStats; collapsed: boolean }) {
  const { t } = useTranslation('board');
  return (
    <StyledStats aria-label={t('taskList.statsLabel')} $collapsed={collapsed}>
      {STAT_LABELS.map(([key, label]) => (
        <li key={key} data-testid={`stat-${key}`}>
          <span>{t(label)}</span>
          <strong>{stats[key]}</strong>
        </li>
      ))}
    </StyledStats>
  );
}
