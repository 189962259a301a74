import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '@taskflow/contracts';
import { AuthenticatorKey, Button, Form, Heading, PasswordField, Stack, Text, TextField, useToast } from '@taskflow/ui';
import { useConfirmTwoFactorMutation, useSetUpTwoFactorMutation } from '../../../state/settings.api';
import { twoFactorFieldErrors, type TwoFactorFieldErrors } from './two-factor-errors';

export interface TwoFactorSetupProps {
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Password, then the QR code and key to add to an app, then its first code turns two-factor on. */
export function TwoFactorSetup({ onConfirmed, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const [setUp, setUpState] = useSetUpTwoFactorMutation();
  const [confirm, confirmState] = useConfirmTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secret, setSecret] = useState<TwoFactorSetupResponse | null>(null);
  const [errors, setErrors] = useState<TwoFactorFieldErrors>({});
  const scanHeadingRef = useRef<HTMLHeadingElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The step's first thing to act on takes the focus: the password field, then the heading over the QR code.
  useEffect(() => {
    if (secret) scanHeadingRef.current?.focus();
    else passwordRef.current?.focus();
  }, [secret]);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setErrors({ password: 'account.errors.currentPasswordRequired' });
    try {
      setSecret(await setUp({ password }).unwrap());
      setErrors({});
    } catch (error) {
      const found = twoFactorFieldErrors(error);
      if (found) setErrors(found);
      else toast.error(t('account.twoFactor.errors.failed'));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(entered)) return setErrors({ code: 'account.twoFactor.errors.codeFormat' });
    try {
      const { recoveryCodes } = await confirm({ code: entered }).unwrap();
      onConfirmed(recoveryCodes);
    } catch (error) {
      const found = twoFactorFieldErrors(error);
      if (found) setErrors(found);
      else toast.error(t('account.twoFactor.errors.failed'));
    }
  };

  if (!secret)
    return (
      <Form noValidate onSubmit={submitPassword} aria-label={t('account.twoFactor.setUp')}>
        <Stack gap="md">
          <PasswordField
            label={t('account.twoFactor.password')}
            name="twoFactorPassword"
            autoComplete="current-password"
            required
            ref={passwordRef}
            value={password}
            error={errors.password ? t(errors.password) : undefined}
            showPasswordLabel={t('account.password.show')}
            hidePasswordLabel={t('account.password.hide')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Stack direction="horizontal" gap="sm" wrap>
            <Button type="submit" loading={setUpState.isLoading}>
              {t('account.twoFactor.continue')}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t('account.twoFactor.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Form>
    );

  return (
    <Form noValidate onSubmit={submitCode} aria-label={t('account.twoFactor.setUp')}>
      <Stack gap="md">
        <Heading level={3} size="md" ref={scanHeadingRef} tabIndex={-1}>
          {t('account.twoFactor.scanHeading')}
        </Heading>
        <Text>{t('account.twoFactor.scanText')}</Text>
        <AuthenticatorKey
          qrCode={secret.qrCode}
          secret={secret.secret}
          qrAlt={t('account.twoFactor.qrAlt')}
          keyLabel={t('account.twoFactor.manualKey')}
        />
        <TextField
          label={t('account.twoFactor.code')}
          name="twoFactorCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={errors.code ? t(errors.code) : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Stack direction="horizontal" gap="sm" wrap>
          <Button type="submit" loading={confirmState.isLoading}>
            {t('account.twoFactor.turnOn')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('account.twoFactor.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
