import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Card, Heading, LoadingState, Stack, Text } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { useNow } from '../../common/hooks/useNow';
import { useCustomerActivityQuery } from '../state/customers.api';
import { StyledPlainList } from './CustomerDetail.styles';

/** The latest client-visible comments and approvals on the customer's projects and tasks. */
export function CustomerActivity({ customerId }: { customerId: string }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const now = useNow();
  const activity = useCustomerActivityQuery(customerId);
  return (
    <Card padding="lg" as="section" aria-labelledby="customer-activity-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="customer-activity-title">
          {t('customers.detail.activity')}
        </Heading>
        <QueryGate
          query={activity}
          loading={<LoadingState label={t('customers.detail.activity')} rows={3} />}
          errorMessage={t('customers.detail.activityLoadError')}
          showRetrying={false}
        >
          {(items) =>
            items.length === 0 ? (
              <Text muted>{t('customers.detail.noActivity')}</Text>
            ) : (
              <StyledPlainList>
                {items.map((item) => {
                  const author = item.author
                    ? `${item.author.firstName} ${item.author.lastName}`
                    : t('customers.detail.unknownAuthor');
                  const target = item.task ? item.task.title : item.project.name;
                  return (
                    <li key={item.id}>
                      <Text size="sm">
                        <strong>{author}</strong>{' '}
                        {item.type === 'approval' && item.approvalStatus
                          ? `${t(`customers.detail.approval.${item.approvalStatus}`)} `
                          : ''}
                        {t('customers.detail.activityOn', { target })}
                      </Text>
                      {item.content ? <Text size="sm">{item.content}</Text> : null}
                      <Text size="xs" muted>
                        {formatRelativeTime(item.createdAt, now, language)}
                      </Text>
                    </li>
                  );
                })}
              </StyledPlainList>
            )
          }
        </QueryGate>
      </Stack>
    </Card>
  );
}
