import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isTwoFactorChallenge, isTwoFactorSetupRequired, type LoginResponse } from '@taskflow/contracts';
import { Button, Stack, Text } from '@taskflow/ui';
import { DEFAULT_SIGNED_IN_PATH, LOGIN_PATH } from '../../routing/route-access';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useConsumeSignInLinkMutation } from '../state/auth.api';
import { isConnectionError, isInvalidSignInLink, signInLinkErrorMessage } from '../utils/auth-errors';
import { AuthLayout, StyledTextLink } from './AuthLayout';
import { StyledFormAlert } from './FormAlert';
import { TwoFactorSetupStep } from './TwoFactorSetupStep';
import { TwoFactorStep } from './TwoFactorStep';

/**
 * Target of the emailed sign-in link (/login/link?token=…): spends the link once and lands the person where a
 * password sign-in does, keeping the session as "Remember me" was chosen when the link was asked for. An account with
 * two-factor sign-in is asked for its code first, as after a password.
 */
export function SignInLinkPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [consume] = useConsumeSignInLinkMutation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ message: string; retryable: boolean } | null>(
    token ? null : { message: t('signInLink.missingToken'), retryable: false },
  );
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);
  const alert = useRef<HTMLDivElement>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [setupToken, setSetupToken] = useState<string | null>(null);
  const navigate = useNavigate();

  const finish = useCallback(
    (session: LoginResponse) =>
      completeSignIn(session, {
        remember: session.rememberMe ?? false,
        to: DEFAULT_SIGNED_IN_PATH,
        toastKey: 'login.success',
      }),
    [completeSignIn],
  );

  useEffect(() => {
    // A link works once: never send it twice for one attempt (React runs effects twice in development).
    if (!token || started.current === attempt) return;
    started.current = attempt;
    consume({ token })
      .unwrap()
      .then((result) => {
        if (isTwoFactorChallenge(result)) setChallengeToken(result.challengeToken);
        else if (isTwoFactorSetupRequired(result)) setSetupToken(result.setupToken);
        else finish(result);
      })
      .catch((error: unknown) =>
        setFailure({
          message: signInLinkErrorMessage(error, t),
          // Only a lost connection may be tried again with the same link; a refused link needs a new one.
          retryable: isConnectionError(error) && !isInvalidSignInLink(error),
        }),
      );
  }, [token, attempt, consume, finish, t]);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  if (setupToken) {
    return (
      <AuthLayout title={t('twoFactorSetup.title')}>
        <TwoFactorSetupStep setupToken={setupToken} onSignedIn={finish} onRestart={() => navigate(LOGIN_PATH)} />
      </AuthLayout>
    );
  }

  if (challengeToken) {
    return (
      <AuthLayout title={t('twoFactor.title')}>
        <TwoFactorStep challengeToken={challengeToken} onSignedIn={finish} onRestart={() => navigate(LOGIN_PATH)} />
      </AuthLayout>
    );
  }

  if (!failure) {
    return (
      <AuthLayout title={t('signInLink.pageTitle')}>
        <Text role="status">{t('signInLink.signingIn')}</Text>
      </AuthLayout>
    );
  }

  const retry = () => {
    setFailure(null);
    setAttempt((current) => current + 1);
  };

  return (
    <AuthLayout title={t('signInLink.failedTitle')}>
      <Stack gap="lg">
        <StyledFormAlert role="alert" $tone="error" tabIndex={-1} ref={alert}>
          {failure.message}
        </StyledFormAlert>
        {failure.retryable ? (
          <Button type="button" fullWidth onClick={retry}>
            {t('signInLink.retry')}
          </Button>
        ) : null}
        <Text size="sm">
          <StyledTextLink to={LOGIN_PATH}>{t('signInLink.requestNew')}</StyledTextLink>
        </Text>
      </Stack>
    </AuthLayout>
  );
}
