import type { ApiRequestError } from '@taskflow/auth';
import { fieldErrorCodesOf } from '@taskflow/contracts';

export type AccountField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'timeZone' | 'currentPassword' | 'newPassword';

/** Field → translation key (settings namespace) of its error. */
export type AccountFieldErrors = Partial<Record<AccountField, string>>;

/**
 * The server's refusal of an account call as translated field errors: a taken email (409), a wrong or missing
 * current password, too many guesses (429), invalid fields (400). Null when it is none of these (a general failure).
 */
export function accountFieldErrors(error: unknown): AccountFieldErrors | null {
  const { status, data } = (error ?? {}) as Partial<ApiRequestError>;
  if (status === 409) return { email: 'account.errors.emailExists' };
  if (status === 429) return { currentPassword: 'account.errors.tooManyAttempts' };
  if (status !== 400) return null;
  const codes = fieldErrorCodesOf(data);
  const errors: AccountFieldErrors = {};
  if (codes.firstName) errors.firstName = 'account.errors.firstNameRequired';
  if (codes.lastName) errors.lastName = 'account.errors.lastNameRequired';
  if (codes.email) errors.email = 'account.errors.emailInvalid';
  if (codes.timeZone) errors.timeZone = 'account.profile.timeZone.invalid';
  if (codes.newPassword) errors.newPassword = 'account.errors.passwordTooShort';
  if (codes.currentPassword)
    errors.currentPassword =
      codes.currentPassword === 'WRONG_CURRENT_PASSWORD'
        ? 'account.errors.wrongCurrentPassword'
        : 'account.errors.currentPasswordRequired';
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The errors without the one of `field` (cleared when the field is edited). */
export function withoutError<Field extends string>(
  errors: Partial<Record<Field, string>>,
  field: Field,
): Partial<Record<Field, string>> {
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
