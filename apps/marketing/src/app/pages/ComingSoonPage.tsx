import { useTranslation } from 'react-i18next';
import { Card, Container, Heading, Stack, Text } from '@taskflow/ui-core';
import { StyledCtaLink, StyledSection } from '../components/page-parts';
import { PageMeta } from '../seo/PageMeta';
import { WaitlistForm } from '../waitlist/components/WaitlistForm';

/** Under construction: waitlist form with its own messages and a way back to the homepage. */
export default function ComingSoonPage() {
  const { t } = useTranslation('pages');
  return (
    <main data-testid="coming-soon-page">
      <PageMeta page="comingSoon" />
      <StyledSection>
        <Container size="md">
          <Card padding="xxl">
            <Stack gap="lg">
              <Heading level={1}>{t('comingSoon.title')}</Heading>
              <Text size="lg" muted>
                {t('comingSoon.text')}
              </Text>
              <Text muted>{t('comingSoon.waitlistText')}</Text>
              <WaitlistForm variant="comingSoon" label={t('comingSoon.formLabel')} />
              <div>
                <StyledCtaLink to="/" $variant="secondary">
                  {t('comingSoon.backHome')}
                </StyledCtaLink>
              </div>
            </Stack>
          </Card>
        </Container>
      </StyledSection>
    </main>
  );
}
