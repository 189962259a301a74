import { validateLogin, validateNewPassword, validateRegister, type RegisterValues } from './validation';

const validRegistration: RegisterValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@agency.io',
  companyName: 'Analytical Agency',
  password: 'Secret123!',
  confirmPassword: 'Secret123!',
  agreeToTerms: true,
};

describe('login validation', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it.each(['ada', 'ada@agency', '@agency.io', 'ada@.io', 'a da@agency.io'])('rejects the email %s', (email) => {
    expect(validateLogin({ email, password: 'longenough' }).email).toBe('validation.emailInvalid');
  });

  it('wants at least 8 characters of password and accepts a valid pair', () => {
    expect(validateLogin({ email: 'ada@agency.io', password: '1234567' })).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(validateLogin({ email: ' ada@agency.io ', password: '12345678' })).toEqual({});
  });
});

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(validRegistration)).toEqual({});
  });

  it('requires every field and the terms', () => {
    expect(
      validateRegister({
        firstName: ' ',
        lastName: '',
        email: '',
        companyName: '',
        password: '',
        confirmPassword: '',
        agreeToTerms: false,
      }),
    ).toEqual({
      firstName: 'validation.firstNameRequired',
      lastName: 'validation.lastNameRequired',
      email: 'validation.emailRequired',
      companyName: 'validation.companyNameRequired',
      password: 'validation.passwordRequired',
      confirmPassword: 'validation.confirmPasswordRequired',
      agreeToTerms: 'validation.termsRequired',
    });
  });

  it('checks the email pattern, the length and the confirmation', () => {
    expect(
      validateRegister({ ...validRegistration, email: 'nope', password: 'short', confirmPassword: 'other' }),
    ).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordTooShort',
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });

  it('checks a new password pair the same way', () => {
    expect(validateNewPassword({ password: 'Secret123!', confirmPassword: 'Secret123' })).toEqual({
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });
});
