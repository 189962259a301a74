import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { answer, apiRoute, apiServer, delay, networkError, sentRequests } from '@taskflow/testing';
import { WaitlistForm } from './WaitlistForm';
import type { WaitlistVariant } from '../utils/waitlist-messages';

type Reply = { status: number; body: unknown; delayMs?: number };

describe('WaitlistForm against the waitlist route', () => {
  let reply: Reply;

  beforeEach(() => {
    apiServer.use(
      apiRoute.post<{ email: string }, unknown>('/waitlist', async () => {
        if (reply.delayMs) await delay(reply.delayMs);
        return answer(reply.body, reply.status);
      }),
    );
  });

  const received = () => sentRequests().map(({ method, path, body }) => ({ method, path, body }));

  const added = () => ({
    status: 201,
    body: { alreadyExists: false },
  });
  const existing = () => ({
    status: 200,
    body: { alreadyExists: true },
  });

  async function submit(variant: WaitlistVariant, email: string, language = 'en') {
    await renderWithProviders(<WaitlistForm variant={variant} label="Waitlist" />, { language });
    const user = userEvent.setup();
    if (email) await user.type(screen.getByRole('textbox'), email);
    await user.click(screen.getByRole('button'));
    return user;
  }

  it('goes from idle to submitting (disabled button, loading text) to success, and sends the trimmed email', async () => {
    reply = { ...added(), delayMs: 300 };
    await submit('landing', '  ada@agency.example  ');
    const button = await screen.findByRole('button', { name: /Joining…/ });
    expect(button).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! You have been successfully added to the waitlist.',
    );
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(received()).toEqual([{ method: 'POST', path: '/waitlist', body: { email: 'ada@agency.example' } }]);
  });

  it('refuses an address that is empty after trimming without calling the server', async () => {
    await submit('landing', '   ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(screen.getByRole('textbox')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(received()).toEqual([]);
  });

  it.each<[WaitlistVariant, string, 'status' | 'alert']>([
    ['landing', 'This email address is already on our waitlist.', 'alert'],
    ['features', 'Thank you! You have been successfully added to the waitlist.', 'status'],
    ['comingSoon', "You're already on our waitlist! We'll be in touch soon.", 'status'],
  ])('%s page: an address already on the list shows "%s"', async (variant, message, role) => {
    reply = existing();
    await submit(variant, 'ada@agency.example');
    expect(await screen.findByRole(role)).toHaveTextContent(message);
  });

  it.each<[WaitlistVariant, string]>([
    ['landing', 'An error occurred. Please try again.'],
    ['features', 'An error occurred. Please try again.'],
    ['comingSoon', 'Something went wrong. Please try again.'],
  ])('%s page: a server failure shows "%s"', async (variant, message) => {
    reply = { status: 500, body: { statusCode: 500, message: 'Internal server error' } };
    await submit(variant, 'ada@agency.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('coming-soon page: success shows its own message', async () => {
    reply = added();
    await submit('comingSoon', 'ada@agency.example');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Thanks for joining! We'll notify you when this feature is ready.",
    );
  });

  it('an address the API rejects (400) shows the invalid-address message', async () => {
    reply = { status: 400, body: { statusCode: 400, message: 'email must be an email' } };
    await submit('landing', 'not-an-address');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  });

  it.each([
    ['en', 'Too many sign-ups from your network. Please try again in a few minutes.'],
    ['de', 'Zu viele Anmeldungen aus Ihrem Netzwerk. Bitte versuchen Sie es in ein paar Minuten erneut.'],
  ])('too many sign-ups from one address (429) says so (%s)', async (language, message) => {
    reply = { status: 429, body: { statusCode: 429, message: 'Too many attempts. Please try again later.' } };
    await submit('landing', 'ada@agency.example', language);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the messages in German', async () => {
    reply = existing();
    await submit('comingSoon', 'ada@agency.example', 'de');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Sie stehen bereits auf unserer Warteliste! Wir melden uns bald bei Ihnen.',
    );
    expect(screen.getByRole('button', { name: 'Auf die Warteliste' })).toBeEnabled();
  });

  it('shows the landing failure message when the server cannot be reached', async () => {
    apiServer.use(apiRoute.post('/waitlist', () => networkError()));
    await submit('landing', 'ada@agency.example');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'));
  });
});
