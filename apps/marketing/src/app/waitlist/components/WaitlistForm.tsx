import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Form, Input, Text } from '@taskflow/ui-core';
import { joinWaitlist } from '../state/join-waitlist';
import { normaliseWaitlistEmail } from '../utils/validate-waitlist-email';
import {
  WAITLIST_INVALID_EMAIL_KEY,
  WAITLIST_MESSAGES,
  WAITLIST_TOO_MANY_KEY,
  type WaitlistOutcomeKind,
  type WaitlistVariant,
} from '../utils/waitlist-messages';

type Outcome = { kind: WaitlistOutcomeKind; messageKey: string } | null;

export const StyledWaitlistForm = styled(Form)`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 520px;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

export const StyledOutcome = styled(Text)<{ $kind: WaitlistOutcomeKind }>`
  margin-top: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.successStrong : theme.colors.errorStrong)};
`;

export interface WaitlistFormProps {
  /** Which page's messages to show. */
  variant: WaitlistVariant;
  /** Accessible name of the form. */
  label: string;
}

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'status' in error
    ? (error as { status: unknown }).status
    : undefined;
}

/** Waitlist form: idle → submitting (button disabled, loading text) → success or error. */
export function WaitlistForm({ variant, label }: WaitlistFormProps) {
  const { t } = useTranslation('landing');
  const messages = WAITLIST_MESSAGES[variant];
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isLoading, setLoading] = useState(false);
  const outcomeId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const normalised = normaliseWaitlistEmail(email);
    if (!normalised) {
      setOutcome({ kind: 'error', messageKey: WAITLIST_INVALID_EMAIL_KEY });
      return;
    }
    setOutcome(null);
    setLoading(true);
    try {
      const result = await joinWaitlist({ email: normalised });
      if (result.alreadyExists) {
        setOutcome({ kind: messages.alreadyOnListKind, messageKey: messages.alreadyOnList });
      } else {
        setOutcome({ kind: 'success', messageKey: messages.success });
        setEmail('');
      }
    } catch (error) {
      // 400 is the API's answer to an address it does not accept, 429 to too many sign-ups from one address.
      const status = statusOf(error);
      const messageKey =
        status === 400 ? WAITLIST_INVALID_EMAIL_KEY : status === 429 ? WAITLIST_TOO_MANY_KEY : messages.error;
      setOutcome({ kind: 'error', messageKey });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div data-testid={`waitlist-${variant}`}>
      <StyledWaitlistForm onSubmit={onSubmit} noValidate aria-label={label}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          aria-label={t('waitlist.emailLabel')}
          aria-describedby={outcome ? outcomeId : undefined}
          invalid={outcome?.kind === 'error'}
          placeholder={t('waitlist.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={isLoading}>
          {isLoading ? t('waitlist.submitting') : t('waitlist.submit')}
        </Button>
      </StyledWaitlistForm>
      {outcome && (
        <StyledOutcome id={outcomeId} role={outcome.kind === 'error' ? 'alert' : 'status'} $kind={outcome.kind}>
          {t(outcome.messageKey)}
        </StyledOutcome>
      )}
    </div>
  );
}
