import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { ResetPasswordRequest } from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, noContent, sentRequests } from '@taskflow/testing';
import { ResetPasswordPage } from './ResetPasswordPage';

const RESET = '/auth/reset-password';
const INVALID_LINK = 'This password reset link is invalid, has expired or was already used. Please request a new one.';
const invalidLink = () =>
  apiError(400, 'VALIDATION_FAILED', {
    message: INVALID_LINK,
    fieldErrors: { token: [{ code: 'INVALID_TOKEN', message: INVALID_LINK }] },
  });

async function choosePassword(password = 'a-fresh-password', confirmation = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('ResetPasswordPage', () => {
  beforeEach(() => apiServer.use(...answerUnknownRoutes()));

  it('sends the token with the new password, confirms and leads to the sign-in page', async () => {
    apiServer.use(apiRoute.post<ResetPasswordRequest, void>(RESET, () => noContent()));
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc-123' });

    await choosePassword();

    expect(
      await screen.findByText('Your password has been changed. Please sign in with your new password.'),
    ).toBeInTheDocument();
    expect(sentRequests('POST', RESET).map((request) => request.body)).toEqual([
      { token: 'abc-123', password: 'a-fresh-password' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
  });

  it('checks the fields before sending anything', async () => {
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=abc-123' });

    await choosePassword('short', 'other');

    expect(screen.getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(sentRequests()).toEqual([]);
  });

  it('explains an invalid, expired or used link in the reader language and offers a new one', async () => {
    apiServer.use(apiRoute.post(RESET, invalidLink));
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=used', language: 'de' });

    await userEvent.type(screen.getByLabelText('Neues Passwort'), 'a-fresh-password');
    await userEvent.type(screen.getByLabelText('Passwort bestätigen'), 'a-fresh-password');
    await userEvent.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
    );
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reset-password?token=used'));
  });

  it('says the link is incomplete without a token', async () => {
    await renderWithProviders(<ResetPasswordPage />, { route: '/reset-password' });

    expect(screen.getByText('This reset link is incomplete. Please request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
