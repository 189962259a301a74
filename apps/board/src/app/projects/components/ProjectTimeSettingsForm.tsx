import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectTimeSettingsView, UpdateProjectTimeSettingsRequest } from '@taskflow/contracts';
import { formatAmountEntry, parseAmountEntry } from '@taskflow/domain';
import { useLanguage } from '@taskflow/i18n';
import { Button, Card, CheckboxField, Form, Heading, LoadingState, Stack, TextField, useToast } from '@taskflow/ui';
import { QueryGate } from '../../common/components/QueryGate';
import { useAssignableUsersQuery } from '../../common/state/tasks.api';
import { useProjectTimeSettingsQuery, useUpdateProjectTimeSettingsMutation } from '../../common/state/time.api';

interface Values {
  rate: string;
  budgetHours: string;
  budgetSharedWithClient: boolean;
  billableByDefault: boolean;
  memberRates: Record<string, string>;
}

function valuesOf(settings: ProjectTimeSettingsView, language: 'de' | 'en'): Values {
  const euros = (cents: number | null) => (cents === null ? '' : formatAmountEntry(cents / 100, language));
  return {
    rate: euros(settings.hourlyRateCents),
    budgetHours: formatAmountEntry(settings.budgetHours, language),
    budgetSharedWithClient: settings.budgetSharedWithClient,
    billableByDefault: settings.billableByDefault,
    memberRates: Object.fromEntries(settings.memberRates.map((rate) => [rate.userId, euros(rate.hourlyRateCents)])),
  };
}

/** A project's time settings (admins): hourly rate, hours budget, the client's meter, billable default, member rates. */
export function ProjectTimeSettingsForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation('board');
  const settings = useProjectTimeSettingsQuery(projectId);
  return (
    <Card padding="lg" as="section" aria-labelledby="project-time-settings-heading">
      <Stack gap="md">
        <Heading level={3} size="md" id="project-time-settings-heading">
          {t('time.settings.title')}
        </Heading>
        <QueryGate
          query={settings}
          loading={<LoadingState rows={3} label={t('time.settings.title')} />}
          errorMessage={t('time.settings.loadError')}
        >
          {(data) => <SettingsForm projectId={projectId} settings={data} />}
        </QueryGate>
      </Stack>
    </Card>
  );
}

function SettingsForm({ projectId, settings }: { projectId: string; settings: ProjectTimeSettingsView }) {
  const { t } = useTranslation('board');
  const { language } = useLanguage();
  const toast = useToast();
  const people = useAssignableUsersQuery();
  const [save, saving] = useUpdateProjectTimeSettingsMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(settings, language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setValues(valuesOf(settings, language)), [settings, language]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = (key: string, text: string) => {
      if (text.trim() === '') return null;
      const value = parseAmountEntry(text, language);
      if (value === null) found[key] = t('time.settings.invalidNumber');
      return value;
    };
    const rate = amount('rate', values.rate);
    // The hours budget is whole hours from 1 (the API's and the database's rule).
    let budgetHours = amount('budgetHours', values.budgetHours);
    if (
      values.budgetHours.trim() !== '' &&
      (budgetHours === null || !Number.isInteger(budgetHours) || budgetHours < 1)
    ) {
      found['budgetHours'] = t('time.settings.invalidHours');
      budgetHours = null;
    }
    const memberRates = Object.entries(values.memberRates).flatMap(([userId, text]) => {
      const value = amount(`member:${userId}`, text);
      return value === null ? [] : [{ userId, hourlyRateCents: Math.round(value * 100) }];
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changes: UpdateProjectTimeSettingsRequest = {
      hourlyRateCents: rate === null ? null : Math.round(rate * 100),
      budgetHours,
      budgetSharedWithClient: values.budgetSharedWithClient,
      billableByDefault: values.billableByDefault,
      memberRates,
    };
    try {
      await save({ projectId, changes }).unwrap();
      toast.success(t('time.settings.saved'));
    } catch {
      toast.error(t('time.settings.saveError'));
    }
  };

  return (
    <Form id="project-time-settings" noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextField
          label={t('time.settings.rate')}
          inputMode="decimal"
          value={values.rate}
          error={errors['rate']}
          onChange={(event) => setValues({ ...values, rate: event.target.value })}
        />
        <TextField
          label={t('time.settings.budgetHours')}
          inputMode="decimal"
          value={values.budgetHours}
          error={errors['budgetHours']}
          onChange={(event) => setValues({ ...values, budgetHours: event.target.value })}
        />
        <CheckboxField
          label={t('time.settings.shareMeter')}
          checked={values.budgetSharedWithClient}
          onChange={(event) => setValues({ ...values, budgetSharedWithClient: event.target.checked })}
        />
        <CheckboxField
          label={t('time.settings.billableDefault')}
          checked={values.billableByDefault}
          onChange={(event) => setValues({ ...values, billableByDefault: event.target.checked })}
        />
        <Stack as="fieldset" gap="sm">
          <legend>{t('time.settings.memberRates')}</legend>
          {(people.data ?? []).map((person) => (
            <TextField
              key={person.id}
              label={`${person.firstName} ${person.lastName}`}
              inputMode="decimal"
              value={values.memberRates[person.id] ?? ''}
              error={errors[`member:${person.id}`]}
              onChange={(event) =>
                setValues({ ...values, memberRates: { ...values.memberRates, [person.id]: event.target.value } })
              }
            />
          ))}
        </Stack>
        <div>
          <Button type="submit" loading={saving.isLoading}>
            {t('time.settings.save')}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}
