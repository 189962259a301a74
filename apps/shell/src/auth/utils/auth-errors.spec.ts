import i18next from 'i18next';
import { initTestI18n } from '@taskflow/i18n/testing';
import { loginErrorMessage, registrationErrorMessage } from './auth-errors';

describe('auth error messages', () => {
  beforeAll(async () => {
    await initTestI18n('en');
    await i18next.loadNamespaces('auth');
  });
  const t = (...args: Parameters<typeof i18next.t>) => i18next.t(...args);

  it.each([
    [{ status: 401, message: 'Unauthorized' }, 'Invalid email address or password'],
    [{ status: 403, message: 'Forbidden' }, 'Your account is not activated'],
    [
      { status: 403, code: 'CLIENT_PORTAL_DISABLED', message: 'Reworded: the portal is off' },
      'Your agency has turned off the client portal. Please contact them to get access again.',
    ],
    [
      { status: 403, code: 'ACCOUNT_NOT_ACTIVATED', message: 'Client portal access is disabled.' },
      'Your account is not activated',
    ],
    // The server's English is never shown.
    [{ status: 500, message: 'Database is down' }, 'Sign-in failed. Please try again.'],
    [
      { status: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is away' },
      'The service is briefly unavailable. Please try again in a moment.',
    ],
    [{ status: 500, message: 'Request failed' }, 'Sign-in failed. Please try again.'],
    [{ status: 'PARSING_ERROR', message: 'Unexpected token' }, 'Sign-in failed. Please try again.'],
    [{ status: 'FETCH_ERROR', message: 'TypeError: Failed to fetch' }, 'Connection error. Please try again later.'],
    [{ status: 429, message: 'ThrottlerException' }, 'Too many sign-in attempts. Please wait a moment and try again.'],
    [new Error('boom'), 'Sign-in failed. Please try again.'],
  ])('login error %p → %s', (error, text) => {
    expect(loginErrorMessage(error, t as never)).toBe(text);
  });

  it.each([
    [{ status: 409, message: 'Conflict' }, 'An account with this email address already exists.'],
    [
      { status: 400, code: 'VALIDATION_FAILED', message: 'email must be an email' },
      'Please check your entries and try again.',
    ],
    [
      { status: 429, code: 'TOO_MANY_REQUESTS', message: 'ThrottlerException' },
      'Too many sign-in attempts. Please wait a moment and try again.',
    ],
    [{ status: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' }, 'Registration failed. Please try again.'],
    [{ status: 502, message: 'Request failed' }, 'Registration failed. Please try again.'],
    [{ status: 'TIMEOUT_ERROR', message: 'timeout' }, 'Connection error. Please try again later.'],
  ])('registration error %p → %s', (error, text) => {
    expect(registrationErrorMessage(error, t as never)).toBe(text);
  });

  it('speaks German too, whatever the server said', async () => {
    await i18next.changeLanguage('de');
    expect(loginErrorMessage({ status: 401 }, t as never)).toBe('Ungültige E-Mail-Adresse oder ungültiges Passwort');
    expect(loginErrorMessage({ status: 500, code: 'INTERNAL_ERROR', message: 'An error' }, t as never)).toBe(
      t('auth:errors.loginFailed'),
    );
    expect(t('auth:errors.loginFailed')).not.toBe('Sign-in failed. Please try again.');
    await i18next.changeLanguage('en');
  });
});
