import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@taskflow/contracts';
import { validateNewPassword, type NewPasswordValues } from '../utils/validation';
import { useValidatedForm } from './use-validated-form';

const initialValues: NewPasswordValues = { password: '', confirmPassword: '' };

export interface TokenPasswordFormOptions {
  /** Sends the link's token with the chosen password; throws the API error on failure. */
  submit: (token: string, password: string) => Promise<void>;
  errorMessage: (error: unknown) => string;
  isInvalidLink: (error: unknown) => boolean;
}

/** State of a page behind an emailed link with a token (password reset, invitation): a new password and its outcome. */
export function useTokenPasswordForm({ submit, errorMessage, isInvalidLink }: TokenPasswordFormOptions) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const form = useValidatedForm(initialValues, validateNewPassword);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const fieldError = (key?: string) => (key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitError(null);
    setLinkInvalid(false);
    if (!form.validateAll()) return;
    try {
      await submit(token, form.values.password);
    } catch (error) {
      setSubmitError(errorMessage(error));
      setLinkInvalid(isInvalidLink(error));
    }
  };

  return { ...form, token, submitError, linkInvalid, fieldError, onSubmit };
}
