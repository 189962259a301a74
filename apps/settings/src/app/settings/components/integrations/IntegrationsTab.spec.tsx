import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { CalendarFeedView, UserType } from '@taskflow/contracts';
import { fakeApi, TEST_API_BASE, writes } from '../../../../testing/fake-api';
import { IntegrationsTab } from './IntegrationsTab';

function serve(initial: CalendarFeedView = { feedPath: null, createdAt: null }, canViewAllTasks = true) {
  let feed = initial;
  let generation = 0;
  return fakeApi({
    'GET /calendar-feed': () => ({ body: feed }),
    'POST /calendar-feed': () => {
      generation += 1;
      feed = {
        feedPath: `/calendar-feed/key${generation}.sig${generation}.ics`,
        createdAt: '2026-05-01T10:00:00.000Z',
      };
      return { body: feed };
    },
    'DELETE /calendar-feed': () => {
      feed = { feedPath: null, createdAt: null };
      return { status: 204 };
    },
    'GET /team-permissions/check/canViewAllTasks': () => ({
      body: { permission: 'canViewAllTasks', hasPermission: canViewAllTasks },
    }),
  });
}

const renderTab = (userType: UserType = 'admin') =>
  renderWithProviders(<IntegrationsTab />, { user: testUser({ userType }) });

describe('IntegrationsTab', () => {
  it('turns the feed on and shows its secret address for calendar apps', async () => {
    const api = serve();
    await renderTab();
    expect(await screen.findByText('The calendar feed is turned off.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));

    const address = await screen.findByLabelText('Your secret feed address');
    expect(address).toHaveValue(`${TEST_API_BASE}/calendar-feed/key1.sig1.ics`);
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      'webcal://api.test/api/calendar-feed/key1.sig1.ics',
    );
    expect(writes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /calendar-feed']);
  });

  it('gives the feed a new address after a confirmation', async () => {
    serve({ feedPath: '/calendar-feed/old.sig.ics', createdAt: '2026-01-01T00:00:00.000Z' });
    await renderTab();
    const address = await screen.findByLabelText('Your secret feed address');

    await userEvent.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Create a new address?' });
    expect(dialog).toHaveTextContent('The current address stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create new address' }));

    await waitFor(() => expect(address).toHaveValue(`${TEST_API_BASE}/calendar-feed/key1.sig1.ics`));
    expect(screen.getByText('The calendar feed has a new address')).toBeInTheDocument();
  });

  it('turns the feed off after a confirmation', async () => {
    const api = serve({ feedPath: '/calendar-feed/old.sig.ics', createdAt: '2026-01-01T00:00:00.000Z' });
    await renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Turn off the calendar feed?' })).getByRole('button', {
        name: 'Turn off',
      }),
    );

    expect(await screen.findByText('The calendar feed is turned off.')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => call.method)).toEqual(['DELETE']);
  });

  it('tells each user which tasks their feed holds', async () => {
    serve(undefined, false);
    const { unmount } = await renderTab('team');
    expect(await screen.findByText(/It holds the tasks assigned to you that have a due date\./)).toBeInTheDocument();
    unmount();
    await renderTab('client');
    expect(await screen.findByText(/tasks of your projects that are shared with you/)).toBeInTheDocument();
  });
});
