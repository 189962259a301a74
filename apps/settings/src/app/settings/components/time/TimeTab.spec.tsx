import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { TimeSettingsView } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { preferences } from '../../../../testing/fixtures';
import { SettingsPage } from '../SettingsPage';

function serve(stored: TimeSettingsView = { defaultHourlyRateCents: 9500 }, saveStatus = 200) {
  let current = stored;
  return fakeApi({
    'GET /time/settings': () => ({ body: current }),
    'PUT /time/settings': ({ body }) => {
      if (saveStatus !== 200) return { status: saveStatus, body: { message: 'no' } };
      current = body as TimeSettingsView;
      return { body: current };
    },
    'GET /notifications/preferences': () => ({ body: preferences() }),
  });
}

const openTime = async (language: 'en' | 'de' = 'en') => {
  await renderWithProviders(<SettingsPage />, {
    user: testUser({ language }),
    language,
    route: '/dashboard/settings?tab=time',
  });
  return screen.findByRole('textbox', {
    name: language === 'de' ? 'Standard-Stundensatz (€)' : 'Default hourly rate (€)',
  });
};
const bar = () => screen.queryByTestId('unsaved-changes-bar');
const saveWithBar = (name = 'Save changes') =>
  userEvent.click(within(bar() as HTMLElement).getByRole('button', { name }));

describe('TimeTab', () => {
  it('shows the agency default rate and saves a new one in cents with the bar', async () => {
    const api = serve();
    const rate = await openTime();
    expect(rate).toHaveValue('95');
    expect(bar()).not.toBeInTheDocument();

    await userEvent.clear(rate);
    await userEvent.type(rate, '102.50');
    await saveWithBar();

    expect(await screen.findByText('Time tracking settings saved')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/time/settings', body: { defaultHourlyRateCents: 10250 } },
    ]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(rate).toHaveValue('102.50');
  });

  it('saves with Enter in the field and leaves the focus there', async () => {
    const api = serve();
    const rate = await openTime();
    await userEvent.clear(rate);
    await userEvent.type(rate, '99{Enter}');

    expect(await screen.findByText('Time tracking settings saved')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/time/settings', body: { defaultHourlyRateCents: 9900 } },
    ]);
    expect(rate).toHaveFocus();
  });

  it('reads and writes the German decimal comma, and an empty field removes the default', async () => {
    const api = serve({ defaultHourlyRateCents: 8550 });
    const rate = await openTime('de');
    expect(rate).toHaveValue('85,50');

    await userEvent.clear(rate);
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Änderungen speichern' }));

    expect(await screen.findByText('Einstellungen zur Zeiterfassung gespeichert')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/time/settings', body: { defaultHourlyRateCents: null } },
    ]);
  });

  it('refuses an amount it cannot read, names why at the field, sends nothing and keeps focus there', async () => {
    const api = serve();
    const rate = await openTime();
    await userEvent.clear(rate);
    await userEvent.type(rate, '95,50');
    await saveWithBar();

    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Enter an amount in euros, like 95.50'));
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(rate).toHaveFocus());
    expect(writes(api.calls)).toEqual([]);
    expect(bar()).toBeInTheDocument();
  });

  it('keeps the typed rate and the bar when the server refuses, and discards it on request', async () => {
    serve({ defaultHourlyRateCents: null }, 500);
    const rate = await openTime();
    expect(rate).toHaveValue('');
    await userEvent.type(rate, '80');
    await saveWithBar();

    expect(await screen.findByText('Failed to save the time tracking settings')).toBeInTheDocument();
    expect(rate).toHaveValue('80');
    await saveWithBar('Discard');
    expect(rate).toHaveValue('');
    expect(bar()).not.toBeInTheDocument();
  });

  it('offers retry when the settings cannot be read', async () => {
    const api = fakeApi({
      'GET /time/settings': () => ({ status: 500, body: { message: 'down' } }),
      'GET /notifications/preferences': () => ({ body: preferences() }),
    });
    await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=time' });
    expect(await screen.findByText('Failed to load the time tracking settings')).toBeInTheDocument();
    api.routes['GET /time/settings'] = () => ({ body: { defaultHourlyRateCents: 7000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Default hourly rate (€)' })).toHaveValue('70');
  });
});
