import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CustomerContactView, CustomerView } from '@taskflow/contracts';
import { formatDate } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Avatar, Button, Card, Heading, Stack, Text, useConfirm, useToast } from '@taskflow/ui';
import { StyledChip } from '../../common/components/TaskChips';
import { useRemoveContactMutation, useResendContactInvitationMutation } from '../state/customers.api';
import { AddContactDialog } from './AddContactDialog';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledContact = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: none;
  }
`;

const StyledWho = styled.div`
  flex: 1 1 200px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The customer's contacts: who has portal access, who has not accepted yet (with resend), add and remove. */
export function ContactsSection({ customer, canEdit }: { customer: CustomerView; canEdit: boolean }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const confirm = useConfirm();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [removeContact] = useRemoveContactMutation();
  const [resend, { isLoading: resending, originalArgs: resendArgs }] = useResendContactInvitationMutation();
  const removable = canEdit && customer.contacts.length > 1;

  const remove = async (contact: CustomerContactView) => {
    const name = `${contact.firstName} ${contact.lastName}`;
    const removed = await confirm({
      title: t('customers.contacts.removeTitle', { name }),
      message: t('customers.contacts.removeMessage', { name }),
      confirmLabel: t('customers.contacts.removeConfirm'),
      action: () => removeContact({ customerId: customer.id, contactId: contact.id }).unwrap(),
      errorMessage: t('customers.contacts.removeError'),
    });
    if (removed) toast.success(t('customers.contacts.removed', { name }));
  };

  const resendTo = async (contact: CustomerContactView) => {
    try {
      await resend({ customerId: customer.id, contactId: contact.id }).unwrap();
      toast.success(t('customers.contacts.resent', { email: contact.email }));
    } catch {
      toast.error(t('customers.contacts.resendError'));
    }
  };

  return (
    <Card padding="lg" as="section" aria-labelledby="customer-contacts-title">
      <Stack gap="md">
        <Stack direction="horizontal" justify="between" align="center" gap="sm">
          <Heading level={2} size="lg" id="customer-contacts-title">
            {t('customers.contacts.title')}
          </Heading>
          {canEdit ? (
            <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
              {t('customers.contacts.add')}
            </Button>
          ) : null}
        </Stack>
        {customer.contacts.length === 0 ? (
          <Text muted>{t('customers.contacts.none')}</Text>
        ) : (
          <StyledList>
            {customer.contacts.map((contact) => {
              const name = `${contact.firstName} ${contact.lastName}`;
              const pending = contact.status === 'pending';
              return (
                <StyledContact key={contact.id} data-testid="contact">
                  <Avatar firstName={contact.firstName} lastName={contact.lastName} decorative />
                  <StyledWho>
                    <Text weight="medium">{name}</Text>
                    <Text size="sm" muted>
                      {contact.email}
                      {contact.phone ? ` · ${contact.phone}` : ''}
                    </Text>
                  </StyledWho>
                  <Stack gap="xxs" align="end">
                    <StyledChip $tone={pending ? 'warning' : 'success'}>
                      {pending ? t('customers.contacts.invited') : t('customers.contacts.portalActive')}
                    </StyledChip>
                    {pending && contact.invitationSentAt ? (
                      <Text size="xs" muted>
                        {t('customers.contacts.invitedSince', { date: formatDate(contact.invitationSentAt, language) })}
                      </Text>
                    ) : null}
                  </Stack>
                  {canEdit ? (
                    <StyledActions>
                      {pending ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          loading={resending && resendArgs?.contactId === contact.id}
                          onClick={() => void resendTo(contact)}
                        >
                          {t('customers.contacts.resend')}
                        </Button>
                      ) : null}
                      {removable ? (
                        <Button size="sm" variant="ghost" onClick={() => void remove(contact)}>
                          {t('customers.contacts.remove', { name })}
                        </Button>
                      ) : null}
                    </StyledActions>
                  ) : null}
                </StyledContact>
              );
            })}
          </StyledList>
        )}
        {canEdit && customer.contacts.length === 1 ? (
          <Text size="sm" muted>
            {t('customers.contacts.lastContact')}
          </Text>
        ) : null}
      </Stack>
      {adding ? <AddContactDialog customerId={customer.id} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
