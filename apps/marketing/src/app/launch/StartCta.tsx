import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ctaStyles, StyledCtaAnchor, StyledCtaLink } from '../components/page-parts';
import { SectionLink } from '../layout/SectionLink';
import { scrollToSection } from '../layout/section-links';
import { registerPath, type PlanId } from '../pricing/pricing-plans';
import { isPreLaunch } from './launch';

export const StyledWaitlistLink = styled(SectionLink)<{ $variant?: 'primary' | 'secondary' }>`
  ${ctaStyles}
`;

export interface StartCtaProps {
  /** The trial's text once launched, e.g. "Start your 14-day free trial". */
  trialLabel: string;
  /** The plan the registration preselects. */
  plan?: PlanId;
  $variant?: 'primary' | 'secondary';
  /** Before launch: this page has a waitlist form of its own (#waitlist) to go to, instead of the landing page's. */
  waitlistOnPage?: boolean;
}

/** The website's one call to action: the free trial once launched, the waitlist before. */
export function StartCta({ trialLabel, plan, $variant, waitlistOnPage = false }: StartCtaProps) {
  const { t } = useTranslation('landing');
  if (!isPreLaunch())
    return (
      <StyledCtaLink to={registerPath(plan)} $variant={$variant}>
        {trialLabel}
      </StyledCtaLink>
    );
  if (waitlistOnPage)
    return (
      <StyledCtaAnchor
        href="#waitlist"
        $variant={$variant}
        onClick={(event) => {
          if (scrollToSection('waitlist')) event.preventDefault();
        }}
      >
        {t('launch.joinWaitlist')}
      </StyledCtaAnchor>
    );
  return (
    <StyledWaitlistLink section="waitlist" $variant={$variant}>
      {t('launch.joinWaitlist')}
    </StyledWaitlistLink>
  );
}
