import { isEmailLike, isPasswordLongEnough } from '@taskflow/domain';

/** Field name → translation key (auth namespace) of its error; a field without error is absent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'validation.emailRequired';
  if (!isEmailLike(email)) return 'validation.emailInvalid';
  return undefined;
}

export function passwordError(password: string): string | undefined {
  if (!password) return 'validation.passwordRequired';
  if (!isPasswordLongEnough(password)) return 'validation.passwordTooShort';
  return undefined;
}

const required = (value: string, key: string) => (value.trim() ? undefined : key);

function collect<Field extends string>(entries: [Field, string | undefined][]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return collect<keyof LoginValues>([
    ['email', emailError(values.email)],
    ['password', passwordError(values.password)],
  ]);
}

export function confirmPasswordError(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return 'validation.confirmPasswordRequired';
  if (confirmPassword !== password) return 'validation.passwordsDoNotMatch';
  return undefined;
}

export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return collect<keyof RegisterValues>([
    ['firstName', required(values.firstName, 'validation.firstNameRequired')],
    ['lastName', required(values.lastName, 'validation.lastNameRequired')],
    ['email', emailError(values.email)],
    ['companyName', required(values.companyName, 'validation.companyNameRequired')],
    ['password', passwordError(values.password)],
    ['confirmPassword', confirmPasswordError(values.password, values.confirmPassword)],
    ['agreeToTerms', values.agreeToTerms ? undefined : 'validation.termsRequired'],
  ]);
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return collect<keyof NewPasswordValues>([
    ['password', passwordError(values.password)],
    ['confirmPassword', confirmPasswordError(values.password, values.confirmPassword)],
  ]);
}

export function validateForgotPassword(values: { email: string }): FieldErrors<'email'> {
  return collect<'email'>([['email', emailError(values.email)]]);
}
