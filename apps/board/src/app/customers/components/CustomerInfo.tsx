import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { INDUSTRIES, type CustomerView } from '@taskflow/contracts';
import type { CustomerStatus } from '@taskflow/domain';
import {
  Button,
  Card,
  Form,
  Heading,
  SelectField,
  Stack,
  Text,
  TextAreaField,
  TextField,
  useToast,
} from '@taskflow/ui';
import { StyledFacts } from '../../common/components/DetailLayout';
import { StyledFieldGrid } from '../../common/components/FieldGrid';
import { useUpdateCustomerMutation } from '../state/customers.api';
import { industryLabel } from '../utils/industry-label';
import { CustomerStatusChip } from './CustomerStatusChip';

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

interface InfoDraft {
  name: string;
  website: string;
  industry: string;
  address: string;
  phone: string;
  description: string;
}

const draftOf = (customer: CustomerView): InfoDraft => ({
  name: customer.name,
  website: customer.website ?? '',
  industry: customer.industry ?? '',
  address: customer.address ?? '',
  phone: customer.phone ?? '',
  description: customer.description ?? '',
});

export interface CustomerInfoProps {
  customer: CustomerView;
  status: CustomerStatus;
  /** The form instead of the facts; the page's Edit starts it. */
  editing: boolean;
  onEditingEnd: () => void;
}

/** The customer's details: website, industry, address, phone, description and status; a form while editing. */
export function CustomerInfo({ customer, status, editing, onEditingEnd }: CustomerInfoProps) {
  const { t } = useTranslation('board');
  const toast = useToast();
  const [updateCustomer, { isLoading: saving }] = useUpdateCustomerMutation();
  const [draft, setDraft] = useState<InfoDraft>(() => draftOf(customer));
  const [nameError, setNameError] = useState(false);

  useEffect(() => {
    if (!editing) setDraft(draftOf(customer));
  }, [customer, editing]);

  const cancel = () => {
    setDraft(draftOf(customer));
    setNameError(false);
    onEditingEnd();
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) {
      setNameError(true);
      return;
    }
    try {
      await updateCustomer({
        id: customer.id,
        changes: {
          name: draft.name.trim(),
          website: draft.website.trim() || null,
          industry: draft.industry || null,
          address: draft.address.trim() || null,
          phone: draft.phone.trim() || null,
          description: draft.description.trim() || null,
        },
      }).unwrap();
      toast.success(t('customers.detail.saved'));
      onEditingEnd();
    } catch {
      toast.error(t('customers.detail.saveError'));
    }
  };
  const change = (field: keyof InfoDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameError(false);
  };
  const fact = (value: string | null | undefined) => value || t('customers.detail.notGiven');

  return (
    <Card padding="lg" as="section" aria-labelledby="customer-info-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="customer-info-title">
          {t('customers.detail.info')}
        </Heading>
        {editing ? (
          <StyledForm noValidate onSubmit={save} aria-labelledby="customer-info-title">
            <TextField
              id="customer-name"
              label={t('customers.form.name')}
              required
              value={draft.name}
              onChange={(event) => change('name', event.target.value)}
              error={nameError ? t('customers.form.errors.nameRequired') : undefined}
            />
            <StyledFieldGrid>
              <TextField
                id="customer-website"
                type="url"
                label={t('customers.form.website')}
                value={draft.website}
                onChange={(event) => change('website', event.target.value)}
              />
              <SelectField
                id="customer-industry"
                label={t('customers.form.industry')}
                placeholder={t('customers.form.industryPlaceholder')}
                value={draft.industry}
                onChange={(event) => change('industry', event.target.value)}
                options={[...INDUSTRIES].map((value) => ({ value, label: industryLabel(t, value) }))}
              />
              <TextField
                id="customer-address"
                label={t('customers.form.address')}
                value={draft.address}
                onChange={(event) => change('address', event.target.value)}
              />
              <TextField
                id="customer-phone"
                type="tel"
                label={t('customers.form.phone')}
                value={draft.phone}
                onChange={(event) => change('phone', event.target.value)}
              />
            </StyledFieldGrid>
            <TextAreaField
              id="customer-description"
              label={t('customers.form.description')}
              value={draft.description}
              onChange={(event) => change('description', event.target.value)}
            />
            <Stack direction="horizontal" gap="sm">
              <Button type="submit" loading={saving}>
                {t('customers.detail.save')}
              </Button>
              <Button variant="secondary" onClick={cancel}>
                {t('customers.detail.cancel')}
              </Button>
            </Stack>
          </StyledForm>
        ) : (
          <StyledFacts>
            <dt>{t('customers.form.website')}</dt>
            <dd>
              {customer.website ? (
                <a href={customer.website} target="_blank" rel="noreferrer">
                  {customer.website}
                </a>
              ) : (
                t('customers.detail.notGiven')
              )}
            </dd>
            <dt>{t('customers.form.industry')}</dt>
            <dd>{fact(industryLabel(t, customer.industry))}</dd>
            <dt>{t('customers.form.address')}</dt>
            <dd>{fact(customer.address)}</dd>
            <dt>{t('customers.form.phone')}</dt>
            <dd>{fact(customer.phone)}</dd>
            <dt>{t('customers.form.description')}</dt>
            <dd>{fact(customer.description)}</dd>
            <dt>{t('customers.detail.statusLabel')}</dt>
            <dd>
              <CustomerStatusChip status={status} />{' '}
              <Text as="span" size="sm" muted>
                {t('customers.detail.statusHint')}
              </Text>
            </dd>
          </StyledFacts>
        )}
      </Stack>
    </Card>
  );
}
