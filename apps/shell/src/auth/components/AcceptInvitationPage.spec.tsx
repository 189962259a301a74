import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '@taskflow/auth';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { AcceptInvitationRequest, LoginResponse } from '@taskflow/contracts';
import {
  answerUnknownRoutes,
  apiError,
  apiRoute,
  apiServer,
  networkError,
  sentRequests,
  sentWrites,
} from '@taskflow/testing';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const ACCEPT = '/team/invitations/accept';

const acceptsWith = (answer: () => LoginResponse | Response) =>
  apiServer.use(apiRoute.post<AcceptInvitationRequest, LoginResponse>(ACCEPT, answer));
const usedInvitation = () =>
  apiError(404, 'INVALID_INVITATION_LINK', { message: 'This invitation is invalid, expired or was already used' });
const malformedToken = () =>
  apiError(400, 'VALIDATION_FAILED', {
    message: 'token must be shorter than or equal to 200 characters',
    fieldErrors: { token: [{ code: 'TOO_LONG', message: 'token must be shorter than or equal to 200 characters' }] },
  });

async function choosePassword(password = 'a-fresh-password', confirmation = password) {
  await userEvent.type(screen.getByLabelText('Choose a password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
}

describe('AcceptInvitationPage', () => {
  beforeEach(() => {
    apiServer.use(...answerUnknownRoutes());
    localStorage.clear();
    sessionStorage.clear();
  });

  it('sends the token with the password, signs the new member in and opens the dashboard with a welcome', async () => {
    acceptsWith(() => ({ token: 'tok', user: testUser({ firstName: 'Nina' }) }));
    const { store } = await renderWithProviders(<AcceptInvitationPage />, {
      route: '/accept-invitation?token=abc-123',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Activate your TaskFlow account' })).toBeInTheDocument();
    await choosePassword();

    expect(await screen.findByText('Welcome to TaskFlow, Nina!')).toBeInTheDocument();
    expect(sentRequests('POST', ACCEPT).map((request) => request.body)).toEqual([
      { token: 'abc-123', password: 'a-fresh-password' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(store.getState().session.token).toBe('tok');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
  });

  it('checks the fields before sending anything', async () => {
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=abc-123' });

    await choosePassword('short', 'other');

    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(sentWrites()).toEqual([]);
  });

  it('shows the strength of the chosen password', async () => {
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=abc-123' });

    await userEvent.type(screen.getByLabelText('Choose a password'), 'Str0ng-and-long-passw0rd!');

    expect(screen.getByText(/Password strength:/)).toBeInTheDocument();
  });

  it('explains an invalid, expired or used invitation in the reader language and points to the admin', async () => {
    acceptsWith(usedInvitation);
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=used', language: 'de' });

    await userEvent.type(screen.getByLabelText('Passwort wählen'), 'a-fresh-password');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'a-fresh-password');
    await userEvent.click(screen.getByRole('button', { name: 'Passwort speichern und beitreten' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Einladungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
    );
    expect(screen.getByText(/um eine neue Einladung zu erhalten/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accept-invitation?token=used'));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('treats a malformed token like an invalid link', async () => {
    acceptsWith(malformedToken);
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=x' });

    await choosePassword();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is invalid, has expired or was already used.',
    );
    expect(screen.getByText('Please ask your administrator to send you a new invitation.')).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    acceptsWith(networkError);
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation?token=abc-123' });

    await choosePassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection error. Please try again later.');
    expect(screen.queryByText('Please ask your administrator to send you a new invitation.')).not.toBeInTheDocument();
  });

  it('shows the invalid-link message without a token and offers no form', async () => {
    await renderWithProviders(<AcceptInvitationPage />, { route: '/accept-invitation' });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This invitation link is invalid, has expired or was already used.',
    );
    expect(screen.getByText('Please ask your administrator to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set password and join' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });
});
