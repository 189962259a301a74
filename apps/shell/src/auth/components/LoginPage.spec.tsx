import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { signedOut, TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { DemoAccountsResponse, LoginRequest, LoginResponse, SignInLinkRequest } from '@taskflow/contracts';
import {
  answerUnknownRoutes,
  apiError,
  apiRoute,
  apiServer,
  networkError,
  noContent,
  sentRequests,
  sentWrites,
} from '@taskflow/testing';
import { RequireAuth } from '../../routing/guards/RequireAuth';
import { authApi } from '../state/auth.api';
import { LoginPage } from './LoginPage';

const LOGIN = '/auth/login';
const SIGN_IN_LINK = '/auth/sign-in-link';
const DEMO_ACCOUNTS = '/auth/demo-accounts';

const signsIn = (session: LoginResponse) =>
  apiServer.use(apiRoute.post<LoginRequest, LoginResponse>(LOGIN, () => session));
const refusesLogin = (answer: () => Response) =>
  apiServer.use(apiRoute.post<LoginRequest, LoginResponse>(LOGIN, answer));
const invalidCredentials = () => apiError(401, 'INVALID_CREDENTIALS', { message: 'Invalid email address or password' });
const hasDemoAccounts = (demo: DemoAccountsResponse) =>
  apiServer.use(apiRoute.get<DemoAccountsResponse>(DEMO_ACCOUNTS, () => demo));

function renderLogin(state?: unknown, language = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/dashboard/kanban" element={<p>remembered page</p>} />
      <Route path="*" element={<p>next page</p>} />
    </Routes>,
    { route: { pathname: '/login', state }, language },
  );
}

const email = () => screen.getByLabelText('Email address');
const password = () => screen.getByLabelText('Password');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
const linkButton = () => screen.getByRole('button', { name: 'Email me a sign-in link' });
const sendsLinks = () => apiServer.use(apiRoute.post<SignInLinkRequest, void>(SIGN_IN_LINK, () => noContent()));

