import { useTranslation } from 'react-i18next';
import type { UserLanguage } from '@taskflow/contracts';
import { SelectField, TextField } from '@taskflow/ui';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import type { ContactDraft, CustomerFormErrors } from '../utils/customer-form';

export interface ContactFieldsProps {
  idPrefix: string;
  contact: Omit<ContactDraft, 'key'>;
  /** Error keys by field name (firstName, lastName, email). */
  errors: CustomerFormErrors;
  onChange: (field: keyof Omit<ContactDraft, 'key'>, value: string) => void;
}

/** First name, last name, email, optional phone and the invitation's language of one contact. */
export function ContactFields({ idPrefix, contact, errors, onChange }: ContactFieldsProps) {
  const { t } = useTranslation('board');
  const error = (field: string) => (errors[field] ? t(`customers.form.errors.${errors[field]}`) : undefined);
  return (
    <StyledFieldGrid>
      <TextField
        id={`${idPrefix}-first-name`}
        label={t('customers.form.firstName')}
        required
        autoComplete="off"
        value={contact.firstName}
        onChange={(event) => onChange('firstName', event.target.value)}
        error={error('firstName')}
      />
      <TextField
        id={`${idPrefix}-last-name`}
        label={t('customers.form.lastName')}
        required
        autoComplete="off"
        value={contact.lastName}
        onChange={(event) => onChange('lastName', event.target.value)}
        error={error('lastName')}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        label={t('customers.form.email')}
        required
        autoComplete="off"
        value={contact.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={error('email')}
      />
      <TextField
        id={`${idPrefix}-phone`}
        type="tel"
        label={t('customers.form.contactPhone')}
        autoComplete="off"
        value={contact.phone}
        onChange={(event) => onChange('phone', event.target.value)}
      />
      <SelectField
        id={`${idPrefix}-language`}
        label={t('customers.form.language')}
        value={contact.language}
        onChange={(event) => onChange('language', event.target.value as UserLanguage)}
        options={[
          { value: 'de', label: t('common:language.de') },
          { value: 'en', label: t('common:language.en') },
        ]}
      />
    </StyledFieldGrid>
  );
}
