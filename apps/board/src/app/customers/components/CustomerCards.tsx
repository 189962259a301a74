import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Stack, Text } from '@taskflow/ui';
import { StyledCardGrid, StyledCardLink, StyledLinkedCard } from '../../common/components/ListCards';
import type { CustomerRow } from '../utils/customer-rows';
import { industryLabel } from '../utils/industry-label';
import { CustomerStatusChip } from './CustomerStatusChip';

const StyledCustomerLink = styled(StyledCardLink)`
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CustomerListProps {
  rows: CustomerRow[];
  /** "3 days ago", or that there was none. */
  activity: (row: CustomerRow) => string;
}

/** The customer list as cards (grid view): name, status, industry, projects, contacts, last activity. */
export function CustomerCards({ rows, activity }: CustomerListProps) {
  const { t } = useTranslation('board');
  return (
    <StyledCardGrid aria-label={t('customers.title')}>
      {rows.map((row) => (
        <li key={row.customer.id}>
          <StyledLinkedCard padding="md">
            <Stack gap="sm">
              <Stack direction="horizontal" justify="between" align="start" gap="sm">
                <StyledCustomerLink to={`/dashboard/customers/${row.customer.id}`}>
                  {row.customer.name}
                </StyledCustomerLink>
                <CustomerStatusChip status={row.status} />
              </Stack>
              <Text size="sm" muted>
                {industryLabel(t, row.customer.industry) || t('customers.noIndustry')}
              </Text>
              <Text size="sm">
                {t('customers.projectCount', { count: row.projectCount })}
                {row.activeProjects > 0 ? ` · ${t('customers.activeProjectCount', { count: row.activeProjects })}` : ''}
              </Text>
              <Text size="sm" muted>
                {t('customers.contactCount', { count: row.customer.contacts.length })} · {activity(row)}
              </Text>
            </Stack>
          </StyledLinkedCard>
        </li>
      ))}
    </StyledCardGrid>
  );
}