describe('LoginPage', () => {
  beforeEach(() => {
    // No demo data: the API answers GET /auth/demo-accounts with 404, as it does for every unknown path.
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('validates a field when it is left and sends nothing while an error exists', async () => {
    await renderLogin();
    await userEvent.click(email());
    await userEvent.tab();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();

    await userEvent.type(email(), 'ada@agency');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.type(password(), 'short');
    await submit();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(sentWrites()).toEqual([]);
  });

  it('takes the focus to the first field with an error when the form is sent with errors', async () => {
    await renderLogin();
    await userEvent.type(password(), 'long-enough-password');
    act(() => screen.getByRole('button', { name: 'Sign in' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(sentWrites()).toEqual([]);
  });

  it('offers "Skip to content" first, past the logo and the language switch to the form', async () => {
    await renderLogin();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    expect(email()).toHaveFocus();
  });

  it('shows and hides the password', async () => {
    await renderLogin();
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password (Password)' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password (Password)' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('signs in, greets the user, remembers the session when asked and opens the remembered page', async () => {
    signsIn({ token: 'tok', user: testUser({ firstName: 'Ada' }) });
    await renderLogin({ from: { pathname: '/dashboard/kanban', search: '', hash: '' } });
    await userEvent.type(email(), ' admin@example.com ');
    await userEvent.type(password(), 'taskflow-demo');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await submit();
    expect(await screen.findByText('remembered page')).toBeInTheDocument();
    expect(sentRequests('POST', LOGIN).map((request) => request.body)).toEqual([
      { email: 'admin@example.com', password: 'taskflow-demo' },
    ]);
    expect(screen.getByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
  });

  it("greets in the user's stored language, which the interface turns to, not in the sign-in page's", async () => {
    signsIn({ token: 'tok', user: testUser({ firstName: 'Anna', language: 'de' }) });
    await renderLogin();
    await userEvent.type(email(), 'admin@example.com');
    await userEvent.type(password(), 'taskflow-demo');
    await submit();
    expect(await screen.findByText('Willkommen zurück, Anna!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back, Anna!')).not.toBeInTheDocument();
  });

  it('keeps the session for this browser session only without remember me, and goes to /dashboard', async () => {
    signsIn({ token: 'tok', user: testUser() });
    const { store } = await renderLogin();
    await userEvent.type(email(), 'admin@example.com');
    await userEvent.type(password(), 'taskflow-demo');
    await submit();
    expect(await screen.findByText('next page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(store.getState().session.token).toBe('tok');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['401', invalidCredentials, 'Invalid email address or password'],
    [
      '403',
      () => apiError(403, 'ACCOUNT_NOT_ACTIVATED', { message: 'Your account is not activated' }),
      'Your account is not activated',
    ],
    ['no answer', networkError, 'Connection error. Please try again later.'],
  ])('shows the error of a failed login (%s)', async (_case, failure, text) => {
    refusesLogin(failure);
    await renderLogin();
    await userEvent.type(email(), 'admin@example.com');
    await userEvent.type(password(), 'wrong-password');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('explains a session the agency ended by turning the client portal off, until the next attempt', async () => {
    refusesLogin(invalidCredentials);
    const { store } = await renderWithProviders(
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<RequireAuth>{<p>portal dashboard</p>}</RequireAuth>} />
      </Routes>,
      { route: '/dashboard', user: testUser({ userType: 'client' }) },
    );
    expect(screen.getByText('portal dashboard')).toBeInTheDocument();

    act(() => void store.dispatch(signedOut('clientPortalDisabled')));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your agency has turned off the client portal. Please contact them to get access again.',
    );
    expect(screen.queryByText('Your session has expired. Please sign in again.')).not.toBeInTheDocument();
    await userEvent.type(email(), 'client@example.com');
    await userEvent.type(password(), 'wrong-password');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address or password');
  });

  it('hides the demo box when the server has no demo data', async () => {
    const { store } = await renderLogin();
    // Settled: the 404 reached the page.
    await waitFor(() => expect(authApi.endpoints.getDemoAccounts.select()(store.getState()).isError).toBe(true));
    expect(sentRequests('GET', DEMO_ACCOUNTS)).toHaveLength(1);
    expect(screen.queryByTestId('demo-accounts')).not.toBeInTheDocument();
  });

  it('shows the demo accounts when the server has them and fills the form with one', async () => {
    hasDemoAccounts({
      password: 'taskflow-demo',
      accounts: [
        { email: 'admin@example.com', userType: 'admin' },
        { email: 'team@example.com', userType: 'team' },
      ],
    });
    await renderLogin();
    expect(await screen.findByText('Password: taskflow-demo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use Team member account' }));
    expect(email()).toHaveValue('team@example.com');
    expect(password()).toHaveValue('taskflow-demo');
  });

  it('names each demo account in German as one word (Kundenkonto, never Kunde-Konto)', async () => {
    hasDemoAccounts({
      password: 'taskflow-demo',
      accounts: (['admin', 'team', 'client'] as const).map((userType) => ({
        email: `${userType}@example.com`,
        userType,
      })),
    });
    await renderLogin(undefined, 'de');
    await screen.findByTestId('demo-accounts');
    const names = screen.getAllByRole('button', { name: /verwenden$/ }).map((button) => button.textContent);
    expect(names).toEqual(['Administratorkonto verwenden', 'Teammitgliedskonto verwenden', 'Kundenkonto verwenden']);
  });

  it('links to password reset, registration and the social providers', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toHaveAttribute('href', '/auth/google');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute('href', '/auth/microsoft');
  });

  describe('sign-in link', () => {
    it('asks for a link by keyboard with the typed email and remember-me, then says so and takes the focus there', async () => {
      sendsLinks();
      await renderLogin();
      await userEvent.type(email(), ' client@example.com ');
      await userEvent.click(screen.getByLabelText('Remember me'));
      act(() => linkButton().focus());
      await userEvent.keyboard('{Enter}');

      const confirmation = await screen.findByRole('status');
      expect(confirmation).toHaveTextContent(
        'If client@example.com has an account that may sign in by link, we have sent it a sign-in link.',
      );
      expect(confirmation).toHaveFocus();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Check your email');
      expect(sentRequests('POST', SIGN_IN_LINK).map((request) => request.body)).toEqual([
        { email: 'client@example.com', rememberMe: true, lng: 'en' },
      ]);
      expect(sentRequests('POST', LOGIN)).toEqual([]);

      await userEvent.tab();
      expect(screen.getByRole('button', { name: 'Back to sign in' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(email()).toHaveFocus();
      expect(email()).toHaveValue('client@example.com');
    });

    it('needs a valid email (not the password) and takes the focus to the email field otherwise', async () => {
      sendsLinks();
      await renderLogin();
      await userEvent.type(email(), 'client@agency');
      await userEvent.click(linkButton());
      expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
      expect(email()).toHaveFocus();
      expect(sentWrites()).toEqual([]);
    });

    it('writes the request in German on the German page', async () => {
      sendsLinks();
      await renderLogin(undefined, 'de');
      await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'kunde@example.com');
      await userEvent.click(screen.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Falls zu kunde@example.com ein Konto gehört');
      expect(sentRequests('POST', SIGN_IN_LINK)[0].body).toEqual({
        email: 'kunde@example.com',
        rememberMe: false,
        lng: 'de',
      });
    });

    it('shows a throttled request as an error and keeps the form', async () => {
      apiServer.use(apiRoute.post<SignInLinkRequest, void>(SIGN_IN_LINK, () => apiError(429, 'TOO_MANY_REQUESTS')));
      await renderLogin();
      await userEvent.type(email(), 'client@example.com');
      await userEvent.click(linkButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many sign-in link requests. Please wait a few minutes and try again.',
      );
      expect(email()).toBeInTheDocument();
    });
  });
});
