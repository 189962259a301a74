import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Input, Text } from '@taskflow/ui';
import { useJoinWaitlistMutation } from '../state/waitlist.api';
import { normaliseWaitlistEmail } from '../utils/validate-waitlist-email';

type Outcome = { kind: 'success' | 'error'; message: string } | null;

export const StyledWaitlistForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 520px;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    flex-direction: column;
  }
`;

export const StyledOutcome = styled(Text)<{ $kind: 'success' | 'error' }>`
  color: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.successStrong : theme.colors.errorStrong)};
`;

/** Landing-page waitlist form: idle → submitting → success or error, with the landing page's messages. */
export function WaitlistForm() {
  const { t } = useTranslation('landing');
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [joinWaitlist, { isLoading }] = useJoinWaitlistMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normaliseWaitlistEmail(email);
    if (!normalised) {
      setOutcome({ kind: 'error', message: t('waitlist.invalidEmail') });
      return;
    }
    try {
      const result = await joinWaitlist({ email: normalised }).unwrap();
      if (result.alreadyExists) {
        setOutcome({ kind: 'error', message: t('waitlist.alreadyOnList') });
      } else {
        setOutcome({ kind: 'success', message: t('waitlist.success') });
        setEmail('');
      }
    } catch {
      setOutcome({ kind: 'error', message: t('waitlist.error') });
    }
  };

  return (
    <>
      <StyledWaitlistForm onSubmit={onSubmit} noValidate aria-label={t('waitlist.title')}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          aria-label={t('waitlist.emailLabel')}
          placeholder={t('waitlist.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" loading={isLoading}>
          {isLoading ? t('waitlist.submitting') : t('waitlist.submit')}
        </Button>
      </StyledWaitlistForm>
      {outcome && (
        <StyledOutcome role={outcome.kind === 'error' ? 'alert' : 'status'} $kind={outcome.kind}>
          {outcome.message}
        </StyledOutcome>
      )}
    </>
  );
}
