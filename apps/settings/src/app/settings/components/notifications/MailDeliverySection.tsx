import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MailDeliveryView, NotificationMailStatus, NotificationMailView } from '@taskflow/contracts';
import { formatDateTime } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, EmptyState, ErrorState, Heading, LoadingState, Stack, Text, useToast } from '@taskflow/ui';
import { useGetMailDeliveryQuery, useRetryMailMutation } from '../../state/settings.api';
import { SettingsSection } from '../SettingsSection';

/** The order in which the counts are shown: what went out first, what needs attention last. */
const COUNT_ORDER: readonly NotificationMailStatus[] = ['sent', 'queued', 'held', 'skipped', 'failed'];

export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);

    dd {
      margin-bottom: ${({ theme }) => theme.space.sm};
    }
  }
`;

export const StyledPill = styled.span<{ $tone: 'success' | 'error' | 'neutral' }>`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successStrong
      : $tone === 'error'
        ? theme.colors.errorStrong
        : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successSubtle
      : $tone === 'error'
        ? theme.colors.errorSubtle
        : theme.colors.surfaceMuted};
`;

export const StyledCounts = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledCount = styled.li<{ $alert: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $alert }) => ($alert ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $alert }) => ($alert ? theme.colors.errorSubtle : theme.colors.surface)};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const StyledFailedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledFailedMail = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    flex-direction: column;
  }
`;

export const StyledMailText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const StyledError = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.errorStrong};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

/**
 * Admins: how the agency's notification mails fare (document: apps/api/README.md "Mail notifications and the job
 * queue"): the transport, whether the queue runs, the counts of the last 30 days and the failed mails with Retry.
 */
export function MailDeliverySection() {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const { data, isLoading, isError, isFetching, refetch } = useGetMailDeliveryQuery();

  return (
    <SettingsSection id="mail-delivery" title={t('mailDelivery.heading')} description={t('mailDelivery.intro')}>
      {isLoading ? (
        <LoadingState label={t('mailDelivery.loading')} rows={4} />
      ) : isError || !data ? (
        <ErrorState
          message={t('mailDelivery.loadError')}
          retryLabel={tc('actions.retry')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : (
        <MailDeliveryDetails view={data} onRetried={refetch} />
      )}
    </SettingsSection>
  );
}

function MailDeliveryDetails({ view, onRetried }: { view: MailDeliveryView; onRetried: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <Stack gap="xl">
      <StyledFacts>
        <dt>{t('mailDelivery.transport.label')}</dt>
        <dd>
          <StyledPill $tone={view.transport === 'smtp' ? 'success' : 'neutral'}>
            {t(`mailDelivery.transport.${view.transport}`)}
          </StyledPill>
          <Text size="sm" muted>
            {t(`mailDelivery.transport.${view.transport}Hint`)}
          </Text>
        </dd>
        <dt>{t('mailDelivery.queue.label')}</dt>
        <dd>
          <StyledPill $tone={view.queueRunning ? 'success' : 'error'}>
            {t(view.queueRunning ? 'mailDelivery.queue.running' : 'mailDelivery.queue.stopped')}
          </StyledPill>
          <Text size="sm" muted>
            {t(view.queueRunning ? 'mailDelivery.queue.runningHint' : 'mailDelivery.queue.stoppedHint', {
              count: view.retryLimit,
            })}
          </Text>
        </dd>
      </StyledFacts>
      <Stack gap="sm">
        <Heading level={3} size="md" id="mail-delivery-counts">
          {t('mailDelivery.counts.heading')}
        </Heading>
        <StyledCounts aria-labelledby="mail-delivery-counts">
          {COUNT_ORDER.map((status) => (
            <StyledCount key={status} $alert={status === 'failed' && view.counts[status] > 0}>
              <Text size="sm" muted>
                {t(`mailDelivery.counts.${status}`)}
              </Text>
              <strong>{view.counts[status]}</strong>
            </StyledCount>
          ))}
        </StyledCounts>
      </Stack>
      <Stack gap="sm">
        <Heading level={3} size="md" id="mail-delivery-failed">
          {t('mailDelivery.failed.heading')}
        </Heading>
        {view.failed.length === 0 ? (
          <EmptyState message={t('mailDelivery.failed.empty')} />
        ) : (
          <StyledFailedList aria-labelledby="mail-delivery-failed">
            {view.failed.map((mail) => (
              <FailedMail key={mail.id} mail={mail} onRetried={onRetried} />
            ))}
          </StyledFailedList>
        )}
      </Stack>
    </Stack>
  );
}

function FailedMail({ mail, onRetried }: { mail: NotificationMailView; onRetried: () => void }) {
  const { t } = useTranslation('settings');
  const { language } = useLanguage();
  const toast = useToast();
  const [retryMail] = useRetryMailMutation();
  const [retrying, setRetrying] = useState(false);
  const recipient = mail.recipient
    ? `${mail.recipient.firstName} ${mail.recipient.lastName} <${mail.recipient.email}>`
    : t('mailDelivery.failed.unknownRecipient');
  const title = mail.subject ?? t(`mailDelivery.kinds.${mail.kind}`);

  const retry = async () => {
    setRetrying(true);
    try {
      await retryMail(mail.id).unwrap();
      toast.success(t('mailDelivery.failed.retried', { recipient: mail.recipient?.email ?? '' }));
      onRetried();
    } catch (error) {
      // 409: someone else retried it meanwhile; the fresh view shows where it is now.
      if ((error as { status?: unknown }).status === 409) {
        toast.info(t('mailDelivery.failed.alreadyRetried'));
        onRetried();
      } else toast.error(t('mailDelivery.failed.retryError'));
      setRetrying(false);
    }
  };

  return (
    <StyledFailedMail>
      <StyledMailText>
        <Text weight="semibold">{title}</Text>
        <Text size="sm">{recipient}</Text>
        <Text size="sm" muted>
          {t('mailDelivery.failed.meta', {
            kind: t(`mailDelivery.kinds.${mail.kind}`),
            count: mail.attempts,
            date: formatDateTime(mail.updatedAt, language),
          })}
        </Text>
        {mail.lastError ? <StyledError>{mail.lastError}</StyledError> : null}
      </StyledMailText>
      <Button
        variant="secondary"
        size="sm"
        loading={retrying}
        aria-label={t('mailDelivery.failed.retryLabel', { subject: title, recipient })}
        onClick={() => void retry()}
      >
        {t('mailDelivery.failed.retry')}
      </Button>
    </StyledFailedMail>
  );
}
