import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { User } from '@taskflow/contracts';
import { fakeApi, writes, type FakeRoute } from '../../../../testing/fake-api';
import { SettingsPage } from '../SettingsPage';
import { AccountTab } from './AccountTab';

const ada = testUser({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@agency.de', phone: null, language: 'en' });

function serve(routes: Record<string, FakeRoute> = {}) {
  let me: User = ada;
  return fakeApi({
    'GET /auth/me': () => ({ body: me }),
    'PUT /account': ({ body }) => {
      me = { ...me, ...(body as Partial<User>) };
      return { body: { user: me } };
    },
    ...routes,
  });
}

const renderAccount = () =>
  renderWithProviders(<SettingsPage />, { user: ada, route: '/dashboard/settings?tab=account' });
const bar = () => screen.queryByTestId('unsaved-changes-bar');
const saveWithBar = () => userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

describe('AccountTab', () => {
  it('saves a changed profile field with the bar and shows the saved profile', async () => {
    const api = serve();
    const { store } = await renderAccount();
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Ada');

    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Augusta');
    await userEvent.type(screen.getByLabelText('Phone (optional)'), '+49 30 1234');
    await saveWithBar();

    expect(await screen.findByText('Your profile was saved')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ firstName: 'Augusta', phone: '+49 30 1234' }]);
    expect(store.getState().session.user).toMatchObject({ firstName: 'Augusta', phone: '+49 30 1234' });
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
  });

  it('checks the fields before sending anything', async () => {
    const api = serve();
    await renderAccount();
    await userEvent.clear(await screen.findByLabelText('Last name'));
    const email = screen.getByLabelText('Email address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@agency');

    await saveWithBar();

    expect(screen.getByText('Please enter your last name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your current password.')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
    // Focus leaves the bar for the first field to fix.
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
  });

  it('asks for the current password to change the email and shows the refusal of a wrong one', async () => {
    const api = serve({
      'PUT /account': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'x',
          code: 'VALIDATION_FAILED',
          fields: { currentPassword: ['Reworded'] },
          fieldErrors: { currentPassword: [{ code: 'WRONG_CURRENT_PASSWORD', message: 'Reworded' }] },
        },
      }),
    });
    await renderAccount();
    const email = await screen.findByLabelText('Email address');
    const profile = screen.getByRole('form', { name: 'Profile' });
    expect(within(profile).queryByLabelText('Current password')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new-agency.de');
    await userEvent.type(within(profile).getByLabelText('Current password'), 'not-my-password');

    await saveWithBar();

    expect(await within(profile).findByText('The current password is not correct.')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([
      { email: 'ada@new-agency.de', currentPassword: 'not-my-password' },
    ]);
    expect(bar()).toBeInTheDocument();
  });

  it('takes the new session token after an email change', async () => {
    serve({
      'PUT /account': ({ body }) => ({
        body: { user: { ...ada, email: (body as { email: string }).email }, token: 'token-of-the-new-session' },
      }),
    });
    const { store } = await renderAccount();
    const email = await screen.findByLabelText('Email address');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new-agency.de');
    await userEvent.type(
      within(screen.getByRole('form', { name: 'Profile' })).getByLabelText('Current password'),
      'correct-password',
    );

    await saveWithBar();

    expect(
      await screen.findByText('Your email address was changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({
      token: 'token-of-the-new-session',
      user: { email: 'ada@new-agency.de' },
    });
  });

  it('changes the password with the strength meter and the 8-character rule', async () => {
    const api = serve({ 'POST /auth/change-password': () => ({ body: { token: 'fresh-token' } }) });
    const { store } = await renderAccount();
    const form = await screen.findByRole('form', { name: 'Change password' });
    await userEvent.type(within(form).getByLabelText('Current password'), 'old-password');
    await userEvent.type(within(form).getByLabelText('New password'), 'Short1!');
    expect(within(form).getByRole('meter')).toHaveAccessibleName('Password strength: Very good');
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'Short1!');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(within(form).getByText('The password must be at least 8 characters long.')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
    expect(within(form).getByLabelText('New password')).toHaveFocus();

    await userEvent.type(within(form).getByLabelText('New password'), 'x');
    await userEvent.type(within(form).getByLabelText('Repeat new password'), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText('Your password was changed. Your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([
      { currentPassword: 'old-password', newPassword: 'Short1!x' },
    ]);
    expect(store.getState().session.token).toBe('fresh-token');
    expect(within(form).getByLabelText('New password')).toHaveValue('');
  });

  it('stores the interface language for the user and switches to it', async () => {
    const api = serve();
    const { i18n } = await renderAccount();

    const user = userEvent.setup();
    const choice = await screen.findByRole('combobox', { name: 'Interface language' });
    choice.focus();
    // Looking through the languages with the arrows changes nothing; Enter stores the one chosen.
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(writes(api.calls)).toEqual([]);
    expect(i18n.resolvedLanguage).toBe('en');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Sprache gespeichert')).toBeInTheDocument();
    expect(i18n.resolvedLanguage).toBe('de');
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ language: 'de' }]);
    await i18n.changeLanguage('en');
  });

  it('signs out everywhere after a confirmation and opens the login page', async () => {
    const api = serve({ 'POST /auth/logout-all': () => ({ status: 204 }) });
    const { store } = await renderAccount();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(store.getState().session).toEqual({ token: null, user: null });
    expect(writes(api.calls).map((call) => call.path)).toEqual(['/auth/logout-all']);
  });

  it("says 'Failed to load user data' with Retry, and 'Not authenticated' without a session", async () => {
    let fail = true;
    serve({ 'GET /auth/me': () => (fail ? { status: 500, body: {} } : { body: ada }) });
    const { unmount } = await renderWithProviders(<AccountTab />, { user: ada });
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    unmount();
    localStorage.clear();
    sessionStorage.clear();

    await renderWithProviders(<AccountTab />);
    expect(screen.getByText('Not authenticated')).toBeInTheDocument();
  });

  it('shows Europe/Berlin until a time zone is chosen, and saves the chosen one with the bar', async () => {
    const api = serve();
    const { store } = await renderAccount();
    const timeZone = await screen.findByRole('combobox', { name: 'Time zone' });
    expect(timeZone).toHaveValue('Europe/Berlin');

    await userEvent.clear(timeZone);
    await userEvent.type(timeZone, 'new york');
    await userEvent.click(await screen.findByRole('option', { name: /America\/New_York/ }));
    expect(timeZone).toHaveValue('America/New_York');
    await saveWithBar();

    expect(await screen.findByText('Your profile was saved')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ timeZone: 'America/New_York' }]);
    expect(store.getState().session.user).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('refuses an emptied time zone before sending, and shows the server refusing one translated', async () => {
    const api = serve({
      'PUT /account': () => ({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Validation failed',
          fields: { timeZone: ['timeZone must be an IANA time zone such as Europe/Berlin'] },
        },
      }),
    });
    await renderWithProviders(<SettingsPage />, {
      user: ada,
      route: '/dashboard/settings?tab=account',
      language: 'de',
    });
    const timeZone = await screen.findByRole('combobox', { name: 'Zeitzone' });
    await userEvent.clear(timeZone);
    await userEvent.tab();
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Wählen Sie eine Zeitzone aus der Liste')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);

    await userEvent.type(timeZone, 'Tokyo');
    await userEvent.click(await screen.findByRole('option', { name: /Asia\/Tokyo/ }));
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() => expect(writes(api.calls).map((call) => call.body)).toEqual([{ timeZone: 'Asia/Tokyo' }]));
    expect(await screen.findByText('Wählen Sie eine Zeitzone aus der Liste')).toBeInTheDocument();
  });
});
