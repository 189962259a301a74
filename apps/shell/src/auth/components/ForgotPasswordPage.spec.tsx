import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { ForgotPasswordRequest } from '@taskflow/contracts';
import { answerUnknownRoutes, apiError, apiRoute, apiServer, noContent, sentRequests } from '@taskflow/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const FORGOT = '/auth/forgot-password';

describe('ForgotPasswordPage', () => {
  beforeEach(() => apiServer.use(...answerUnknownRoutes()));

  it('confirms only after the server accepted the request', async () => {
    apiServer.use(apiRoute.post<ForgotPasswordRequest, void>(FORGOT, () => noContent()));
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(sentRequests()).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email address'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@agency.io');
    expect(sentRequests('POST', FORGOT).map((request) => request.body)).toEqual([{ email: 'ada@agency.io' }]);
  });

  it('shows an error, not the confirmation, when the call fails', async () => {
    // No route: the API's 404 for an unknown path.
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link could not be sent. Please try again.');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });

  it('asks to wait when the server refuses more requests (429)', async () => {
    apiServer.use(
      apiRoute.post(FORGOT, () =>
        apiError(429, 'TOO_MANY_REQUESTS', { message: 'Too many password reset requests. Please try again later.' }),
      ),
    );
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', language: 'de' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen zum Zurücksetzen.');
  });
});
