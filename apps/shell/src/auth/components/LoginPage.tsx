import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@taskflow/i18n';
import styled from 'styled-components';
import { selectSessionEndReason } from '@taskflow/auth';
import {
  PASSWORD_MIN_LENGTH,
  isTwoFactorChallenge,
  isTwoFactorSetupRequired,
  type LoginResponse,
} from '@taskflow/contracts';
import { useAppSelector } from '@taskflow/store';
import { Button, Checkbox, Form, LockIcon, Stack, Text, TextField } from '@taskflow/ui';
import { redirectTargetAfterLogin } from '../../routing/redirect-target';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useValidatedForm } from '../hooks/use-validated-form';
import { useLoginMutation, useRequestSignInLinkMutation } from '../state/auth.api';
import { loginErrorMessage, signInLinkErrorMessage } from '../utils/auth-errors';
import { validateLogin, type LoginValues } from '../utils/validation';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { DemoAccountsBox } from './DemoAccountsBox';
import { FormAlert } from './FormAlert';
import { PasswordField } from './PasswordField';
import { SignInLinkSent } from './SignInLinkSent';
import { SocialSignIn } from './SocialSignIn';
import { TwoFactorSetupStep } from './TwoFactorSetupStep';
import { TwoFactorStep } from './TwoFactorStep';

export const StyledOptionsRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledSecurityNote = styled(Text)`
  text-align: center;
`;

const initialValues: LoginValues = { email: '', password: '' };

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { language } = useLanguage();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const { values, errors, setValue, touch, validateAll } = useValidatedForm(initialValues, validateLogin);
  const [remember, setRemember] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // Set while the sign-in waits for its second factor (the password was right).
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  // Set while the agency requires a second factor this member has yet to set up.
  const [setupToken, setSetupToken] = useState<string | null>(null);
  // A session the server ended (the agency turned the client portal off) is explained until the next attempt.
  const endReason = useAppSelector(selectSessionEndReason);
  const [explainEnd, setExplainEnd] = useState(endReason !== null);
  const alert = submitError ?? (explainEnd && endReason ? t(`auth:errors.${endReason}`) : null);
  const fieldError = (key?: string) => (key ? t(`auth:${key}`, { min: PASSWORD_MIN_LENGTH }) : undefined);
  const [requestLink, { isLoading: isSendingLink }] = useRequestSignInLinkMutation();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [focusEmail, setFocusEmail] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const linkHintId = useId();

  useEffect(() => {
    if (!focusEmail) return;
    emailInput.current?.focus();
    setFocusEmail(false);
  }, [focusEmail]);

  /** Uses the typed email and the remember-me choice; the password is not needed. */
  const onRequestLink = async () => {
    setSubmitError(null);
    setExplainEnd(false);
    touch('email');
    if (validateLogin(values).email) {
      setFocusEmail(true);
      return;
    }
    const email = values.email.trim();
    try {
      await requestLink({ email, rememberMe: remember, lng: language }).unwrap();
      setLinkSentTo(email);
    } catch (error) {
      setSubmitError(signInLinkErrorMessage(error, t));
    }
  };

  const backToForm = () => {
    setLinkSentTo(null);
    setFocusEmail(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    setExplainEnd(false);
    if (!validateAll()) return;
    try {
      const result = await login({ email: values.email.trim(), password: values.password }).unwrap();
      if (isTwoFactorChallenge(result)) setChallengeToken(result.challengeToken);
      else if (isTwoFactorSetupRequired(result)) setSetupToken(result.setupToken);
      else finish(result);
    } catch (error) {
      setSubmitError(loginErrorMessage(error, t));
    }
  };

  const finish = (session: LoginResponse) =>
    completeSignIn(session, { remember, to: redirectTargetAfterLogin(location.state), toastKey: 'login.success' });

  const restart = () => {
    setChallengeToken(null);
    setSetupToken(null);
    setValue('password', '');
  };

  if (challengeToken) {
    return (
      <AuthLayout title={t('auth:twoFactor.title')} subtitle={values.email.trim()}>
        <TwoFactorStep challengeToken={challengeToken} onSignedIn={finish} onRestart={restart} />
      </AuthLayout>
    );
  }

  if (setupToken) {
    return (
      <AuthLayout title={t('auth:twoFactorSetup.title')} subtitle={values.email.trim()}>
        <TwoFactorSetupStep setupToken={setupToken} onSignedIn={finish} onRestart={restart} />
      </AuthLayout>
    );
  }

  const fillDemoAccount = (email: string, password: string) => {
    setValue('email', email);
    setValue('password', password);
    setSubmitError(null);
  };

  return (
    <AuthLayout
      title={linkSentTo ? t('auth:signInLink.sentTitle') : t('auth:login.title')}
      subtitle={linkSentTo ? undefined : t('auth:login.subtitle')}
      aside={linkSentTo ? undefined : <DemoAccountsBox onUse={fillDemoAccount} />}
    >
      {linkSentTo ? (
        <SignInLinkSent email={linkSentTo} onBack={backToForm} />
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={t('auth:login.title')}>
          <Stack gap="lg">
            {alert ? <FormAlert>{alert}</FormAlert> : null}
            <TextField
              label={t('auth:fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t('auth:fields.emailPlaceholder')}
              ref={emailInput}
              value={values.email}
              error={fieldError(errors.email)}
              onChange={(event) => setValue('email', event.target.value)}
              onBlur={() => touch('email')}
            />
            <PasswordField
              label={t('auth:fields.password')}
              name="password"
              autoComplete="current-password"
              value={values.password}
              error={fieldError(errors.password)}
              onChange={(event) => setValue('password', event.target.value)}
              onBlur={() => touch('password')}
            />
            <StyledOptionsRow>
              <Checkbox
                label={t('auth:login.rememberMe')}
                checked={remember}
                onChange={(event) => setRemember(event.target.checked)}
              />
              <StyledTextLink to="/forgot-password">{t('auth:login.forgotPassword')}</StyledTextLink>
            </StyledOptionsRow>
            <Button type="submit" fullWidth loading={isLoading}>
              {isLoading ? t('auth:login.submitting') : t('auth:login.submit')}
            </Button>
            <Stack gap="xs">
              <Button
                type="button"
                variant="secondary"
                fullWidth
                loading={isSendingLink}
                aria-describedby={linkHintId}
                onClick={() => void onRequestLink()}
              >
                {isSendingLink ? t('auth:signInLink.requesting') : t('auth:signInLink.request')}
              </Button>
              <Text id={linkHintId} size="sm" muted>
                {t('auth:signInLink.requestHint')}
              </Text>
            </Stack>
          </Stack>
        </Form>
      )}
      <SocialSignIn
        dividerLabel={t('auth:login.orContinueWith')}
        providers={[
          { href: '/auth/google', label: t('auth:login.google') },
          { href: '/auth/microsoft', label: t('auth:login.microsoft') },
        ]}
      />
      <Text size="sm" muted>
        {t('auth:login.noAccount')} <StyledTextLink to="/register">{t('auth:login.registerLink')}</StyledTextLink>
      </Text>
      <StyledSecurityNote size="xs" muted>
        <LockIcon /> {t('auth:login.securityNote')}
      </StyledSecurityNote>
    </AuthLayout>
  );
}
