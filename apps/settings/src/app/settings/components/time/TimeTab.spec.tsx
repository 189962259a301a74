import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { TimeSettingsView } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { preferences } from '../../../../testing/fixtures';
import { SettingsPage } from '../SettingsPage';

const INVALID_ZONE = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'Validation failed',
  fields: { timeZone: ['timeZone must be an IANA time zone such as Europe/Berlin'] },
  fieldErrors: { timeZone: [{ code: 'INVALID_TIME_ZONE', message: 'timeZone must be an IANA time zone' }] },
};

function serve(stored: TimeSettingsView = { defaultHourlyRateCents: 9500 }, saveStatus = 200) {
  let current = stored;
  let zone = 'Europe/Berlin';
  return fakeApi({
    'GET /service-providers/current/time-zone': () => ({ body: { timeZone: zone } }),
    'PUT /service-providers/current/time-zone': ({ body }) => {
      const { timeZone } = body as { timeZone: string };
      if (timeZone === 'Asia/Tokyo') return { status: 400, body: INVALID_ZONE };
      zone = timeZone;
      return { body: { timeZone } };
    },
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
      'GET /service-providers/current/time-zone': () => ({ body: { timeZone: 'Europe/Berlin' } }),
      'GET /notifications/preferences': () => ({ body: preferences() }),
    });
    await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=time' });
    expect(await screen.findByText('Failed to load the time tracking settings')).toBeInTheDocument();
    api.routes['GET /time/settings'] = () => ({ body: { defaultHourlyRateCents: 7000 } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Default hourly rate (€)' })).toHaveValue('70');
  });

  it('shows the agency time zone and saves one found by searching, with a toast', async () => {
    const api = serve();
    await openTime();
    const zone = screen.getByRole('combobox', { name: 'Agency time zone' });
    expect(zone).toHaveValue('Europe/Berlin');
    await userEvent.clear(zone);
    await userEvent.type(zone, 'new york');
    await userEvent.click(await screen.findByRole('option', { name: /America\/New_York/ }));
    await saveWithBar();

    expect(await screen.findByText('Agency time zone saved')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      { method: 'PUT', path: '/service-providers/current/time-zone', body: { timeZone: 'America/New_York' } },
    ]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(zone).toHaveValue('America/New_York');
  });

  it('shows a zone the server refuses (INVALID_TIME_ZONE) at the field, in German too', async () => {
    const api = serve();
    await openTime('de');
    const zone = screen.getByRole('combobox', { name: 'Zeitzone der Agentur' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Tokyo');
    await userEvent.click(await screen.findByRole('option', { name: /Asia\/Tokyo/ }));
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Änderungen speichern' }));

    await waitFor(() =>
      expect(zone).toHaveAccessibleDescription(expect.stringContaining('Wählen Sie eine Zeitzone aus der Liste')),
    );
    expect(zone).toHaveAttribute('aria-invalid', 'true');
    expect(writes(api.calls).map((call) => call.body)).toEqual([{ timeZone: 'Asia/Tokyo' }]);
    expect(bar()).toBeInTheDocument();
  });

  it('offers retry when the agency time zone cannot be read', async () => {
    const api = serve();
    api.routes['GET /service-providers/current/time-zone'] = () => ({ status: 500, body: { message: 'down' } });
    await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=time' });
    expect(await screen.findByText('Failed to load the time tracking settings')).toBeInTheDocument();
    api.routes['GET /service-providers/current/time-zone'] = () => ({ body: { timeZone: 'Asia/Tokyo' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Agency time zone' })).toHaveValue('Asia/Tokyo');
  });

  it('is not there for team members', async () => {
    serve();
    await renderWithProviders(<SettingsPage />, {
      user: testUser({ userType: 'team' }),
      route: '/dashboard/settings?tab=time',
    });
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Time & rates' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Agency time zone' })).toBeNull();
  });
});
