import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, RecoveryCodeList, Stack, Text, useToast } from '@taskflow/ui';

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
      <RecoveryCodeList codes={codes} label={t('account.twoFactor.recoveryHeading')} />
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
