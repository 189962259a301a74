import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PLANS, type Plan } from '@taskflow/contracts';

export const POPULAR_PLAN: Plan = 'professional';

export const StyledPlanFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledPlanLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const StyledPlanOption = styled.label<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySubtle : theme.colors.surface)};
  cursor: pointer;
`;

export const StyledPlanText = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const StyledPopular = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Reads the plan query parameter; anything unknown means the default (professional). */
export function planFromQuery(value: string | null, fallback: Plan): Plan {
  return (PLANS as readonly string[]).includes(value ?? '') ? (value as Plan) : fallback;
}

export function PlanPicker({ value, onChange }: { value: Plan; onChange: (plan: Plan) => void }) {
  const { t } = useTranslation('auth');
  return (
    <StyledPlanFieldset>
      <StyledPlanLegend>{t('register.planLegend')}</StyledPlanLegend>
      {PLANS.map((plan) => (
        <StyledPlanOption key={plan} $selected={plan === value}>
          <input type="radio" name="plan" value={plan} checked={plan === value} onChange={() => onChange(plan)} />
          <StyledPlanText>
            <strong>
              {t(`register.plans.${plan}.name`)} · {t(`register.plans.${plan}.price`)}
            </strong>
            <span>{t(`register.plans.${plan}.description`)}</span>
          </StyledPlanText>
          {plan === POPULAR_PLAN ? <StyledPopular>{t('register.popular')}</StyledPopular> : <span />}
        </StyledPlanOption>
      ))}
    </StyledPlanFieldset>
  );
}
