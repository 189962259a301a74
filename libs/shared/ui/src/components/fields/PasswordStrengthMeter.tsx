import styled from 'styled-components';
import {
  passwordStrength,
  passwordStrengthLevel,
  PASSWORD_STRENGTH_MAX_SCORE,
  type PasswordStrengthLevel,
} from '@taskflow/domain';
import type { TaskflowTheme } from '@taskflow/ui-core';

function scoreColor(theme: TaskflowTheme, score: number): string {
  if (score <= 1) return theme.colors.error;
  if (score <= 2) return theme.colors.warning;
  if (score <= 3) return theme.colors.info;
  return theme.colors.success;
}

export const StyledStrengthMeter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledStrengthBars = styled.div`
  display: grid;
  grid-template-columns: repeat(${PASSWORD_STRENGTH_MAX_SCORE}, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledStrengthBar = styled.span<{ $filled: boolean; $score: number }>`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $filled, $score }) => ($filled ? scoreColor(theme, $score) : theme.colors.neutral200)};
`;

export const StyledStrengthLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PasswordStrengthMeterProps {
  password: string;
  /** The text of a level, e.g. `(level) => t(\`passwordStrength.levels.${level}\`)` ("Sehr schwach" … "Exzellent"). */
  levelText: (level: PasswordStrengthLevel) => string;
  /** The visible label and accessible name around the level's text, e.g. "Password strength: Good". */
  labelText: (levelText: string) => string;
}

/** Strength 0–5 of a new password (the rule of `@taskflow/domain`) as five bars and a label; role="meter". */
export function PasswordStrengthMeter({ password, levelText, labelText }: PasswordStrengthMeterProps) {
  const score = passwordStrength(password);
  const level = levelText(passwordStrengthLevel(score));
  const label = labelText(level);
  return (
    <StyledStrengthMeter
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={PASSWORD_STRENGTH_MAX_SCORE}
      aria-valuenow={score}
      aria-valuetext={level}
      data-testid="password-strength"
    >
      <StyledStrengthBars aria-hidden="true">
        {Array.from({ length: PASSWORD_STRENGTH_MAX_SCORE }, (_, index) => (
          <StyledStrengthBar key={index} $filled={index < score} $score={score} />
        ))}
      </StyledStrengthBars>
      <StyledStrengthLabel>{label}</StyledStrengthLabel>
    </StyledStrengthMeter>
  );
}
