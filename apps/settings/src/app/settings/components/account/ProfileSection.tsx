import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokenRefreshed, userUpdated } from '@taskflow/auth';
import type { User } from '@taskflow/contracts';
import { isEmailLike } from '@taskflow/domain';
import { useAppDispatch, useUpdateAccountMutation } from '@taskflow/store';
import { Form, PasswordField, Stack, Text, TextField, useToast } from '@taskflow/ui';
import { useDraft } from '../../hooks/use-draft';
import { useReportPendingChanges } from '../../hooks/pending-changes';
import { settingsApi } from '../../state/settings.api';
import { accountFieldErrors, withoutError, type AccountFieldErrors } from '../../utils/account-errors';
import { DEFAULT_TIME_ZONE } from '../../utils/time-zones';
import { SettingsSection } from '../SettingsSection';
import { TimeZoneField } from './TimeZoneField';

interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  timeZone: string;
}

const profileOf = (user: User): Profile => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  timeZone: user.timeZone ?? DEFAULT_TIME_ZONE,
});

export const StyledNameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

function validate(values: Profile, emailChanges: boolean, currentPassword: string): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = 'account.errors.firstNameRequired';
  if (!values.lastName.trim()) errors.lastName = 'account.errors.lastNameRequired';
  if (!values.email.trim()) errors.email = 'account.errors.emailRequired';
  else if (!isEmailLike(values.email)) errors.email = 'account.errors.emailInvalid';
  if (!values.timeZone) errors.timeZone = 'account.profile.timeZone.invalid';
  if (emailChanges && !currentPassword) errors.currentPassword = 'account.errors.currentPasswordRequired';
  return errors;
}

/**
 * First and last name, email, phone and time zone, saved with the unsaved-changes bar. A new email asks for the current
 * password; the server then tells the old address and signs out every other session (this one gets a new token).
 */
export function ProfileSection({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [updateAccount, { isLoading: saving }] = useUpdateAccountMutation();
  const saved = useMemo(() => profileOf(user), [user]);
  const draft = useDraft(saved);
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const values = draft.values ?? saved;
  const emailChanges = values.email.trim().toLowerCase() !== user.email;

  const save = async (): Promise<boolean> => {
    const found = validate(values, emailChanges, currentPassword);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const { firstName, lastName, phone, timeZone } = draft.changes;
    try {
      const answer = await updateAccount({
        ...(firstName !== undefined ? { firstName: firstName.trim() } : {}),
        ...(lastName !== undefined ? { lastName: lastName.trim() } : {}),
        ...(phone !== undefined ? { phone: phone.trim() || null } : {}),
        ...(timeZone !== undefined ? { timeZone } : {}),
        ...(emailChanges ? { email: values.email.trim(), currentPassword } : {}),
      }).unwrap();
      if (answer.token) dispatch(tokenRefreshed(answer.token));
      dispatch(userUpdated(answer.user));
      dispatch(settingsApi.util.upsertQueryData('getMe', undefined, answer.user));
      draft.reset(profileOf(answer.user));
      setCurrentPassword('');
      toast.success(t(answer.token ? 'account.profile.emailChanged' : 'account.profile.saved'));
      return true;
    } catch (error) {
      const fieldErrors = accountFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else toast.error(t('account.profile.saveError'));
      return false;
    }
  };
  const discard = () => {
    draft.reset();
    setCurrentPassword('');
    setErrors({});
  };
  useReportPendingChanges({ dirty: draft.dirty, saving, save, discard });

  const change = (field: keyof Profile, value: string) => {
    draft.set(field, value);
    if (errors[field]) setErrors((current) => withoutError(current, field));
  };
  const errorText = (key?: string) => (key ? t(key) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return save();
  };

  return (
    <SettingsSection id="account-profile" title={t('account.profile.heading')}>
      <Form noValidate onSubmit={submit} aria-label={t('account.profile.heading')}>
        <Stack gap="lg">
          <StyledNameRow>
            <TextField
              label={t('account.profile.firstName')}
              required
              autoComplete="given-name"
              maxLength={100}
              value={values.firstName}
              error={errorText(errors.firstName)}
              onChange={(event) => change('firstName', event.target.value)}
            />
            <TextField
              label={t('account.profile.lastName')}
              required
              autoComplete="family-name"
              maxLength={100}
              value={values.lastName}
              error={errorText(errors.lastName)}
              onChange={(event) => change('lastName', event.target.value)}
            />
          </StyledNameRow>
          <TextField
            label={t('account.profile.email')}
            type="email"
            required
            autoComplete="email"
            maxLength={320}
            value={values.email}
            error={errorText(errors.email)}
            onChange={(event) => change('email', event.target.value)}
          />
          {emailChanges ? (
            <Stack gap="sm">
              <Text size="sm" muted id="email-change-hint">
                {t('account.profile.emailChangeHint')}
              </Text>
              <PasswordField
                label={t('account.profile.currentPassword')}
                required
                autoComplete="current-password"
                value={currentPassword}
                error={errorText(errors.currentPassword)}
                showPasswordLabel={t('account.password.show')}
                hidePasswordLabel={t('account.password.hide')}
                onChange={(event) => {
                  setCurrentPassword(event.target.value);
                  if (errors.currentPassword) setErrors((current) => withoutError(current, 'currentPassword'));
                }}
              />
            </Stack>
          ) : null}
          <TextField
            label={t('account.profile.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={50}
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
          <TimeZoneField
            value={values.timeZone}
            saved={user.timeZone}
            error={errorText(errors.timeZone)}
            onChange={(value) => change('timeZone', value)}
          />
        </Stack>
      </Form>
    </SettingsSection>
  );
}
