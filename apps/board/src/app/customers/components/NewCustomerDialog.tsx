import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INDUSTRIES } from '@taskflow/contracts';
import { useLanguage } from '@taskflow/i18n';
import { Button, Dialog, Form, Heading, SelectField, StatePanel, Stack, Text, TextField, useToast } from '@taskflow/ui';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { useCreateCustomerMutation } from '../state/customers.api';
import {
  emptyContact,
  toCreateRequest,
  validateCustomer,
  withoutContactErrors,
  type ContactDraft,
  type CustomerDraft,
  type CustomerFormErrors,
} from '../utils/customer-form';
import { industryLabel } from '../utils/industry-label';
import { ContactFields } from './ContactFields';

const FORM_ID = 'new-customer-form';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledContact = styled.fieldset`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export interface NewCustomerDialogProps {
  onClose: () => void;
  onCreated: (customerId: string) => void;
}

/**
 * The create-customer modal (docs/product-rules.md#validation): company name, website, industry and at least one contact;
 * a contact can be removed while more than one remains; a field's error clears when it is edited. Each contact is
 * invited to the client portal by the server, all in one transaction.
 */
export function NewCustomerDialog({ onClose, onCreated }: NewCustomerDialogProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const { language } = useLanguage();
  const [createCustomer, { isLoading }] = useCreateCustomerMutation();
  const [draft, setDraft] = useState<CustomerDraft>(() => ({
    name: '',
    website: '',
    industry: '',
    contacts: [emptyContact(language)],
  }));
  const [errors, setErrors] = useState<CustomerFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  const setCompany = (field: 'name' | 'website' | 'industry', value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  const setContact = (index: number, field: keyof Omit<ContactDraft, 'key'>, value: string) => {
    setDraft((current) => ({
      ...current,
      contacts: current.contacts.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)),
    }));
    clearError(`contacts.${index}.${field}`);
  };
  const addContact = () =>
    setDraft((current) => ({ ...current, contacts: [...current.contacts, emptyContact(language)] }));
  const removeContact = (index: number) => {
    setDraft((current) => ({ ...current, contacts: current.contacts.filter((_, i) => i !== index) }));
    setErrors((current) => withoutContactErrors(current, index));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateCustomer(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await createCustomer(toCreateRequest(draft)).unwrap();
      toast.success(t('customers.form.created'));
      onCreated(created.id);
    } catch (error) {
      const { status } = error as { status?: number };
      setFailure(status === 409 ? t('customers.form.emailExists') : t('customers.form.createError'));
    }
  };

  const error = (field: string) => (errors[field] ? t(`customers.form.errors.${errors[field]}`) : undefined);
  const contactErrorsOf = (index: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([field]) => field.startsWith(`contacts.${index}.`))
        .map(([field, key]) => [field.slice(`contacts.${index}.`.length), key]),
    );
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('customers.form.createTitle')}
      size="lg"
      closeLabel={t('common:actions.close')}
      closeOnOverlayClick={false}
      busy={isLoading}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} loading={isLoading}>
            {t('customers.form.create')}
          </Button>
        </>
      }
    >
      <StyledForm id={FORM_ID} noValidate onSubmit={submit}>
        {failure ? <StatePanel variant="error" headingLevel={3} title={failure} /> : null}
        {hasErrors ? (
          <Text muted role="status">
            {t('customers.form.fixErrors')}
          </Text>
        ) : null}
        <TextField
          id="new-customer-name"
          label={t('customers.form.name')}
          required
          value={draft.name}
          onChange={(event) => setCompany('name', event.target.value)}
          error={error('name')}
        />
        <StyledFieldGrid>
          <TextField
            id="new-customer-website"
            type="url"
            label={t('customers.form.website')}
            placeholder="https://"
            value={draft.website}
            onChange={(event) => setCompany('website', event.target.value)}
          />
          <SelectField
            id="new-customer-industry"
            label={t('customers.form.industry')}
            placeholder={t('customers.form.industryPlaceholder')}
            value={draft.industry}
            onChange={(event) => setCompany('industry', event.target.value)}
            options={INDUSTRIES.map((value) => ({ value, label: industryLabel(t, value) }))}
          />
        </StyledFieldGrid>
        <Stack gap="sm">
          <Heading level={3} size="md">
            {t('customers.form.contacts')}
          </Heading>
          <Text size="sm" muted>
            {t('customers.form.contactsHint')}
          </Text>
        </Stack>
        {draft.contacts.map((contact, index) => (
          <StyledContact key={contact.key}>
            <legend>{t('customers.form.contactN', { n: index + 1 })}</legend>
            <Stack gap="sm">
              <ContactFields
                idPrefix={`new-customer-${contact.key}`}
                contact={contact}
                errors={contactErrorsOf(index)}
                onChange={(field, value) => setContact(index, field, value)}
              />
              {draft.contacts.length > 1 ? (
                <div>
                  <Button variant="ghost" size="sm" onClick={() => removeContact(index)}>
                    {t('customers.form.removeContact', { n: index + 1 })}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </StyledContact>
        ))}
        <div>
          <Button variant="secondary" onClick={addContact}>
            {t('customers.form.addContact')}
          </Button>
        </div>
      </StyledForm>
    </Dialog>
  );
}
