import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboboxField, type ComboboxOption } from '@taskflow/ui';
import { timeZoneChoices } from '../../utils/time-zones';

export interface TimeZoneFieldProps {
  /** The IANA name in the form ('' while the text is cleared). */
  value: string;
  /** The stored one, listed even when this browser does not know it. */
  saved?: string;
  error?: string;
  onChange: (value: string) => void;
  /** Another field than the account's own zone (the agency's) names itself. */
  label?: string;
  hint?: string;
}

/** An IANA time zone (the account's by default): searchable by name, city or offset, grouped by region. */
export function TimeZoneField({ value, saved, error, onChange, label, hint }: TimeZoneFieldProps) {
  const { t } = useTranslation('settings');
  const options = useMemo<ComboboxOption[]>(
    () =>
      timeZoneChoices(saved, new Date()).map((choice) => ({
        value: choice.name,
        label: choice.name,
        description: choice.offset,
        group: t(`account.profile.timeZone.regions.${choice.region}`),
      })),
    [saved, t],
  );
  return (
    <ComboboxField
      label={label ?? t('account.profile.timeZone.label')}
      hint={hint ?? t('account.profile.timeZone.hint')}
      required
      options={options}
      value={value || null}
      error={error}
      noResultsText={t('account.profile.timeZone.noResults')}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
