import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Text } from '@taskflow/ui-core';
import { CardGrid, PageHero, PageSection, StyledCtaLink, StyledCtaRow, type CardItem } from '../components/page-parts';
import { useList } from '../components/use-list';
import { SectionLink } from '../layout/SectionLink';
import { PricingSection } from '../pricing/PricingSection';
import { StartCta } from '../launch/StartCta';
import { isPreLaunch } from '../launch/launch';
import { TRIAL_DAYS } from '../pricing/pricing-plans';
import { PageMeta } from '../seo/PageMeta';
import { LazyWaitlistForm as WaitlistForm } from '../waitlist/components/LazyWaitlistForm';

export const StyledSecondaryLink = styled(SectionLink)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
`;

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.xl};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }

  dd {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export default function LandingPage() {
  const { t } = useTranslation('landing');
  const problems = useList<CardItem>('landing', 'home.problem.points');
  const solutions = useList<CardItem>('landing', 'home.solution.points');
  const facts = useList<{ value: string; label: string }>('landing', 'home.about.facts');
  // One call to action per launch state: the waitlist before launch, the free trial after.
  const preLaunch = isPreLaunch();
  return (
    <main data-testid="landing-page">
      <PageMeta page="home" />
      <PageHero eyebrow={t('home.hero.eyebrow')} title={t('home.hero.title')} subtitle={t('home.hero.subtitle')}>
        <StyledCtaRow>
          <StartCta trialLabel={t('home.hero.primaryCta', { days: TRIAL_DAYS })} waitlistOnPage />
          <StyledSecondaryLink section="pricing">{t('home.hero.secondaryCta')}</StyledSecondaryLink>
        </StyledCtaRow>
        <Text size="sm" muted>
          {preLaunch ? t('launch.heroNote') : t('home.hero.note')}
        </Text>
      </PageHero>
      {preLaunch && (
        <PageSection id="waitlist" title={t('home.waitlist.title')} intro={t('home.waitlist.text')}>
          <WaitlistForm variant="landing" label={t('home.waitlist.title')} />
        </PageSection>
      )}
      <PageSection id="problem" title={t('home.problem.title')} intro={t('home.problem.intro')}>
        <CardGrid items={problems} />
      </PageSection>
      <PageSection id="solution" title={t('home.solution.title')} intro={t('home.solution.intro')} muted>
        <CardGrid items={solutions} />
      </PageSection>
      <PageSection id="about" title={t('home.about.title')} intro={t('home.about.text')}>
        <StyledFacts>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.value}</dt>
              <dd>{fact.label}</dd>
            </div>
          ))}
        </StyledFacts>
      </PageSection>
      <PricingSection />
      <PageSection
        id="start"
        title={t('home.final.title')}
        intro={preLaunch ? t('launch.finalText') : t('home.final.text')}
      >
        <StyledCtaRow>
          <StartCta trialLabel={t('home.final.cta')} waitlistOnPage />
          <StyledCtaLink to="/features" $variant="secondary">
            {t('home.final.secondaryCta')}
          </StyledCtaLink>
        </StyledCtaRow>
      </PageSection>
    </main>
  );
}
