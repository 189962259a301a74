import { useTranslation } from 'react-i18next';
import { CardGrid, PageHero, PageSection, StyledCtaLink, StyledCtaRow, type CardItem } from '../components/page-parts';
import { useList } from '../components/use-list';
import { useLanguage } from '@taskflow/i18n';
import { StartCta } from '../launch/StartCta';
import { pricingFacts, type PlanId } from '../pricing/pricing-plans';
import { PageMeta } from '../seo/PageMeta';

export type Audience = 'freelancers' | 'smallTeams';

const RECOMMENDED_PLAN: Record<Audience, PlanId> = { freelancers: 'basic', smallTeams: 'professional' };

/** /freelancers and /small-teams: one layout, two texts. */
export function AudiencePage({ audience }: { audience: Audience }) {
  const { t } = useTranslation('pages');
  const { language } = useLanguage();
  const facts = pricingFacts(language);
  const prefix = `audience.${audience}`;
  const pains = useList<CardItem>('pages', `${prefix}.pains.items`);
  const benefits = useList<CardItem>('pages', `${prefix}.benefits.items`);
  const plan = RECOMMENDED_PLAN[audience];
  return (
    <main data-testid={`audience-page-${audience}`}>
      <PageMeta page={audience} />
      <PageHero
        eyebrow={t(`${prefix}.hero.eyebrow`)}
        title={t(`${prefix}.hero.title`)}
        subtitle={t(`${prefix}.hero.subtitle`)}
      >
        <StyledCtaRow>
          <StartCta trialLabel={t(`${prefix}.hero.cta`)} plan={plan} />
          <StyledCtaLink to="/features" $variant="secondary">
            {t('audience.seeFeatures')}
          </StyledCtaLink>
        </StyledCtaRow>
      </PageHero>
      <PageSection id="pains" title={t(`${prefix}.pains.title`)}>
        <CardGrid items={pains} />
      </PageSection>
      <PageSection id="benefits" title={t(`${prefix}.benefits.title`)} muted>
        <CardGrid items={benefits} />
      </PageSection>
      <PageSection id="plan" title={t(`${prefix}.plan.title`)} intro={t(`${prefix}.plan.text`, facts)}>
        <StyledCtaRow>
          <StartCta trialLabel={t(`${prefix}.plan.cta`)} plan={plan} />
          <StyledCtaLink to="/#pricing" $variant="secondary">
            {t('audience.allPlans')}
          </StyledCtaLink>
        </StyledCtaRow>
      </PageSection>
    </main>
  );
}

export function FreelancersPage() {
  return <AudiencePage audience="freelancers" />;
}

export function SmallTeamsPage() {
  return <AudiencePage audience="smallTeams" />;
}
