import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveTemplates, template, templateTask } from '../../../testing/template-api';
import { ProjectTemplatesPage } from './ProjectTemplatesPage';

const renderList = (kind: 'admin' | 'team' = 'admin', language = 'en') =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/projects/templates" element={<ProjectTemplatesPage />} />
      <Route path="/dashboard/projects/add" element={<p>add project page</p>} />
      <Route path="/dashboard/projects/templates/:templateId" element={<p>editor page</p>} />
    </Routes>,
    { user: sessionUser(kind), route: '/dashboard/projects/templates', language },
  );

const cardOf = (name: string) =>
  screen.getAllByTestId('template-card').find((card) => within(card).queryByRole('link', { name })) as HTMLElement;

describe('project templates page', () => {
  beforeEach(() => serveNothing());

  it('lists the built-ins marked Built-in with their task counts, and explains an agency without templates', async () => {
    serveBoard();
    serveTemplates();
    await renderList();
    await screen.findByRole('link', { name: 'Monthly retainer' });
    const retainer = cardOf('Monthly retainer');
    expect(within(retainer).getByText('Built-in')).toBeVisible();
    expect(within(retainer).getByText('2 tasks')).toBeVisible();
    expect(within(retainer).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Your agency has no templates of its own yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New template' })).toBeVisible();
    expect(sentRequests('GET', '/project-templates')[0].query.get('language')).toBe('en');
  });

  it('uses a template: the new-project page with the template chosen', async () => {
    serveBoard();
    serveTemplates();
    await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Use template Monthly retainer' }));
    expect(await screen.findByText('add project page')).toBeVisible();
  });

  it('copies a built-in into the agency’s templates with a toast', async () => {
    serveBoard();
    serveTemplates();
    await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy template Website relaunch' }));
    expect(await screen.findByText('Template copied as Website relaunch (copy)')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Website relaunch (copy)' })).toBeVisible();
    expect(sentRequests('POST', '/project-templates/built-in%3Awebsite-relaunch/copy')).toHaveLength(1);
  });

  it('deletes an own template only after the in-app confirmation, then says so', async () => {
    serveBoard();
    const store = serveTemplates([template('tpl-9', 'Shop launch', [templateTask('Setup')])]);
    await renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete template Shop launch' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete template Shop launch?');
    expect(sentRequests('DELETE', /project-templates/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete template' }));
    expect(await screen.findByText('Template Shop launch deleted')).toBeVisible();
    expect(store.templates.some((candidate) => candidate.id === 'tpl-9')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Shop launch' })).not.toBeInTheDocument());
  });

  it('shows the load error with a retry that reads again', async () => {
    serveBoard();
    serveTemplates();
    apiServer.use(apiRoute.get('/project-templates', () => apiError(500, 'INTERNAL_ERROR', { message: 'down' })));
    await renderList();
    expect(await screen.findByText('Error loading templates')).toBeVisible();
    serveTemplates();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Monthly retainer' })).toBeVisible();
  });

  it('tells a team member without canCreateProjects that templates are not for them, in German too', async () => {
    serveBoard({ teamPermissions: { canCreateProjects: false } });
    serveTemplates();
    await renderList('team', 'de');
    expect(
      await screen.findByText('Projektvorlagen sind für Admins und Teammitglieder, die Projekte anlegen dürfen.'),
    ).toBeVisible();
    expect(sentRequests('GET', '/project-templates')).toHaveLength(0);
  });
});
