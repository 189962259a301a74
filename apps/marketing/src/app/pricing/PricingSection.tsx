import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@taskflow/i18n';
import { Card, Heading, Stack, Text } from '@taskflow/ui-core';
import { PageSection, StyledGrid } from '../components/page-parts';
import { StartCta } from '../launch/StartCta';
import { formatEur, PRICING_PLANS, TRIAL_DAYS, type PricingPlan } from './pricing-plans';

export const StyledPlanCard = styled(Card)<{ $popular: boolean }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.border)};
`;

export const StyledPopular = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledPrice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};

  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledPlanFeatures = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1;
`;

function PlanCard({ plan }: { plan: PricingPlan }) {
  const { t } = useTranslation('landing');
  const { language } = useLanguage();
  const name = t(`pricing.plans.${plan.id}.name`);
  const features = [
    plan.projectLimit === null
      ? t('pricing.limits.projectsUnlimited')
      : t('pricing.limits.projects', { limit: plan.projectLimit }),
    plan.teamMemberLimit === null
      ? t('pricing.limits.membersUnlimited')
      : t('pricing.limits.members', { limit: plan.teamMemberLimit }),
    t('pricing.limits.clientsFree'),
    ...(plan.storageGb === null ? [] : [t('pricing.limits.storage', { gb: plan.storageGb })]),
    ...plan.extras.map((extra) => t(`pricing.extras.${extra}`)),
  ];
  return (
    <StyledPlanCard $popular={plan.popular} data-testid={`plan-${plan.id}`}>
      <Stack gap="sm">
        <Stack direction="horizontal" gap="sm" align="center" wrap>
          <Heading level={3}>{name}</Heading>
          {plan.popular && <StyledPopular>{t('pricing.popular')}</StyledPopular>}
        </Stack>
        <Text muted>{t(`pricing.plans.${plan.id}.description`)}</Text>
      </Stack>
      <StyledPrice>
        {formatEur(plan.monthlyPriceEur, language)} <span>{t('pricing.perMonth')}</span>
      </StyledPrice>
      <StyledPlanFeatures>
        {features.map((feature) => (
          <li key={feature}>
            <Text as="span" size="sm">
              {feature}
            </Text>
          </li>
        ))}
      </StyledPlanFeatures>
      <StartCta
        trialLabel={t('pricing.cta', { plan: name })}
        plan={plan.id}
        $variant={plan.popular ? 'primary' : 'secondary'}
      />
    </StyledPlanCard>
  );
}

/** The three plans with their limits; each card leads to /register?plan=… (before launch: to the waitlist). */
export function PricingSection({ id = 'pricing' }: { id?: string }) {
  const { t } = useTranslation('landing');
  return (
    <PageSection id={id} title={t('pricing.title')} intro={t('pricing.intro', { days: TRIAL_DAYS })} muted>
      <StyledGrid $min={260}>
        {PRICING_PLANS.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </StyledGrid>
      <Text size="sm" muted>
        {t('pricing.footnote', { days: TRIAL_DAYS })}
      </Text>
    </PageSection>
  );
}
