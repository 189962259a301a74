import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Text } from '@taskflow/ui-core';
import { isPreLaunch } from '../launch/launch';
import { SectionLink } from './SectionLink';

export const StyledFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledFooterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

export const StyledFooterSection = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }

  a {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const StyledFooterBottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const CONTACT_EMAIL = 'hello@taskflow.example';

/** Footer: product, comparisons, company, support and legal links. */
export function PublicFooter() {
  const { t } = useTranslation(['landing', 'common']);
  const section = (key: string) => ({ 'aria-labelledby': `footer-${key}` });
  return (
    <StyledFooter data-testid="public-footer">
      <Container>
        <StyledFooterGrid>
          <StyledFooterSection {...section('product')}>
            <h2 id="footer-product">{t('footer.product.title')}</h2>
            <Link to="/features">{t('footer.product.features')}</Link>
            <SectionLink section="pricing">{t('footer.product.pricing')}</SectionLink>
            <Link to="/get-started">{t('footer.product.getStarted')}</Link>
            <Link to="/coming-soon">{t('footer.product.roadmap')}</Link>
          </StyledFooterSection>
          <StyledFooterSection {...section('comparisons')}>
            <h2 id="footer-comparisons">{t('footer.comparisons.title')}</h2>
            <Link to="/vs-asana">{t('footer.comparisons.asana')}</Link>
            <Link to="/vs-monday">{t('footer.comparisons.monday')}</Link>
            <Link to="/vs-clickup">{t('footer.comparisons.clickup')}</Link>
          </StyledFooterSection>
          <StyledFooterSection {...section('company')}>
            <h2 id="footer-company">{t('footer.company.title')}</h2>
            <SectionLink section="about">{t('footer.company.about')}</SectionLink>
            <Link to="/freelancers">{t('footer.company.freelancers')}</Link>
            <Link to="/small-teams">{t('footer.company.smallTeams')}</Link>
          </StyledFooterSection>
          <StyledFooterSection {...section('support')}>
            <h2 id="footer-support">{t('footer.support.title')}</h2>
            <a href={`mailto:${CONTACT_EMAIL}`}>{t('footer.support.contact')}</a>
            {/* Before launch there is no account to sign in to. */}
            {isPreLaunch() ? null : <Link to="/login">{t('footer.support.login')}</Link>}
            <Text as="span" size="xs" muted>
              {t('footer.support.responseTime')}
            </Text>
          </StyledFooterSection>
          <StyledFooterSection {...section('legal')}>
            <h2 id="footer-legal">{t('footer.legal.title')}</h2>
            <Link to="/privacy">{t('footer.legal.privacy')}</Link>
            <Link to="/terms">{t('footer.legal.terms')}</Link>
            <Link to="/imprint">{t('footer.legal.imprint')}</Link>
          </StyledFooterSection>
        </StyledFooterGrid>
        <StyledFooterBottom>
          © {new Date().getFullYear()} {t('common:appName')} · {t('footer.tagline')}
        </StyledFooterBottom>
      </Container>
    </StyledFooter>
  );
}
