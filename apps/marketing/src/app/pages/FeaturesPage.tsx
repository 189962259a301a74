import { useTranslation } from 'react-i18next';
import { Card, Heading, Stack, Text } from '@taskflow/ui-core';
import {
  PageHero,
  PageSection,
  StyledCtaAnchor,
  StyledCtaLink,
  StyledCtaRow,
  StyledGrid,
  StyledStepNumber,
  type CardItem,
} from '../components/page-parts';
import { scrollToSection } from '../layout/section-links';
import { useList } from '../components/use-list';
import { PricingSection } from '../pricing/PricingSection';
import { StartCta } from '../launch/StartCta';
import { isPreLaunch } from '../launch/launch';
import { PageMeta } from '../seo/PageMeta';
import { LazyWaitlistForm as WaitlistForm } from '../waitlist/components/LazyWaitlistForm';

interface FeatureGroup {
  title: string;
  text: string;
  points: string[];
}

export default function FeaturesPage() {
  const { t } = useTranslation('features');
  const groups = useList<FeatureGroup>('features', 'groups');
  const steps = useList<CardItem>('features', 'workflow.steps');
  const audiences = useList<CardItem & { path: string; cta: string }>('features', 'audiences.items');
  return (
    <main data-testid="features-page">
      <PageMeta page="features" />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} subtitle={t('hero.subtitle')}>
        <StyledCtaRow>
          <StartCta trialLabel={t('hero.primaryCta')} waitlistOnPage />
          <StyledCtaAnchor
            href="#plans"
            $variant="secondary"
            onClick={(event) => {
              if (scrollToSection('plans')) event.preventDefault();
            }}
          >
            {t('hero.secondaryCta')}
          </StyledCtaAnchor>
        </StyledCtaRow>
      </PageHero>
      <PageSection id="capabilities" title={t('capabilities.title')} intro={t('capabilities.intro')}>
        <StyledGrid $min={300}>
          {groups.map((group) => (
            <li key={group.title}>
              <Card style={{ height: '100%' }}>
                <Stack gap="sm">
                  <Heading level={3} size="lg">
                    {group.title}
                  </Heading>
                  <Text muted>{group.text}</Text>
                  <ul>
                    {group.points.map((point) => (
                      <li key={point}>
                        <Text as="span" size="sm">
                          {point}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </Stack>
              </Card>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PageSection id="workflow" title={t('workflow.title')} intro={t('workflow.intro')} muted>
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
      <PageSection id="audiences" title={t('audiences.title')} intro={t('audiences.intro')}>
        <StyledGrid $min={300}>
          {audiences.map((audience) => (
            <li key={audience.title}>
              <Card style={{ height: '100%' }}>
                <Stack gap="md">
                  <Heading level={3} size="lg">
                    {audience.title}
                  </Heading>
                  <Text muted>{audience.text}</Text>
                  <div>
                    <StyledCtaLink to={audience.path} $variant="secondary">
                      {audience.cta}
                    </StyledCtaLink>
                  </div>
                </Stack>
              </Card>
            </li>
          ))}
        </StyledGrid>
      </PageSection>
      <PricingSection id="plans" />
      {isPreLaunch() && (
        <PageSection id="waitlist" title={t('waitlist.title')} intro={t('waitlist.text')}>
          <WaitlistForm variant="features" label={t('waitlist.title')} />
        </PageSection>
      )}
    </main>
  );
}
