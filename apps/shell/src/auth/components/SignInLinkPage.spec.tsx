import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type {
  ConsumeSignInLinkRequest,
  LoginResponse,
  SignInResult,
  TwoFactorSignInRequest,
} from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, networkError, sentRequests } from '@taskflow/testing';
import { SignInLinkPage } from './SignInLinkPage';

const CONSUME = '/auth/sign-in-link/consume';
const INVALID = 'This sign-in link is invalid, has expired or was already used. Please request a new one.';

const consumes = (answer: () => SignInResult | Response) =>
  apiServer.use(apiRoute.post<ConsumeSignInLinkRequest, SignInResult>(CONSUME, answer));

function renderLinkPage(route = '/login/link?token=tok-123') {
  return renderWithProviders(
    <Routes>
      <Route path="/login/link" element={<SignInLinkPage />} />
      <Route path="/login" element={<p>sign-in page</p>} />
      <Route path="/dashboard" element={<p>client portal</p>} />
    </Routes>,
    { route },
  );
}

describe('SignInLinkPage', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('spends the link once, greets the person and lands them on the dashboard, remembered as they chose', async () => {
    consumes(() => ({
      token: 'session-token',
      user: testUser({ firstName: 'Cleo', userType: 'client' }),
      rememberMe: true,
    }));
    await renderLinkPage();

    expect(await screen.findByText('client portal')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Cleo!')).toBeInTheDocument();
    expect(sentRequests('POST', CONSUME).map((request) => request.body)).toEqual([{ token: 'tok-123' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
  });

  it('asks an account with two-factor sign-in for its code before signing in, remembered as the link was asked for', async () => {
    consumes(() => ({ twoFactorRequired: true, challengeToken: 'challenge-1' }));
    apiServer.use(
      apiRoute.post<TwoFactorSignInRequest, LoginResponse>('/auth/two-factor', () => ({
        token: 'session-token',
        user: testUser({ firstName: 'Ada' }),
        rememberMe: true,
      })),
    );
    await renderLinkPage();

    const code = await screen.findByLabelText('Authentication code');
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '123456{Enter}');

    expect(await screen.findByText('client portal')).toBeInTheDocument();
    expect(sentRequests('POST', '/auth/two-factor').map((request) => request.body)).toEqual([
      expect.objectContaining({ challengeToken: 'challenge-1', code: '123456' }),
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
  });

  it('keeps the session for this browser session only when remember-me was not chosen', async () => {
    consumes(() => ({ token: 'session-token', user: testUser(), rememberMe: false }));
    await renderLinkPage();

    expect(await screen.findByText('client portal')).toBeInTheDocument();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('explains an invalid or expired link, takes the focus there and offers a new link', async () => {
    consumes(() => apiError(400, 'SIGN_IN_LINK_INVALID', { message: INVALID }));
    await renderLinkPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(INVALID);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link did not work');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Request a new sign-in link' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(sentRequests('POST', CONSUME)).toHaveLength(1);
  });

  it('sends nothing for a link without its token', async () => {
    await renderLinkPage('/login/link');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is incomplete.');
    expect(sentRequests('POST', CONSUME)).toEqual([]);
  });

  it('lets the person try the same link again after a lost connection', async () => {
    consumes(networkError);
    await renderLinkPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again later.');

    consumes(() => ({ token: 'session-token', user: testUser() }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('client portal')).toBeInTheDocument();
    expect(sentRequests('POST', CONSUME)).toHaveLength(2);
  });

  it('speaks German on the German page', async () => {
    consumes(() => apiError(400, 'SIGN_IN_LINK_INVALID', { message: INVALID }));
    await renderWithProviders(<SignInLinkPage />, { route: '/login/link?token=x', language: 'de' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Anmeldelink ist ungültig, abgelaufen oder wurde bereits verwendet.',
    );
  });
});
