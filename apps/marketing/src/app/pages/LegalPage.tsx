import { useTranslation } from 'react-i18next';
import { Container, Heading, Stack, Text } from '@taskflow/ui-core';
import { StyledSection } from '../components/page-parts';
import { useList } from '../components/use-list';
import { TRIAL_DAYS } from '../pricing/pricing-plans';
import { PageMeta } from '../seo/PageMeta';

export type LegalDocument = 'imprint' | 'terms' | 'privacy';

interface LegalSection {
  title: string;
  body: string[];
}

/** Imprint, terms and privacy policy: headed sections from the translation files. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('pages');
  const sections = useList<LegalSection>('pages', `legal.${document}.sections`, { days: TRIAL_DAYS });
  return (
    <main data-testid={`legal-page-${document}`}>
      <PageMeta page={document} />
      <StyledSection>
        <Container size="md">
          <Stack gap="xl">
            <Stack gap="sm">
              <Heading level={1}>{t(`legal.${document}.title`)}</Heading>
              <Text size="sm" muted>
                {t('legal.updated')}
              </Text>
            </Stack>
            {sections.map((section) => (
              <Stack as="section" gap="sm" key={section.title}>
                <Heading level={2} size="lg">
                  {section.title}
                </Heading>
                {section.body.map((paragraph) => (
                  <Text key={paragraph}>{paragraph}</Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Container>
      </StyledSection>
    </main>
  );
}

export function ImprintPage() {
  return <LegalPage document="imprint" />;
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
