import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TimeTotalView } from '@taskflow/contracts';
import { formatDurationEntry, type Language } from '@taskflow/domain';
import { Heading } from '@taskflow/ui';
import { formatCents } from '../../common/utils/money';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* break-word, not anywhere: a name's column is at least its longest word wide, so a phone never splits words */
  th:first-child {
    text-align: left;
    overflow-wrap: break-word;
  }
`;

const StyledSection = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

export interface TimeTotalsTableProps {
  id: string;
  title: string;
  totals: readonly TimeTotalView[];
  language: Language;
  /** Money figures (admins and canAccessReports: the report's readers). */
  showAmounts: boolean;
  emptyName?: string;
}

/** One breakdown of a report (by client, project, person or task): hours, billable hours and the amount. */
export function TimeTotalsTable({ id, title, totals, language, showAmounts, emptyName = '' }: TimeTotalsTableProps) {
  const { t } = useTranslation('board');
  return (
    // A phone scrolls a wide table sideways: the section takes the focus so that the keyboard can scroll it too.
    <StyledSection role="region" aria-labelledby={id} tabIndex={0}>
      <Heading level={2} size="sm" id={id}>
        {title}
      </Heading>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{t('time.reports.hours')}</th>
            <th scope="col">{t('time.reports.billableHours')}</th>
            {showAmounts && <th scope="col">{t('time.reports.amount')}</th>}
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.id ?? 'none'}>
              <th scope="row">{total.name || emptyName}</th>
              <td>{formatDurationEntry(total.minutes, language) || '0'}</td>
              <td>{formatDurationEntry(total.billableMinutes, language) || '0'}</td>
              {showAmounts && <td>{formatCents(total.amountCents, language)}</td>}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledSection>
  );
}
