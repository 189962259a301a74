import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const StyledProgress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMeter = styled.div`
  flex: 1;
  max-width: 240px;
  height: 6px;
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const StyledMeterFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.success};
  transition: width 0.2s ease;
`;

/** "3 of 5 done" and a meter showing the same. */
export function ChecklistProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('board');
  const text = t('checklist.progress', { done, total });
  return (
    <StyledProgress data-testid="checklist-progress">
      <StyledMeter
        role="progressbar"
        aria-label={t('checklist.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <StyledMeterFill $percent={total > 0 ? Math.round((done / total) * 100) : 0} />
      </StyledMeter>
      <span>{text}</span>
    </StyledProgress>
  );
}
