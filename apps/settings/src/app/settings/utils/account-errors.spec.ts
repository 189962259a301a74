import { accountFieldErrors } from './account-errors';

describe('accountFieldErrors', () => {
  it('turns the server refusals into field errors, by their codes', () => {
    expect(
      accountFieldErrors({
        status: 400,
        data: { fieldErrors: { currentPassword: [{ code: 'WRONG_CURRENT_PASSWORD', message: 'Reworded: wrong' }] } },
      }),
    ).toEqual({ currentPassword: 'account.errors.wrongCurrentPassword' });
    expect(
      accountFieldErrors({
        status: 400,
        data: {
          fieldErrors: {
            currentPassword: [{ code: 'REQUIRED', message: 'The current password is not correct' }],
            email: [{ code: 'INVALID_EMAIL', message: 'x' }],
          },
        },
      }),
    ).toEqual({ currentPassword: 'account.errors.currentPasswordRequired', email: 'account.errors.emailInvalid' });
    expect(accountFieldErrors({ status: 409 })).toEqual({ email: 'account.errors.emailExists' });
    expect(accountFieldErrors({ status: 429 })).toEqual({ currentPassword: 'account.errors.tooManyAttempts' });
  });

  it('answers null for failures that belong to no field', () => {
    expect(accountFieldErrors({ status: 500 })).toBeNull();
    expect(accountFieldErrors({ status: 'FETCH_ERROR' })).toBeNull();
    expect(accountFieldErrors({ status: 400, data: {} })).toBeNull();
  });
});
