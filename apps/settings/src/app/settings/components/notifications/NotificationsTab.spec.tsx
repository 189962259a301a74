import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { preferences } from '../../../../testing/fixtures';
import { NotificationsTab } from './NotificationsTab';

const renderTab = (language = 'en') =>
  renderWithProviders(<NotificationsTab />, { user: testUser({ email: 'ada@agency.de' }), language });

describe('NotificationsTab', () => {
  it('saves one changed field per call and shows what the server answered', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({ body: preferences(body as object) }),
    });
    await renderTab();
    const digest = await screen.findByRole('switch', { name: 'Daily digest' });
    expect(digest).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(digest);

    await waitFor(() => expect(digest).toHaveAttribute('aria-checked', 'true'));
    await userEvent.selectOptions(screen.getByLabelText('How often'), 'weekly');
    await waitFor(() => expect(screen.getByLabelText('How often')).toHaveValue('weekly'));
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ emailDailyDigest: true }, { frequency: 'weekly' }]);
  });

  it('keeps the saved value and says so when saving fails', async () => {
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': () => ({ status: 500, body: { message: 'boom' } }),
    });
    await renderTab();
    const assigned = await screen.findByRole('switch', { name: 'Task assigned to me' });

    await userEvent.click(assigned);

    expect(await screen.findByText('Failed to update notification preferences')).toBeInTheDocument();
    expect(assigned).toHaveAttribute('aria-checked', 'true');
  });

  it('shows quiet hours from and to only while they are on, and saves a new time', async () => {
    const api = fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'PUT /notifications/preferences': ({ body }) => ({
        body: preferences({ quietHoursEnabled: true, ...(body as object) }),
      }),
    });
    await renderTab();
    expect(await screen.findByRole('switch', { name: 'Quiet hours' })).toBeInTheDocument();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Quiet hours' }));
    const from = await screen.findByLabelText('From');
    expect(from).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');

    await waitFor(() => expect(writes(api.calls).at(-1)?.body).toEqual({ quietHoursFrom: '21:30' }));
  });

  it('offers Retry when the preferences cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /notifications/preferences': () => (fail ? { status: 500, body: {} } : { body: preferences() }),
    });
    await renderTab();
    expect(await screen.findByText('Failed to load notification preferences')).toBeInTheDocument();
    fail = false;

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('switch', { name: 'Daily digest' })).toBeInTheDocument();
  });

  it('sends a test email and shows the result as success or error', async () => {
    let works = true;
    fakeApi({
      'GET /notifications/preferences': () => ({ body: preferences() }),
      'POST /notifications/test-email': () => ({
        body: works
          ? { success: true, message: 'Test email sent to ada@agency.de' }
          : { success: false, message: 'Failed to test email configuration' },
      }),
    });
    await renderTab();
    const send = await screen.findByRole('button', { name: 'Send test email' });

    await userEvent.click(send);
    expect(await screen.findByText('Test email sent to ada@agency.de.')).toBeInTheDocument();
    works = false;
    await userEvent.click(send);
    expect(await screen.findByText('Failed to test email configuration')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    fakeApi({ 'GET /notifications/preferences': () => ({ body: preferences() }) });
    await renderTab('de');
    expect(await screen.findByRole('switch', { name: 'Tägliche Zusammenfassung' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test-E-Mail senden' })).toBeInTheDocument();
  });
});
