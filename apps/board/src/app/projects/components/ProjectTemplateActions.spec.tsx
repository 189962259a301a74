import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { CreateProjectFromTemplateRequest, SaveProjectAsTemplateRequest } from '@taskflow/contracts';
import { apiRoute, apiServer, listPage, sentRequests } from '@taskflow/testing';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { project, sessionUser } from '../../../testing/board-fixtures';
import { serveTemplates } from '../../../testing/template-api';
import { AddProjectPage } from './AddProjectPage';
import { ProjectDetailPage } from './ProjectDetailPage';
import { ProjectsPage } from './ProjectsPage';

const companies = [
  { id: 'c1', name: 'Müller Bau GmbH', website: null, industry: null, createdAt: '', updatedAt: '', users: [] },
  { id: 'c2', name: 'Nordlicht Consulting', website: null, industry: null, createdAt: '', updatedAt: '', users: [] },
];

function serve(teamPermissions: Record<string, boolean> = {}) {
  serveBoard({ projects: [project('p1', 'Website-Relaunch')], teamPermissions });
  serveTemplates();
  apiServer.use(
    apiRoute.get('/client-companies', ({ query }) => listPage(companies, query)),
    apiRoute.get('/projects/:id', ({ params }) =>
      project(params.id, params.id === 'p1' ? 'Website-Relaunch' : 'Retainer Nordlicht'),
    ),
    apiRoute.get('/dashboard/project-progress', () => []),
    apiRoute.get('/comments/projects/:id', () => []),
  );
}

const renderAt = (kind: 'admin' | 'team', route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/projects" element={<ProjectsPage />} />
      <Route path="/dashboard/projects/add" element={<AddProjectPage />} />
      <Route path="/dashboard/projects/:projectId" element={<ProjectDetailPage />} />
      <Route path="/dashboard/projects/templates" element={<p>templates page</p>} />
      <Route path="/dashboard/projects/templates/:templateId" element={<p>template editor</p>} />
    </Routes>,
    { user: sessionUser(kind), route },
  );

describe('new project from a template', () => {
  beforeEach(() => serveNothing());

  it('comes with the template chosen, asks for client and start date, and opens the new project', async () => {
    const user = userEvent.setup();
    serve();
    await renderAt('admin', `/dashboard/projects/add?template=${encodeURIComponent('built-in:monthly-retainer')}`);
    const name = await screen.findByRole('textbox', { name: /Project name/ });
    await waitFor(() => expect(name).toHaveValue('Monthly retainer'));
    expect(screen.getByLabelText('Start from a template')).toHaveValue('built-in:monthly-retainer');
    expect(screen.queryByLabelText(/Budget/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create project from template' }));
    const client = screen.getByLabelText(/Client/);
    expect(client).toHaveAccessibleDescription(expect.stringContaining('Please choose a customer.'));
    expect(client).toHaveFocus();
    expect(sentRequests('POST', /project-templates/)).toHaveLength(0);

    await user.selectOptions(client, 'c2');
    const start = screen.getByLabelText(/Start date/);
    await user.clear(start);
    await user.type(start, '02/03/2026');
    await user.clear(name);
    await user.type(name, 'Retainer Nordlicht{Enter}');

    expect(
      await screen.findByText('Project Retainer Nordlicht created from the template Monthly retainer'),
    ).toBeVisible();
    const sent = sentRequests('POST', '/project-templates/built-in%3Amonthly-retainer/projects')[0]
      .body as CreateProjectFromTemplateRequest;
    expect(sent).toMatchObject({
      clientCompanyId: 'c2',
      startDate: '2026-03-02',
      name: 'Retainer Nordlicht',
      language: 'en',
    });
  });

  it('offers no template choice, no Templates button and no Save as template to a team member without canCreateProjects', async () => {
    serve({ canCreateProjects: false, canEditProjects: true });
    const { unmount } = await renderAt('team', '/dashboard/projects');
    await screen.findByText('Website-Relaunch');
    expect(screen.queryByRole('button', { name: 'Project templates' })).not.toBeInTheDocument();
    unmount();
    await renderAt('team', '/dashboard/projects/p1');
    await screen.findByRole('heading', { name: 'Website-Relaunch' });
    expect(screen.queryByRole('button', { name: 'Save as template' })).not.toBeInTheDocument();
  });
});

describe('save a project as a template', () => {
  beforeEach(() => serveNothing());

  it('asks for the name and the assignees in a dialog, then links to the template', async () => {
    const user = userEvent.setup();
    serve();
    await renderAt('admin', '/dashboard/projects/p1');
    const open = await screen.findByRole('button', { name: 'Save as template' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Save project as template' });
    const name = within(dialog).getByRole('textbox', { name: /Template name/ });
    expect(name).toHaveValue('Website-Relaunch');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Please enter a template name.'));
    await user.type(name, 'Relaunch template');
    await user.click(within(dialog).getByRole('checkbox', { name: /Keep assignees/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Template Relaunch template saved')).toBeVisible();
    expect(sentRequests('POST', '/project-templates/from-project/p1')[0].body as SaveProjectAsTemplateRequest).toEqual({
      name: 'Relaunch template',
      keepAssignees: true,
    });
    await user.click(within(screen.getByTestId('saved-template')).getByRole('link', { name: 'Relaunch template' }));
    expect(await screen.findByText('template editor')).toBeVisible();
  });

  it('shows the Templates button on the project list for an admin', async () => {
    const user = userEvent.setup();
    serve();
    await renderAt('admin', '/dashboard/projects');
    await user.click(await screen.findByRole('button', { name: 'Project templates' }));
    expect(await screen.findByText('templates page')).toBeVisible();
  });
});
