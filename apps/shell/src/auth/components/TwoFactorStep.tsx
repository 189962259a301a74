import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@taskflow/contracts';
import { Button, Checkbox, Form, Stack, Text, TextField } from '@taskflow/ui';
import { useTwoFactorSignInMutation } from '../state/auth.api';
import { twoFactorErrorOf } from '../utils/two-factor-errors';
import { FormAlert } from './FormAlert';

export interface TwoFactorStepProps {
  challengeToken: string;
  onSignedIn: (session: LoginResponse) => void;
  /** Back to the password form (an expired challenge needs the password again). */
  onRestart: () => void;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation('auth');
  const [signIn, { isLoading }] = useTwoFactorSignInMutation();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [trustBrowser, setTrustBrowser] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step opens and when the kind of code changes.
  useEffect(() => fieldRef.current?.focus(), [useRecovery]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const entered = value.trim();
    if (!entered) {
      setFieldError(t(useRecovery ? 'twoFactor.recoveryRequired' : 'twoFactor.codeRequired'));
      fieldRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      const proof = useRecovery ? { recoveryCode: entered } : { code: entered.replace(/\s/g, '') };
      onSignedIn(await signIn({ challengeToken, trustBrowser, ...proof }).unwrap());
    } catch (error) {
      const problem = twoFactorErrorOf(error);
      if (problem === 'invalidCode') {
        setFieldError(t(useRecovery ? 'twoFactor.invalidRecoveryCode' : 'twoFactor.invalidCode'));
        fieldRef.current?.select();
        fieldRef.current?.focus();
      } else setAlert(t(`twoFactor.errors.${problem}`));
    }
  };

  const switchKind = () => {
    setUseRecovery((current) => !current);
    setValue('');
    setFieldError(undefined);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('twoFactor.title')}>
      <Stack gap="lg">
        <Text>{t(useRecovery ? 'twoFactor.recoveryIntro' : 'twoFactor.intro')}</Text>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        {useRecovery ? (
          <TextField
            key="recovery"
            ref={fieldRef}
            label={t('twoFactor.recoveryLabel')}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <TextField
            key="code"
            ref={fieldRef}
            label={t('twoFactor.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={value}
            error={fieldError}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        <Checkbox
          label={t('twoFactor.trustBrowser')}
          checked={trustBrowser}
          onChange={(event) => setTrustBrowser(event.target.checked)}
        />
        <Button type="submit" fullWidth loading={isLoading}>
          {isLoading ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={switchKind}>
          {t(useRecovery ? 'twoFactor.useCode' : 'twoFactor.useRecoveryCode')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('twoFactor.back')}
        </Button>
      </Stack>
    </Form>
  );
}
