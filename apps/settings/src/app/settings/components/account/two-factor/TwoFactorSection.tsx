import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, LoadingState, Stack, Text, useToast } from '@taskflow/ui';
import { useGetTwoFactorStatusQuery } from '../../../state/settings.api';
import { SettingsSection } from '../../SettingsSection';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';

type Step = 'idle' | 'setup' | 'codes';

/** "Two-factor sign-in" of the account tab (admins and team members): set up, recovery codes once, turn off. */
export function TwoFactorSection() {
  const { t, i18n } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const toast = useToast();
  const status = useGetTwoFactorStatusQuery();
  const [step, setStep] = useState<Step>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [disabling, setDisabling] = useState(false);

  const body = () => {
    if (status.isLoading) return <LoadingState label={t('loading')} rows={2} />;
    if (status.isError || !status.data)
      return (
        <ErrorState
          message={t('account.twoFactor.loadError')}
          retryLabel={tc('actions.retry')}
          onRetry={status.refetch}
          retrying={status.isFetching}
        />
      );
    if (step === 'setup')
      return (
        <TwoFactorSetup
          onCancel={() => setStep('idle')}
          onConfirmed={(codes) => {
            setRecoveryCodes(codes);
            setStep('codes');
            void status.refetch();
          }}
        />
      );
    if (step === 'codes')
      return (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes([]);
            setStep('idle');
            toast.success(t('account.twoFactor.turnedOn'));
          }}
        />
      );
    const { enabled, enabledAt, recoveryCodesLeft, required } = status.data;
    return (
      <Stack gap="md">
        <Text weight="semibold">{t(enabled ? 'account.twoFactor.statusOn' : 'account.twoFactor.statusOff')}</Text>
        {enabled && enabledAt ? (
          <Text>
            {t('account.twoFactor.onSince', {
              date: new Date(enabledAt).toLocaleDateString(i18n.resolvedLanguage),
              count: recoveryCodesLeft,
            })}
          </Text>
        ) : null}
        {!enabled && required ? <Text>{t('account.twoFactor.required')}</Text> : null}
        {enabled && required ? <Text>{t('account.twoFactor.requiredKeepsOn')}</Text> : null}
        <div>
          {enabled && required ? null : enabled ? (
            <Button key="turn-off" variant="danger" onClick={() => setDisabling(true)}>
              {t('account.twoFactor.turnOff')}
            </Button>
          ) : (
            <Button key="set-up" onClick={() => setStep('setup')}>
              {t('account.twoFactor.setUp')}
            </Button>
          )}
        </div>
        <DisableTwoFactorDialog
          open={disabling}
          onClose={() => setDisabling(false)}
          onDisabled={() => {
            setDisabling(false);
            void status.refetch();
            toast.success(t('account.twoFactor.turnedOff'));
          }}
          onRequired={() => {
            setDisabling(false);
            void status.refetch();
          }}
        />
      </Stack>
    );
  };

  return (
    <SettingsSection
      id="account-two-factor"
      title={t('account.twoFactor.heading')}
      description={t('account.twoFactor.text')}
    >
      {body()}
    </SettingsSection>
  );
}
