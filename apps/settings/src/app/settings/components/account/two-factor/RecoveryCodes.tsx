import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Heading, Stack, Text, useToast } from '@taskflow/ui';

export const StyledCodeList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding-left: 1.5rem;
  font-family: ${({ theme }) => theme.fonts.mono};
`;

export interface RecoveryCodesProps {
  codes: string[];
  onDone: () => void;
}

/** The ten recovery codes, shown this once: copy them, then leave. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('account.twoFactor.copied'));
    } catch {
      toast.error(t('account.twoFactor.copyFailed'));
    }
  };

  return (
    <Stack gap="md">
      <Heading level={3} size="md" ref={headingRef} tabIndex={-1}>
        {t('account.twoFactor.recoveryHeading')}
      </Heading>
      <Text>{t('account.twoFactor.recoveryText')}</Text>
      <StyledCodeList aria-label={t('account.twoFactor.recoveryHeading')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </StyledCodeList>
      <Stack direction="horizontal" gap="sm" wrap>
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {t('account.twoFactor.copy')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('account.twoFactor.savedThem')}
        </Button>
      </Stack>
    </Stack>
  );
}
