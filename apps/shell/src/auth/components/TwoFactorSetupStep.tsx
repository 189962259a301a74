import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResponse, TwoFactorSetupResponse, TwoFactorSetupSignInResponse } from '@taskflow/contracts';
import {
  AuthenticatorKey,
  Button,
  Form,
  Heading,
  LoadingState,
  RecoveryCodeList,
  Stack,
  Text,
  TextField,
} from '@taskflow/ui';
import { useTwoFactorSetupConfirmSignInMutation, useTwoFactorSetupSignInMutation } from '../state/auth.api';
import { twoFactorErrorOf, type TwoFactorProblem } from '../utils/two-factor-errors';
import { FormAlert } from './FormAlert';

export interface TwoFactorSetupStepProps {
  setupToken: string;
  onSignedIn: (session: LoginResponse) => void;
  /** Back to the password form (an expired set-up needs the password again). */
  onRestart: () => void;
}

/**
 * The agency requires two-factor sign-in and this member has none: scan the QR code (or type the key), enter the
 * first code, then the recovery codes are shown once before the session starts. Each stage puts the focus on its
 * heading, so a screen reader announces where the person is; a problem is announced as an alert.
 */
export function TwoFactorSetupStep({ setupToken, onSignedIn, onRestart }: TwoFactorSetupStepProps) {
  const { t } = useTranslation('auth');
  const [askSecret] = useTwoFactorSetupSignInMutation();
  const [confirm, { isLoading: confirming }] = useTwoFactorSetupConfirmSignInMutation();
  const [secret, setSecret] = useState<TwoFactorSetupResponse | null>(null);
  const [finished, setFinished] = useState<TwoFactorSetupSignInResponse | null>(null);
  const [problem, setProblem] = useState<TwoFactorProblem | null>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const asked = useRef<string | null>(null);
  const scanHeading = useRef<HTMLHeadingElement>(null);
  const codesHeading = useRef<HTMLHeadingElement>(null);
  const codeField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // One secret per token (React runs effects twice in development; a second call would replace the first).
    if (asked.current === setupToken) return;
    asked.current = setupToken;
    askSecret({ setupToken })
      .unwrap()
      .then(setSecret)
      .catch((error: unknown) => setProblem(twoFactorErrorOf(error)));
  }, [askSecret, setupToken]);

  useEffect(() => {
    if (finished) codesHeading.current?.focus();
    else if (secret) scanHeading.current?.focus();
  }, [secret, finished]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const entered = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(entered)) {
      setFieldError(t(entered ? 'twoFactorSetup.codeFormat' : 'twoFactor.codeRequired'));
      codeField.current?.focus();
      return;
    }
    setFieldError(undefined);
    try {
      setFinished(await confirm({ setupToken, code: entered }).unwrap());
    } catch (error) {
      const found = twoFactorErrorOf(error);
      if (found === 'invalidCode') {
        setFieldError(t('twoFactor.invalidCode'));
        codeField.current?.select();
        codeField.current?.focus();
      } else setProblem(found);
    }
  };

  const alert = problem ? (
    <FormAlert>{t(problem === 'expired' ? 'twoFactorSetup.expired' : `twoFactor.errors.${problem}`)}</FormAlert>
  ) : null;

  if (finished) {
    const { recoveryCodes, ...session } = finished;
    return (
      <Stack gap="lg">
        <Heading level={2} size="md" ref={codesHeading} tabIndex={-1}>
          {t('twoFactorSetup.recoveryHeading')}
        </Heading>
        <Text>{t('twoFactorSetup.recoveryText')}</Text>
        <RecoveryCodeList codes={recoveryCodes} label={t('twoFactorSetup.recoveryHeading')} />
        <Button type="button" fullWidth onClick={() => onSignedIn(session)}>
          {t('twoFactorSetup.savedThem')}
        </Button>
      </Stack>
    );
  }

  if (!secret) {
    return (
      <Stack gap="lg">
        {alert ?? <LoadingState label={t('twoFactorSetup.loading')} rows={3} />}
        {problem ? (
          <Button type="button" variant="ghost" onClick={onRestart}>
            {t('twoFactor.back')}
          </Button>
        ) : null}
      </Stack>
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('twoFactorSetup.title')}>
      <Stack gap="lg">
        <Heading level={2} size="md" ref={scanHeading} tabIndex={-1}>
          {t('twoFactorSetup.scanHeading')}
        </Heading>
        <Text>{t('twoFactorSetup.intro')}</Text>
        {alert}
        <AuthenticatorKey
          qrCode={secret.qrCode}
          secret={secret.secret}
          qrAlt={t('twoFactorSetup.qrAlt')}
          keyLabel={t('twoFactorSetup.manualKey')}
        />
        <TextField
          ref={codeField}
          label={t('twoFactor.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" fullWidth loading={confirming}>
          {confirming ? t('twoFactor.submitting') : t('twoFactorSetup.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('twoFactor.back')}
        </Button>
      </Stack>
    </Form>
  );
}
