import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@taskflow/i18n';
import { Button, Dialog, Form, StatePanel, useToast } from '@taskflow/ui';
import { useAddContactMutation } from '../state/customers.api';
import { contactErrors, emptyContact, toContactRequest, type ContactDraft } from '../utils/customer-form';
import { ContactFields } from './ContactFields';

const FORM_ID = 'add-contact-form';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Add contact (docs/product-rules.md#validation): first name, last name and email required; the server invites the new portal user. */
export function AddContactDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const { language } = useLanguage();
  const [addContact, { isLoading }] = useAddContactMutation();
  const [contact, setContact] = useState<ContactDraft>(() => emptyContact(language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: keyof Omit<ContactDraft, 'key'>, value: string) => {
    setContact((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = contactErrors(contact);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await addContact({ customerId, contact: toContactRequest(contact) }).unwrap();
      toast.success(t('customers.contacts.added', { name: `${contact.firstName.trim()} ${contact.lastName.trim()}` }));
      onClose();
    } catch (error) {
      const { status } = error as { status?: number };
      setFailure(status === 409 ? t('customers.form.emailExists') : t('customers.contacts.addError'));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('customers.contacts.addTitle')}
      description={t('customers.form.contactsHint')}
      closeLabel={t('common:actions.close')}
      closeOnOverlayClick={false}
      busy={isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading}>
            {t('customers.contacts.add')}
          </Button>
        </>
      }
    >
      <StyledForm id={FORM_ID} noValidate onSubmit={submit}>
        {failure ? <StatePanel variant="error" headingLevel={3} title={failure} /> : null}
        <ContactFields idPrefix="add-contact" contact={contact} errors={errors} onChange={change} />
      </StyledForm>
    </Dialog>
  );
}
