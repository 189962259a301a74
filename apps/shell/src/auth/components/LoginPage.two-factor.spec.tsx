import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { LoginRequest, LoginResponse, SignInResult, TwoFactorSignInRequest } from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { LoginPage } from './LoginPage';

const asksForCode = () =>
  apiServer.use(
    apiRoute.post<LoginRequest, SignInResult>('/auth/login', () => ({
      twoFactorRequired: true,
      challengeToken: 'challenge-1',
    })),
  );
const secondStepAnswers = (answer: (body: TwoFactorSignInRequest) => LoginResponse | Response) =>
  apiServer.use(apiRoute.post<TwoFactorSignInRequest, LoginResponse>('/auth/two-factor', ({ body }) => answer(body)));
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

async function passFirstFactor() {
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@agency.test');
  await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
  await userEvent.keyboard('{Enter}');
}

describe('LoginPage, two-factor step', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks for the code after the password, with the focus in the code field, and signs in with it by keyboard', async () => {
    asksForCode();
    secondStepAnswers(() => ({ token: 'tok', user: testUser({ firstName: 'Ada' }) }));
    await renderLogin();
    await passFirstFactor();

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await userEvent.keyboard('123 456');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Trust this browser for 30 days' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');

    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(sentRequests('POST', '/auth/two-factor').map((request) => request.body)).toEqual([
      { challengeToken: 'challenge-1', code: '123456', trustBrowser: true },
    ]);
  });

  it('names a wrong code at the field and keeps the focus there', async () => {
    asksForCode();
    secondStepAnswers(() => invalidCode());
    await renderLogin();
    await passFirstFactor();
    await userEvent.type(await screen.findByLabelText('Authentication code'), '000000{Enter}');

    expect(await screen.findByText('This code is not valid. Check your app and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a recovery code instead', async () => {
    asksForCode();
    secondStepAnswers((body) =>
      body.recoveryCode === 'abcde-fghjk' ? { token: 'tok', user: testUser() } : invalidCode(),
    );
    await renderLogin();
    await passFirstFactor();
    await screen.findByLabelText('Authentication code');
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveFocus();
    await userEvent.type(recovery, 'abcde-fghjk{Enter}');
    expect(await screen.findByText('next page')).toBeInTheDocument();
  });

  it('explains an expired sign-in and leads back to the password form, in German too', async () => {
    asksForCode();
    secondStepAnswers(() => apiError(401, 'TWO_FACTOR_CHALLENGE_INVALID', { message: 'expired' }));
    await renderLogin('de');
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@agency.test');
    await userEvent.type(screen.getByLabelText('Passwort'), 'long-enough-password');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(await screen.findByLabelText('Bestätigungscode'), '123456{Enter}');

    expect(
      await screen.findByText('Diese Anmeldung ist abgelaufen. Bitte gehen Sie zurück und melden Sie sich erneut an.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zurück zur Anmeldung' }));
    expect(screen.getByLabelText('Passwort')).toHaveValue('');
  });
});
