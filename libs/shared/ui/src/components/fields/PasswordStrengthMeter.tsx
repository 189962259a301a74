import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TaskflowTheme } from '@taskflow/ui';
import { passwordStrength, passwordStrengthLevel } from '../utils/password-strength';

const MAX_SCORE = 5;

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
  grid-template-columns: repeat(${MAX_SCORE}, 1fr);
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

/** Strength 0–5 of a new password with its label (Very weak … Excellent). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const score = passwordStrength(password);
  const level = t(`passwordStrength.levels.${passwordStrengthLevel(score)}`);
  const label = t('passwordStrength.label', { level });
  return (
    <StyledStrengthMeter
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={MAX_SCORE}
      aria-valuenow={score}
      aria-valuetext={level}
      data-testid="password-strength"
    >
      <StyledStrengthBars aria-hidden="true">
        {Array.from({ length: MAX_SCORE }, (_, index) => (
          <StyledStrengthBar key={index} $filled={index < score} $score={score} />
        ))}
      </StyledStrengthBars>
      <StyledStrengthLabel>{label}</StyledStrengthLabel>
    </StyledStrengthMeter>
  );
}
