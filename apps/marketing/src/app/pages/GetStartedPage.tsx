import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text } from '@taskflow/ui-core';
import {
  PageHero,
  PageSection,
  StyledCtaLink,
  StyledCtaRow,
  StyledGrid,
  StyledStepNumber,
  type CardItem,
} from '../components/page-parts';
import { useList } from '../components/use-list';
import { useLanguage } from '@taskflow/i18n';
import { formatEur, PRICING_PLANS, registerPath, TRIAL_DAYS } from '../pricing/pricing-plans';
import { PageMeta } from '../seo/PageMeta';

/** Target of the calls to action: the first five minutes, then a plan to start the trial with. */
export default function GetStartedPage() {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  const steps = useList<CardItem>('pages', 'getStarted.steps');
  return (
    <main data-testid="get-started-page">
      <PageMeta page="getStarted" />
      <PageHero
        eyebrow={t('getStarted.eyebrow')}
        title={t('getStarted.title')}
        subtitle={t('getStarted.subtitle', { days: TRIAL_DAYS })}
      >
        <StyledCtaRow>
          <StyledCtaLink to={registerPath()}>{t('getStarted.cta', { days: TRIAL_DAYS })}</StyledCtaLink>
        </StyledCtaRow>
      </PageHero>
      <PageSection id="steps" title={t('getStarted.stepsTitle')}>
        <StyledGrid as="ol" $min={220}>
          {steps.map((step, index) => (
            <li key={step.title}>
              <Card style={{ height: '100%' }}>
                <Stack gap="sm">
                  <StyledStepNumber aria-hidden>{index + 1}</StyledStepNumber>
                  <Heading level={3} size="lg">
                    {step.title}
                  </Heading>
                  <Text muted>{step.text}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PageSection id="choose-plan" title={t('getStarted.planTitle')} intro={t('getStarted.planText')} muted>
        <StyledCtaRow>
          {PRICING_PLANS.map((plan) => (
            <StyledCtaLink key={plan.id} to={registerPath(plan.id)} $variant={plan.popular ? 'primary' : 'secondary'}>
              {t('getStarted.planCta', {
                plan: t(`pricing.plans.${plan.id}.name`),
                price: formatEur(plan.monthlyPriceEur, language),
              })}
            </StyledCtaLink>
          ))}
        </StyledCtaRow>
      </PageSection>
    </main>
  );
}
