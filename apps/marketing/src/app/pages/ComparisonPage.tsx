import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Text } from '@taskflow/ui-core';
import { CardGrid, PageHero, PageSection, StyledCtaLink, StyledCtaRow, type CardItem } from '../components/page-parts';
import { useList } from '../components/use-list';
import { useLanguage } from '@taskflow/i18n';
import { StartCta } from '../launch/StartCta';
import { pricingFacts } from '../pricing/pricing-plans';
import { PageMeta } from '../seo/PageMeta';

export type Competitor = 'asana' | 'monday' | 'clickup';

const PAGE_KEY = { asana: 'vsAsana', monday: 'vsMonday', clickup: 'vsClickup' } as const;

export const StyledTableWrapper = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
  }
`;

interface ComparisonRow {
  aspect: string;
  taskflow: string;
  competitor: string;
}

/** /vs-asana, /vs-monday, /vs-clickup: an honest side-by-side for agencies. */
export function ComparisonPage({ competitor }: { competitor: Competitor }) {
  const { t } = useTranslation('pages');
  const prefix = `comparison.${competitor}`;
  const name = t(`${prefix}.name`);
  const { language } = useLanguage();
  const rows = useList<ComparisonRow>('pages', `${prefix}.rows`, pricingFacts(language));
  const reasons = useList<CardItem>('pages', `${prefix}.reasons`);
  const otherChoice = useList<string>('pages', `${prefix}.otherChoice.items`);
  return (
    <main data-testid={`comparison-page-${competitor}`}>
      <PageMeta page={PAGE_KEY[competitor]} />
      <PageHero
        eyebrow={t('comparison.eyebrow')}
        title={t(`${prefix}.hero.title`)}
        subtitle={t(`${prefix}.hero.subtitle`)}
      >
        <StyledCtaRow>
          <StartCta trialLabel={t('comparison.cta')} />
          <StyledCtaLink to="/#pricing" $variant="secondary">
            {t('comparison.pricingCta')}
          </StyledCtaLink>
        </StyledCtaRow>
      </PageHero>
      <PageSection
        id="comparison"
        title={t('comparison.tableTitle', { competitor: name })}
        intro={t('comparison.tableIntro')}
      >
        {/* A narrow screen scrolls the table sideways: its box takes the focus, so keys scroll it too. */}
        <StyledTableWrapper role="region" aria-label={t('comparison.tableLabel', { competitor: name })} tabIndex={0}>
          <StyledTable>
            <thead>
              <tr>
                <th scope="col">{t('comparison.aspect')}</th>
                <th scope="col">TaskFlow</th>
                <th scope="col">{name}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.aspect}>
                  <th scope="row">{row.aspect}</th>
                  <td>{row.taskflow}</td>
                  <td>{row.competitor}</td>
                </tr>
              ))}
            </tbody>
          </StyledTable>
        </StyledTableWrapper>
      </PageSection>
      <PageSection id="reasons" title={t('comparison.reasonsTitle')} muted>
        <CardGrid items={reasons} />
      </PageSection>
      <PageSection id="other-choice" title={t('comparison.otherChoiceTitle', { competitor: name })}>
        <ul>
          {otherChoice.map((item) => (
            <li key={item}>
              <Text>{item}</Text>
            </li>
          ))}
        </ul>
        <Text size="sm" muted>
          {t('comparison.disclaimer', { competitor: name })}
        </Text>
      </PageSection>
    </main>
  );
}

export function VsAsanaPage() {
  return <ComparisonPage competitor="asana" />;
}

export function VsMondayPage() {
  return <ComparisonPage competitor="monday" />;
}

export function VsClickupPage() {
  return <ComparisonPage competitor="clickup" />;
}
