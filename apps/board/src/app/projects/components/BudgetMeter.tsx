import styled from 'styled-components';
import { budgetLevel, type BudgetLevel } from '@taskflow/domain';
import { Text } from '@taskflow/ui';

const StyledTrack = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.neutral200};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $level: BudgetLevel; $percent: number }>`
  width: ${({ $percent }) => Math.min(100, Math.max(0, $percent))}%;
  height: 100%;
  background: ${({ theme, $level }) =>
    $level === 'over' ? theme.colors.error : $level === 'warning' ? theme.colors.warning : theme.colors.success};
`;

const StyledMeter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface BudgetMeterProps {
  /** The meter's accessible name, e.g. "Hours spent of the budget". */
  label: string;
  /** The visible figures, e.g. "Hours: 41 of 50". */
  text: string;
  percent: number;
  /** The warning said in words beside the colour (80 % and 100 %). */
  warning?: string;
  over?: string;
}

/** A share of a budget: green, amber from 80 %, red from 100 % (and said in words, not by colour alone). */
export function BudgetMeter({ label, text, percent, warning, over }: BudgetMeterProps) {
  const level = budgetLevel(percent);
  return (
    <StyledMeter data-level={level}>
      <Text size="sm">{text}</Text>
      <StyledTrack
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        aria-valuetext={`${percent} %`}
      >
        <StyledFill $level={level} $percent={percent} />
      </StyledTrack>
      {level === 'over' && over && (
        <Text size="sm" weight="semibold">
          {over}
        </Text>
      )}
      {level === 'warning' && warning && <Text size="sm">{warning}</Text>}
    </StyledMeter>
  );
}
