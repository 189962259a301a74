import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import type { ClientCommunicationSettingsView } from '@taskflow/contracts';
import { fakeApi, writes } from '../../../../testing/fake-api';
import { communication, preferences, project } from '../../../../testing/fixtures';
import { SettingsPage } from '../SettingsPage';

/** Like the API: the sent fields replace the stored ones, sent templates merge into the stored templates. */
const saved = (change: Partial<ClientCommunicationSettingsView>) =>
  communication({ ...change, emailTemplates: { ...communication().emailTemplates, ...change.emailTemplates } });

function serve(saveStatus = 200) {
  return fakeApi({
    'GET /client-communication-settings': () => ({ body: communication() }),
    'PUT /client-communication-settings': ({ body }) =>
      saveStatus === 200
        ? { body: saved(body as Partial<ClientCommunicationSettingsView>) }
        : { status: saveStatus, body: { message: 'no' } },
    'GET /projects': () => ({
      body: [project('Website-Relaunch', 'Müller Bau GmbH'), project('Shop', 'Bäckerei Kurz')],
    }),
    'GET /notifications/preferences': () => ({ body: preferences() }),
  });
}

const openCommunication = async () => {
  await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=communication' });
  return screen.findByRole('switch', { name: 'New tasks are visible to clients' });
};
const bar = () => screen.queryByTestId('unsaved-changes-bar');

describe('CommunicationTab', () => {
  it('saves only the changed settings with the bar, and the bar goes', async () => {
    const api = serve();
    const visibility = await openCommunication();
    expect(bar()).not.toBeInTheDocument();

    await userEvent.click(visibility);
    await userEvent.selectOptions(screen.getByLabelText('Client reports'), 'monthly');
    await userEvent.type(screen.getByLabelText('Task update'), ' Danke!');
    expect(bar()).toBeInTheDocument();
    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Client communication settings saved')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([
      {
        method: 'PUT',
        path: '/client-communication-settings',
        body: {
          clientVisibilityDefault: true,
          clientReportsFrequency: 'monthly',
          emailTemplates: {
            taskUpdate: 'Hallo {clientName}, eine Aufgabe in "{projectName}" wurde aktualisiert. Danke!',
          },
        },
      },
    ]);
    await waitFor(() => expect(bar()).not.toBeInTheDocument());
    expect(visibility).toHaveAttribute('aria-checked', 'true');
  });

  it('discards a pending change without calling the server', async () => {
    const api = serve();
    const visibility = await openCommunication();
    await userEvent.click(visibility);

    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Discard' }));

    expect(visibility).toHaveAttribute('aria-checked', 'false');
    expect(bar()).not.toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  it('keeps the changes and the bar when saving fails', async () => {
    serve(500);
    const visibility = await openCommunication();
    await userEvent.click(visibility);

    await userEvent.click(within(bar() as HTMLElement).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to save client communication settings')).toBeInTheDocument();
    expect(visibility).toHaveAttribute('aria-checked', 'true');
    expect(bar()).toBeInTheDocument();
  });

  it('asks before switching tabs with pending changes', async () => {
    serve();
    const visibility = await openCommunication();
    await userEvent.click(visibility);

    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('tab', { name: 'Client communication' })).toHaveAttribute('aria-selected', 'true');
    expect(visibility).toHaveAttribute('aria-checked', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );

    expect(await screen.findByRole('switch', { name: 'Daily digest' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings?tab=notifications'),
    );
    expect(bar()).not.toBeInTheDocument();
  });

  it('asks before a link leaves the page with pending changes', async () => {
    serve();
    await renderWithProviders(
      <>
        <Link to="/dashboard/projects">Projects</Link>
        <SettingsPage />
      </>,
      { user: testUser(), route: '/dashboard/settings?tab=communication' },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'New tasks are visible to clients' }));

    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings?tab=communication'),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Projects' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/projects'));
  });

  it('previews a template with the names of a real project, as edited', async () => {
    serve();
    await openCommunication();
    const preview = await screen.findByTestId('template-preview');
    await waitFor(() =>
      expect(preview).toHaveTextContent('Hallo Müller Bau GmbH, das Projekt "Website-Relaunch" ist gestartet.'),
    );

    await userEvent.selectOptions(screen.getByLabelText('Project'), 'project-Shop');
    await userEvent.selectOptions(screen.getByLabelText('Template'), 'projectComplete');

    expect(preview).toHaveTextContent('Hallo Bäckerei Kurz, "Shop" ist abgeschlossen.');
    expect(screen.getByText(/Placeholders: \{clientName\} is replaced by the client company/)).toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /client-communication-settings': () => ({ status: 500, body: {} }) });
    await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=communication' });
    expect(await screen.findByText('Failed to load client communication settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
