import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { RegisterRequest, RegisterResponse, RegistrationStatusResponse } from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, sentRequests, sentWrites } from '@taskflow/testing';
import { RegisterPage } from './RegisterPage';

const REGISTER = '/auth/register';

function renderRegister(route = '/register', language: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route, language },
  );
}

async function fill(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillValidForm() {
  await fill('First name', 'Ada');
  await fill('Last name', 'Lovelace');
  await fill('Email address', 'ada@agency.io');
  await fill('Agency name', 'Analytical Agency');
  await fill('Password', 'Secret123!');
  await fill('Confirm password', 'Secret123!');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

describe('RegisterPage', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const registration = (answer: RegistrationStatusResponse) =>
    apiServer.use(apiRoute.get<RegistrationStatusResponse>('/registration', () => answer));

  it.each([
    ['en', 'closed', 'Registration is closed', /takes no new agencies/, 'Sign in to an existing account'],
    [
      'de',
      'invite-only',
      'Registrierung geschlossen',
      /nimmt keine neuen Agenturen auf/,
      'Mit einem bestehenden Konto anmelden',
    ],
  ] as const)(
    'in %s, says so instead of showing the form when the installation is %s',
    async (language, mode, title, text, login) => {
      registration({ mode, newAgenciesAllowed: false });
      await renderRegister('/register', language);

      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: login }));
      expect(screen.getByText('login page')).toBeInTheDocument();
      expect(sentWrites()).toEqual([]);
    },
  );

  it('shows the form on a closed installation while it has no agency yet (its first registration)', async () => {
    registration({ mode: 'closed', newAgenciesAllowed: true });
    await renderRegister();

    await waitFor(() => expect(sentRequests('GET', '/registration')).toHaveLength(1));
    expect(screen.getByRole('form', { name: 'Create your agency account' })).toBeInTheDocument();
    expect(screen.queryByText('Registration is closed')).not.toBeInTheDocument();
  });

  it('scrolls to the top and preselects professional, marked as popular', async () => {
    await renderRegister();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('radio', { name: /Professional/ })).toBeChecked();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('takes the plan from the query', async () => {
    await renderRegister('/register?plan=basic');
    expect(screen.getByRole('radio', { name: /Basic/ })).toBeChecked();
  });

  it('validates on blur and on submit and requires the terms', async () => {
    await renderRegister();
    await userEvent.click(screen.getByLabelText('First name'));
    await userEvent.tab();
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Please accept the terms of service and the privacy policy.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password.')).toBeInTheDocument();
    expect(sentWrites()).toEqual([]);
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('registers and goes straight into the dashboard', async () => {
    apiServer.use(
      apiRoute.post<RegisterRequest, RegisterResponse>(REGISTER, () => ({
        token: 'tok',
        user: testUser({ firstName: 'Ada' }),
      })),
    );
    const { store } = await renderRegister('/register?plan=enterprise');
    await fillValidForm();
    await userEvent.click(screen.getByLabelText('Send me product news and tips (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(sentRequests('POST', REGISTER).map((request) => request.body)).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@agency.io',
        password: 'Secret123!',
        companyName: 'Analytical Agency',
        plan: 'enterprise',
        agreeToNewsletter: true,
      },
    ]);
    expect(screen.getByText('Welcome to TaskFlow, Ada! Your agency is ready.')).toBeInTheDocument();
    expect(store.getState().session.token).toBe('tok');
  });

  it('says so when the API refuses the registration as closed (the mode changed while the form was open)', async () => {
    apiServer.use(
      apiRoute.post<RegisterRequest, RegisterResponse>(REGISTER, () =>
        apiError(403, 'REGISTRATION_CLOSED', { message: 'reworded at will' }),
      ),
    );
    await renderRegister();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This TaskFlow installation takes no new agencies.');
  });

  it('says when the email address is already registered', async () => {
    apiServer.use(
      apiRoute.post<RegisterRequest, RegisterResponse>(REGISTER, () =>
        apiError(409, 'EMAIL_ALREADY_REGISTERED', { message: 'A user with this email address already exists' }),
      ),
    );
    await renderRegister();
    await fillValidForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email address already exists.');
  });

  it('rates the password in German', async () => {
    await renderRegister('/register', 'de');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Passwortstärke: Sehr schwach');
    await userEvent.type(screen.getByLabelText('Passwort'), 'abcdeH1!');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Passwortstärke: Exzellent');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
  });
});
