import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Form, PasswordField, Stack, TextField, useToast } from '@taskflow/ui';
import { useDisableTwoFactorMutation } from '../../../state/settings.api';
import { twoFactorFieldErrors, type TwoFactorFieldErrors } from './two-factor-errors';

const FORM_ID = 'disable-two-factor-form';

export interface DisableTwoFactorDialogProps {
  open: boolean;
  onClose: () => void;
  onDisabled: () => void;
  /** The server refused: the agency requires two-factor sign-in (the status is read again). */
  onRequired: () => void;
}

/** Turning two-factor off asks for the password and a code from the app (or a recovery code). */
export function DisableTwoFactorDialog({ open, onClose, onDisabled, onRequired }: DisableTwoFactorDialogProps) {
  const { t } = useTranslation('settings');
  const toast = useToast();
  const [disable, { isLoading }] = useDisableTwoFactorMutation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<TwoFactorFieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    const found: TwoFactorFieldErrors = {};
    if (!password) found.password = 'account.errors.currentPasswordRequired';
    if (!entered) found.code = 'account.twoFactor.errors.codeRequired';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Six digits are a code from the app; anything else is taken for a recovery code.
    const digits = entered.replace(/\s/g, '');
    const proof = /^\d{6}$/.test(digits) ? { code: digits } : { recoveryCode: entered };
    try {
      await disable({ password, ...proof }).unwrap();
      setPassword('');
      setCode('');
      onDisabled();
    } catch (error) {
      const fieldErrors = twoFactorFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else if ((error as { code?: string } | null)?.code === 'TWO_FACTOR_REQUIRED_BY_AGENCY') {
        // The agency turned the requirement on while the dialog was open.
        toast.error(t('account.twoFactor.requiredKeepsOn'));
        onRequired();
      } else toast.error(t('account.twoFactor.errors.failed'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('account.twoFactor.disableTitle')}
      description={t('account.twoFactor.disableText')}
      closeLabel={t('account.twoFactor.cancel')}
      closeOnOverlayClick={false}
      size="sm"
      busy={isLoading}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('account.twoFactor.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={isLoading}>
            {t('account.twoFactor.turnOff')}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} noValidate onSubmit={submit} aria-label={t('account.twoFactor.disableTitle')}>
        <Stack gap="md">
          <PasswordField
            label={t('account.twoFactor.password')}
            name="disablePassword"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password ? t(errors.password) : undefined}
            showPasswordLabel={t('account.password.show')}
            hidePasswordLabel={t('account.password.hide')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={t('account.twoFactor.codeOrRecovery')}
            name="disableCode"
            autoComplete="one-time-code"
            required
            value={code}
            error={errors.code ? t(errors.code) : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
        </Stack>
      </Form>
    </Dialog>
  );
}
