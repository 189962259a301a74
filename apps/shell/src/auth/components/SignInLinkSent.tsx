import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@taskflow/ui';
import { StyledFormAlert } from './FormAlert';

interface SignInLinkSentProps {
  email: string;
  onBack: () => void;
}

/**
 * The answer to "Email me a sign-in link": the same whether the address has an account or not. It takes the focus,
 * so a screen reader reads it and the next Tab reaches "Back to sign in".
 */
export function SignInLinkSent({ email, onBack }: SignInLinkSentProps) {
  const { t } = useTranslation('auth');
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => message.current?.focus(), []);
  return (
    <Stack gap="lg">
      <StyledFormAlert role="status" $tone="success" tabIndex={-1} ref={message}>
        {t('signInLink.sent', { email })}
      </StyledFormAlert>
      <Button type="button" variant="secondary" fullWidth onClick={onBack}>
        {t('signInLink.backToLogin')}
      </Button>
    </Stack>
  );
}
