import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type {
  LoginRequest,
  SignInResult,
  TwoFactorSetupConfirmSignInRequest,
  TwoFactorSetupResponse,
  TwoFactorSetupSignInRequest,
  TwoFactorSetupSignInResponse,
} from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { LoginPage } from './LoginPage';

const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efghj`);
const SECRET: TwoFactorSetupResponse = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/TaskFlow:ada',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};

const asksForSetUp = () =>
  apiServer.use(
    apiRoute.post<LoginRequest, SignInResult>('/auth/login', () => ({
      twoFactorSetupRequired: true,
      setupToken: 'setup-1',
    })),
  );
const secretAnswers = (answer: () => TwoFactorSetupResponse | Response) =>
  apiServer.use(apiRoute.post<TwoFactorSetupSignInRequest, TwoFactorSetupResponse>('/auth/two-factor/setup', answer));
const confirmAnswers = (
  answer: (body: TwoFactorSetupConfirmSignInRequest) => TwoFactorSetupSignInResponse | Response,
) =>
  apiServer.use(
    apiRoute.post<TwoFactorSetupConfirmSignInRequest, TwoFactorSetupSignInResponse>(
      '/auth/two-factor/setup/confirm',
      ({ body }) => answer(body),
    ),
  );
const invalidCode = () =>
  apiError(400, 'VALIDATION_FAILED', {
    message: 'The code is not valid',
    fieldErrors: { code: [{ code: 'INVALID_TWO_FACTOR_CODE', message: 'The code is not valid' }] },
  });

function renderLogin(language = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>next page</p>} />
    </Routes>,
    { route: { pathname: '/login' }, language },
  );
}

async function passFirstFactor(email = 'Email address', password = 'Password') {
  await userEvent.type(screen.getByLabelText(email), 'ada@agency.test');
  await userEvent.type(screen.getByLabelText(password), 'long-enough-password');
  await userEvent.keyboard('{Enter}');
}

describe('LoginPage, two-factor set-up the agency requires', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('leads through the set-up by keyboard: QR code and key, a code, the recovery codes once, then signed in', async () => {
    asksForSetUp();
    secretAnswers(() => SECRET);
    confirmAnswers((body) =>
      body.code === '123456'
        ? { token: 'tok', user: testUser({ firstName: 'Ada' }), recoveryCodes: CODES }
        : invalidCode(),
    );
    await renderLogin();
    await passFirstFactor();

    const heading = await screen.findByRole('heading', { name: 'Add TaskFlow to your authenticator app' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR code to add TaskFlow to your authenticator app' })).toHaveAttribute(
      'src',
      SECRET.qrCode,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByText(/Your agency requires two-factor sign-in/)).toBeInTheDocument();

    await userEvent.tab();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.keyboard('000000{Enter}');
    expect(await screen.findByText('This code is not valid. Check your app and try again.')).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(code);
    await userEvent.keyboard('123 456{Enter}');

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Save your recovery codes' }).querySelectorAll('li')).toHaveLength(10);
    // Not signed in before the codes are acknowledged.
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'I saved them, continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(sentRequests('POST', '/auth/two-factor/setup').map((request) => request.body)).toEqual([
      { setupToken: 'setup-1' },
    ]);
    expect(sentRequests('POST', '/auth/two-factor/setup/confirm').map((request) => request.body)).toEqual([
      { setupToken: 'setup-1', code: '000000' },
      { setupToken: 'setup-1', code: '123456' },
    ]);
  });

  it('checks the six digits before asking the server', async () => {
    asksForSetUp();
    secretAnswers(() => SECRET);
    confirmAnswers(() => invalidCode());
    await renderLogin();
    await passFirstFactor();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '12{Enter}');
    expect(await screen.findByText('The code has 6 digits.')).toBeInTheDocument();
    expect(sentRequests('POST', '/auth/two-factor/setup/confirm')).toEqual([]);
  });

  it('explains an expired set-up and leads back to the password form, in German', async () => {
    asksForSetUp();
    secretAnswers(() => apiError(401, 'TWO_FACTOR_SETUP_INVALID', { message: 'expired' }));
    await renderLogin('de');
    await passFirstFactor('E-Mail-Adresse', 'Passwort');

    expect(
      await screen.findByText(
        'Diese Einrichtung ist abgelaufen oder wurde schon abgeschlossen. Bitte gehen Sie zurück und melden Sie sich erneut an.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
  });

  it('shows the set-up in German', async () => {
    asksForSetUp();
    secretAnswers(() => SECRET);
    await renderLogin('de');
    await passFirstFactor('E-Mail-Adresse', 'Passwort');
    expect(await screen.findByRole('heading', { name: 'TaskFlow zur Authenticator-App hinzufügen' })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'QR-Code, um TaskFlow zur Authenticator-App hinzuzufügen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Einschalten und anmelden' })).toBeInTheDocument();
  });
});
