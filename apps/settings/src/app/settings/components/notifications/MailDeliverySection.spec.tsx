import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { MailDeliveryView } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { failedMail, mailDelivery } from '../../../../testing/fixtures';
import { MailDeliverySection } from './MailDeliverySection';

const renderSection = (language = 'en') =>
  renderWithProviders(<MailDeliverySection />, { user: testUser({ userType: 'admin' }), language });

const section = () => screen.getByRole('region', { name: 'Mail delivery' });

describe('MailDeliverySection', () => {
  it('shows the transport, the queue, the counts of 30 days and each failed mail', async () => {
    fakeApi({ 'GET /notifications/mail-delivery': () => ({ body: mailDelivery() }) });
    await renderSection();

    expect(await screen.findByText('SMTP server')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText(/retried 10 times before the mail counts as failed/)).toBeInTheDocument();
    const counts = within(section()).getByRole('list', { name: 'Last 30 days' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sent40', 'Being sent2', 'Held (quiet hours)1', 'Skipped3', 'Failed1']);
    const failed = within(section()).getByRole('list', { name: 'Failed mails' });
    expect(within(failed).getByText('Task assigned: Homepage copy')).toBeInTheDocument();
    expect(within(failed).getByText('Tom Team <tom@agency.de>')).toBeInTheDocument();
    expect(within(failed).getByText(/Notification · 11 attempts · /)).toBeInTheDocument();
    expect(within(failed).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
  });

  it('explains the outbox file and a stopped queue, and names a mail without subject by its kind', async () => {
    fakeApi({
      'GET /notifications/mail-delivery': () => ({
        body: mailDelivery({
          transport: 'outbox',
          queueRunning: false,
          failed: [failedMail({ subject: null, kind: 'weekly_report', recipient: null, attempts: 1 })],
        }),
      }),
    });
    await renderSection();

    expect(await screen.findByText('Outbox file')).toBeInTheDocument();
    expect(screen.getByText(/mails are written to the outbox file on the server and reach nobody/)).toBeInTheDocument();
    expect(screen.getByText('Not running')).toBeInTheDocument();
    const failed = within(section()).getByRole('list', { name: 'Failed mails' });
    expect(within(failed).getByText('Weekly report')).toBeInTheDocument();
    expect(within(failed).getByText('Recipient no longer exists')).toBeInTheDocument();
    expect(within(failed).getByText(/Weekly report · 1 attempt · /)).toBeInTheDocument();
  });

  it('retries a failed mail and shows the list the server answers afterwards', async () => {
    let view: MailDeliveryView = mailDelivery();
    const api = fakeApi({
      'GET /notifications/mail-delivery': () => ({ body: view }),
      'POST /notifications/mail-delivery/7f0c1a52-0d5e-4a8e-9a57-3f1f6b1d2c01/retry': () => {
        view = mailDelivery({ counts: { held: 1, queued: 3, sent: 40, skipped: 3, failed: 0 }, failed: [] });
        return { body: failedMail({ status: 'queued' }) };
      },
    });
    await renderSection();

    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Retry "Task assigned: Homepage copy" to Tom Team <tom@agency.de>',
      }),
    );

    expect(await screen.findByText('No failed mails')).toBeInTheDocument();
    expect(screen.getByText('The mail to tom@agency.de is being sent again')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).getByText('Being sent').nextSibling).toHaveTextContent('3'));
    expect(writes(api.calls).map((call) => call.path)).toEqual([
      '/notifications/mail-delivery/7f0c1a52-0d5e-4a8e-9a57-3f1f6b1d2c01/retry',
    ]);
  });

  it('keeps the mail listed and says so when the retry fails', async () => {
    fakeApi({
      'GET /notifications/mail-delivery': () => ({ body: mailDelivery() }),
      'POST /notifications/mail-delivery/7f0c1a52-0d5e-4a8e-9a57-3f1f6b1d2c01/retry': () => ({
        status: 500,
        body: { statusCode: 500, message: 'Internal server error' },
      }),
    });
    await renderSection();

    await userEvent.click(await screen.findByRole('button', { name: /^Retry "Task assigned/ }));

    expect(await screen.findByText('The mail could not be queued again')).toBeInTheDocument();
    expect(screen.getByText('Task assigned: Homepage copy')).toBeInTheDocument();
  });

  it('says when no mail failed', async () => {
    fakeApi({ 'GET /notifications/mail-delivery': () => ({ body: mailDelivery({ failed: [] }) }) });
    await renderSection();
    expect(await screen.findByText('No failed mails')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('offers Retry when the view cannot be loaded', async () => {
    let fail = true;
    fakeApi({
      'GET /notifications/mail-delivery': () => (fail ? { status: 500, body: {} } : { body: mailDelivery() }),
    });
    await renderSection();
    expect(await screen.findByText('Failed to load the mail delivery status')).toBeInTheDocument();
    fail = false;

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Task assigned: Homepage copy')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    fakeApi({ 'GET /notifications/mail-delivery': () => ({ body: mailDelivery() }) });
    await renderSection('de');
    expect(await screen.findByRole('region', { name: 'E-Mail-Zustellung' })).toBeInTheDocument();
    expect(await screen.findByText('Läuft')).toBeInTheDocument();
    expect(screen.getByText(/Benachrichtigung · 11 Versuche · /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^„Task assigned: Homepage copy“ an Tom Team/ })).toBeInTheDocument();
  });
});
