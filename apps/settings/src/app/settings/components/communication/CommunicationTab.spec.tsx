import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { LIST_PAGE_SIZE, LIST_TOTAL_HEADER, type ClientCommunicationSettingsView } from '@taskflow/contracts';
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
    expect(screen.getByText(/Placeholders: \{clientName\} is replaced by the customer/)).toBeInTheDocument();
  });

  it('offers every project for the preview, also those beyond the first page of the list', async () => {
    const projects = Array.from({ length: LIST_PAGE_SIZE + 2 }, (_, index) =>
      project(`Projekt ${index + 1}`, index < LIST_PAGE_SIZE ? 'Müller Bau GmbH' : 'Nordlicht AG'),
    );
    const api = serve();
    // Like the API: a page of `limit` rows from `offset`, the number of all in X-Total-Count.
    api.routes['GET /projects'] = ({ path }) => {
      const query = new URLSearchParams(path.split('?')[1]);
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? LIST_PAGE_SIZE);
      return {
        body: projects.slice(offset, offset + Math.min(limit, LIST_PAGE_SIZE)),
        headers: { [LIST_TOTAL_HEADER]: String(projects.length) },
      };
    };
    await openCommunication();
    const picker = (await screen.findByLabelText('Project')) as HTMLSelectElement;

    await waitFor(() => expect(picker.options).toHaveLength(LIST_PAGE_SIZE + 2));
    await userEvent.selectOptions(picker, `project-Projekt ${LIST_PAGE_SIZE + 2}`);
    expect(screen.getByTestId('template-preview')).toHaveTextContent(
      `Hallo Nordlicht AG, das Projekt "Projekt ${LIST_PAGE_SIZE + 2}" ist gestartet.`,
    );
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    fakeApi({ 'GET /client-communication-settings': () => ({ status: 500, body: {} }) });
    await renderWithProviders(<SettingsPage />, { user: testUser(), route: '/dashboard/settings?tab=communication' });
    expect(await screen.findByText('Failed to load client communication settings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
