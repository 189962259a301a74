import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerView } from '@taskflow/contracts';
import { formatDate, type CustomerStatus } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, Heading, Stack, Text } from '@taskflow/ui';
import { industryLabel } from '../utils/industry-label';
import { StyledButtonLink } from './CustomerDetail.styles';
import { CustomerStatusChip } from './CustomerStatusChip';

const StyledLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CustomerHeaderProps {
  customer: CustomerView;
  status: CustomerStatus;
  /** Offered with canEditCustomers while the details are not being edited. */
  onEdit?: () => void;
  /** Offered with canDeleteCustomers. */
  onDelete?: () => void;
}

/** The customer's name, status, industry and since when, with links to its projects and messages. */
export function CustomerHeader({ customer, status, onEdit, onDelete }: CustomerHeaderProps) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="start" gap="md" wrap>
          <Stack gap="xs">
            <Stack direction="horizontal" align="center" gap="sm" wrap>
              <Heading level={2} size="xl">
                {customer.name}
              </Heading>
              <CustomerStatusChip status={status} />
            </Stack>
            <Text size="sm" muted>
              {[
                industryLabel(t, customer.industry),
                t('customers.detail.since', { date: formatDate(customer.createdAt, language) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <StyledLinks>
            <StyledButtonLink to={`/dashboard/projects?customerId=${customer.id}`}>
              {t('customers.detail.viewProjects')}
            </StyledButtonLink>
            <StyledButtonLink to={`/dashboard/messages?customerId=${customer.id}`}>
              {t('customers.detail.viewMessages')}
            </StyledButtonLink>
            {onEdit ? (
              <Button size="sm" onClick={onEdit}>
                {t('customers.detail.edit')}
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="danger" onClick={onDelete}>
                {t('customers.detail.delete')}
              </Button>
            ) : null}
          </StyledLinks>
        </Stack>
      </Stack>
    </Card>
  );
}
