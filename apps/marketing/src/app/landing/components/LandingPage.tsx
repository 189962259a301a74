import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, Container, Heading, Stack, Text } from '@taskflow/ui';
import { PageMeta } from '../../seo/PageMeta';
import { WaitlistForm } from '../../waitlist/components/WaitlistForm';

const PROBLEM_POINTS = ['scattered', 'visibility', 'bloat'] as const;
const SOLUTION_POINTS = ['portal', 'comments', 'approval'] as const;

export const StyledHero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.primarySubtle} 0%, transparent 100%);
`;

export const StyledEyebrow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;

export const StyledCta = styled.a`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const StyledSection = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <main data-testid="landing-page">
      <PageMeta path="/" title={t('meta.title')} description={t('meta.description')} />
      <StyledHero>
        <Container>
          <Stack gap="lg">
            <StyledEyebrow>{t('hero.eyebrow')}</StyledEyebrow>
            <Heading level={1} size="display">
              {t('hero.title')}
            </Heading>
            <Text size="lg" muted>
              {t('hero.subtitle')}
            </Text>
            <div>
              <StyledCta href="#waitlist">{t('hero.primaryCta')}</StyledCta>
            </div>
          </Stack>
        </Container>
      </StyledHero>
      <StyledSection aria-labelledby="problem-title">
        <Container>
          <Stack gap="lg">
            <Heading level={2} id="problem-title">
              {t('problem.title')}
            </Heading>
            <StyledGrid>
              {PROBLEM_POINTS.map((point) => (
                <li key={point}>
                  <Card>
                    <Text>{t(`problem.points.${point}`)}</Text>
                  </Card>
                </li>
              ))}
            </StyledGrid>
          </Stack>
        </Container>
      </StyledSection>
      <StyledSection aria-labelledby="solution-title">
        <Container>
          <Stack gap="lg">
            <Heading level={2} id="solution-title">
              {t('solution.title')}
            </Heading>
            <StyledGrid>
              {SOLUTION_POINTS.map((point) => (
                <li key={point}>
                  <Card>
                    <Text>{t(`solution.points.${point}`)}</Text>
                  </Card>
                </li>
              ))}
            </StyledGrid>
          </Stack>
        </Container>
      </StyledSection>
      <StyledSection id="waitlist" aria-labelledby="waitlist-title">
        <Container>
          <Stack gap="md">
            <Heading level={2} id="waitlist-title">
              {t('waitlist.title')}
            </Heading>
            <Text muted>{t('waitlist.text')}</Text>
            <WaitlistForm />
          </Stack>
        </Container>
      </StyledSection>
    </main>
  );
}
