import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const mockForgotPassword = jest.fn();

jest.mock('../state/auth.api', () => ({
  useForgotPasswordMutation: () => [mockForgotPassword, { isLoading: false }],
}));

describe('ForgotPasswordPage', () => {
  beforeEach(() => mockForgotPassword.mockReset());

  it('confirms only after the server accepted the request', async () => {
    mockForgotPassword.mockReturnValue({ unwrap: () => Promise.resolve(null) });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(mockForgotPassword).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Email address'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(mockForgotPassword).toHaveBeenCalledWith({ email: 'ada@agency.io' });
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@agency.io');
  });

  it('shows an error, not the confirmation, when the call fails', async () => {
    mockForgotPassword.mockReturnValue({
      unwrap: () => Promise.reject({ status: 404, message: 'Cannot POST /api/auth/forgot-password' }),
    });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reset link could not be sent. Please try again.');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });

  it('asks to wait when the server refuses more requests (429)', async () => {
    mockForgotPassword.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 429, message: 'Too many password reset requests. Please try again later.' }),
    });
    await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', language: 'de' });
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@agency.io');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Anfragen zum Zurücksetzen.');
  });
});
