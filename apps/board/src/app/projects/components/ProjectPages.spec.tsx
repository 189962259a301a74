import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PageHeaderProvider, usePageHeaderState } from '@taskflow/app-providers';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import {
  LIST_PAGE_SIZE,
  type CreateProjectRequest,
  type ProjectView,
  type UpdateProjectRequest,
} from '@taskflow/contracts';
import { project, sessionUser, task } from '../../../testing/board-fixtures';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { AddProjectPage } from './AddProjectPage';
import { ProjectDetailPage } from './ProjectDetailPage';
import { ProjectsPage } from './ProjectsPage';
import { apiError, apiRoute, apiServer, listPage, sentRequests } from '@taskflow/testing';

function HeaderProbe() {
  const { action } = usePageHeaderState();
  return action ? <span>{`top bar: ${action.label}`}</span> : null;
}

const companies = [
  { id: 'c1', name: 'Müller Bau GmbH', website: null, industry: null, createdAt: '', updatedAt: '', users: [] },
  { id: 'c2', name: 'Nordlicht Consulting', website: null, industry: null, createdAt: '', updatedAt: '', users: [] },
];
const nordlicht = (id: string, name: string): ProjectView => ({
  ...project(id, name, 'Nordlicht Consulting'),
  clientCompanyId: 'c2',
  clientCompany: { id: 'c2', name: 'Nordlicht Consulting', industry: null, website: null },
});

function serve(projects: ProjectView[], teamPermissions: Record<string, boolean> = {}) {
  serveBoard({ projects, teamPermissions });
  apiServer.use(
    apiRoute.get('/dashboard/project-progress', () => [{ projectId: 'p1', taskCount: 4, completedTasks: 2 }]),
  );
  apiServer.use(apiRoute.get('/client-companies', ({ query }) => listPage(companies, query)));
}

const renderAt = (kind: 'admin' | 'team' | 'client', route: string) =>
  renderWithProviders(
    <PageHeaderProvider>
      <HeaderProbe />
      <Routes>
        <Route path="/dashboard/projects" element={<ProjectsPage />} />
        <Route path="/dashboard/projects/add" element={<AddProjectPage />} />
        <Route path="/dashboard/projects/:projectId" element={<ProjectDetailPage />} />
      </Routes>
    </PageHeaderProvider>,
    { user: sessionUser(kind), route },
  );

describe('project list', () => {
  beforeEach(() => {
    serveNothing();
    localStorage.clear();
  });

  it('shows active and completed sections with counts, progress and a tasks action', async () => {
    serve([
      project('p1', 'Website-Relaunch'),
      { ...nordlicht('p2', 'Bautagebuch-App'), status: 'completed', isActive: false },
    ]);
    await renderAt('admin', '/dashboard/projects');
    const active = await screen.findByTestId('projects-active');
    expect(within(active).getByRole('heading')).toHaveTextContent('Active projects · 1');
    expect(within(active).getByText('2 of 4 tasks completed · 50 %')).toBeInTheDocument();
    expect(within(screen.getByTestId('projects-completed')).getByText('Bautagebuch-App')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tasks of Website-Relaunch' })).toBeInTheDocument();
    expect(screen.getByText('top bar: New project')).toBeInTheDocument();
  });

  it('filters by the customer from the URL with a banner whose clear button shows every project', async () => {
    serve([project('p1', 'Website-Relaunch'), nordlicht('p2', 'Bautagebuch-App')]);
    await renderAt('admin', '/dashboard/projects?customerId=c2');
    expect(await screen.findByText('Projects of Nordlicht Consulting')).toBeInTheDocument();
    expect(screen.getByText('Bautagebuch-App')).toBeInTheDocument();
    expect(screen.queryByText('Website-Relaunch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all projects' }));
    expect(await screen.findByText('Website-Relaunch')).toBeInTheDocument();
    expect(screen.queryByText(/Projects of/)).not.toBeInTheDocument();
  });

  it('searches, sorts by status and remembers the grid view', async () => {
    serve([
      { ...project('p1', 'Alpha'), status: 'review' },
      { ...project('p3', 'Beta'), status: 'planning' },
    ]);
    await renderAt('admin', '/dashboard/projects');
    await screen.findByText('Alpha');
    const names = () => screen.getAllByTestId('project-card').map((card) => within(card).getByRole('link').textContent);
    expect(names()).toEqual(['Alpha', 'Beta']);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'status');
    expect(names()).toEqual(['Beta', 'Alpha']);
    await userEvent.type(screen.getByLabelText('Search projects'), 'alp');
    expect(names()).toEqual(['Alpha']);
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(localStorage.getItem('taskflow:view:projects')).toBe('grid');
  });

  it('deletes after the confirmation naming the project and its tasks', async () => {
    serve([project('p1', 'Website-Relaunch')]);
    apiServer.use(apiRoute.delete('/projects/p1', () => undefined));
    await renderAt('admin', '/dashboard/projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete project Website-Relaunch' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete project Website-Relaunch?');
    expect(dialog).toHaveTextContent('its 4 tasks');
    expect(sentRequests('DELETE', /^\/projects/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(sentRequests('DELETE', /^\/projects\/p1$/)).toHaveLength(1));
  });

  it('offers a client neither delete nor new project; the empty list offers creating the first one with permission', async () => {
    serve([project('p1', 'Website-Relaunch')]);
    const { unmount } = await renderAt('client', '/dashboard/projects');
    await screen.findByText('Website-Relaunch');
    expect(screen.getByText('2 of 4 tasks shared with you completed · 50 %')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/top bar/)).not.toBeInTheDocument();
    unmount();
    serveNothing();
    serve([]);
    await renderAt('admin', '/dashboard/projects');
    expect(await screen.findByRole('button', { name: 'Create the first project' })).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    serve([]);
    apiServer.use(apiRoute.get('/projects', () => apiError(500, 'INTERNAL_ERROR', { message: 'down' })));
    await renderAt('admin', '/dashboard/projects');
    expect(await screen.findByText('Error loading projects')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('new project', () => {
  it('preselects the client from the URL and refuses an end date before the start date without sending', async () => {
    serve([]);
    await renderAt('admin', '/dashboard/projects/add?clientId=c2');
    expect(await screen.findByLabelText(/Client/)).toHaveValue('c2');
    await userEvent.type(screen.getByLabelText(/Project name/), 'Relaunch');
    await userEvent.type(screen.getByLabelText(/Description/), 'Neue Website');
    const start = screen.getByLabelText(/Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, '10/05/2026');
    await userEvent.type(screen.getByLabelText(/End date/), '01/05/2026');
    await userEvent.type(screen.getByLabelText(/Budget/), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('The end date must be after the start date.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the budget as a whole number of euros.')).toBeInTheDocument();
    expect(sentRequests('POST', /^\/projects/)).toHaveLength(0);
  });

  it('offers every client company, also those beyond the first page of the list', async () => {
    serve([]);
    const many = Array.from({ length: LIST_PAGE_SIZE + 1 }, (_, index) => ({
      ...companies[0],
      id: `bulk-${index}`,
      name: `Kunde ${index}`,
    }));
    apiServer.use(apiRoute.get('/client-companies', ({ query }) => listPage(many, query)));
    await renderAt('admin', `/dashboard/projects/add?clientId=bulk-${LIST_PAGE_SIZE}`);

    const client = (await screen.findByLabelText(/Client/)) as HTMLSelectElement;
    await waitFor(() => expect(client).toHaveValue(`bulk-${LIST_PAGE_SIZE}`));
    expect(client.selectedOptions[0]).toHaveTextContent(`Kunde ${LIST_PAGE_SIZE}`);
  });

  it('creates the project and opens it', async () => {
    serve([]);
    apiServer.use(
      apiRoute.post<CreateProjectRequest, ProjectView>('/projects', ({ body }) => ({
        ...project('new', 'Relaunch'),
        ...body,
      })),
    );
    apiServer.use(apiRoute.get('/projects/new', () => project('new', 'Relaunch')));
    await renderAt('admin', '/dashboard/projects/add');
    await screen.findByLabelText(/Client/);
    await userEvent.type(screen.getByLabelText(/Project name/), 'Relaunch');
    await userEvent.type(screen.getByLabelText(/Description/), 'Neue Website');
    await userEvent.selectOptions(screen.getByLabelText(/Client/), 'c1');
    await userEvent.type(screen.getByLabelText(/Budget/), '12000');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(sentRequests('POST', /^\/projects$/)).toHaveLength(1));
    expect(sentRequests('POST', /^\/projects$/)[0].body).toMatchObject({
      name: 'Relaunch',
      clientCompanyId: 'c1',
      budget: 12000,
      endDate: null,
    });
    expect(await screen.findByTestId('project-detail')).toBeInTheDocument();
  });
});

describe('project detail', () => {
  const serveDetail = (
    tasks = [task('t1', { status: 'completed' }), task('t2', { status: 'completed' })],
    extra: Partial<ProjectView> = {},
  ) => {
    const detail = {
      ...project('p1', 'Website-Relaunch'),
      description: 'Neue Website',
      budget: 12000,
      notes: 'Marge knapp',
      tags: ['web'],
      ...extra,
    };
    serveBoard({ projects: [detail], tasks });
    apiServer.use(apiRoute.get('/projects/p1', () => detail));
    apiServer.use(
      apiRoute.get('/projects/p1/report', () => ({
        projectId: 'p1',
        generatedAt: '2026-03-01T10:00:00.000Z',
        taskCount: 2,
        tasksByStatus: { todo: 0, in_progress: 0, review: 0, completed: 2 },
        estimatedHours: { open: 0, done: 6, unestimatedTasks: 0 },
        overdueTasks: [],
        approvals: { pending: 0, approved: 1, rejected: 0, decisions: [] },
      })),
    );
    apiServer.use(apiRoute.get('/comments/projects/p1', () => []));
    apiServer.use(apiRoute.post('/projects/p1/complete', () => ({ ...detail, status: 'completed', isActive: false })));
    return detail;
  };

  it('shows facts, team, budget, notes and report; marks complete after confirmation when all tasks are done', async () => {
    serveDetail();
    await renderAt('admin', '/dashboard/projects/p1');
    expect(await screen.findByRole('heading', { name: 'Website-Relaunch', level: 2 })).toBeInTheDocument();
    expect(screen.getByTestId('project-budget')).toHaveTextContent('12,000');
    expect(screen.getByTestId('project-notes')).toHaveTextContent('Marge knapp');
    expect(await screen.findByTestId('project-team')).toHaveTextContent('Tom Team');
    expect(await screen.findByTestId('project-report')).toHaveTextContent('Hours done');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark complete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('All 2 tasks are completed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(sentRequests('POST', /^\/projects\/p1\/complete$/)).toHaveLength(1));
  });

  it("names its Go to buttons after the project, apart from the navigation's links of the same words", async () => {
    serveDetail();
    await renderAt('admin', '/dashboard/projects/p1');
    const goTo = await screen.findByRole('navigation', { name: 'Go to' });
    expect(
      within(goTo)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Task list of Website-Relaunch', 'Kanban board of Website-Relaunch', 'Messages of Website-Relaunch']);
    await userEvent.click(within(goTo).getByRole('button', { name: 'Kanban board of Website-Relaunch' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/kanban?projectId=p1'));
  });

  it('offers no mark complete while a task is open, nor for a completed project', async () => {
    serveDetail([task('t1', { status: 'completed' }), task('t2', { status: 'review' })]);
    const { unmount } = await renderAt('admin', '/dashboard/projects/p1');
    await screen.findByTestId('project-tasks');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    unmount();
    serveNothing();
    serveDetail(undefined, { status: 'completed', isActive: false });
    await renderAt('admin', '/dashboard/projects/p1');
    await screen.findByTestId('project-tasks');
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
  });

  it('edits with cancel restoring the originals and save sending the changes', async () => {
    serveDetail();
    apiServer.use(
      apiRoute.put<UpdateProjectRequest, ProjectView>('/projects/p1', ({ body }) => ({
        ...project('p1', 'Website-Relaunch'),
        ...body,
      })),
    );
    await renderAt('admin', '/dashboard/projects/p1');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText(/Project name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Anders');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Website-Relaunch', level: 2 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Website-Relaunch');
    await userEvent.clear(screen.getByLabelText(/Project name/));
    await userEvent.type(screen.getByLabelText(/Project name/), 'Relaunch 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('PUT', /^\/projects\/p1$/)).toHaveLength(1));
    expect(sentRequests('PUT', /^\/projects\/p1$/)[0].body).toMatchObject({ name: 'Relaunch 2', budget: 12000 });
  });

  it('shows a client no edit, budget, notes or report', async () => {
    serveDetail();
    await renderAt('client', '/dashboard/projects/p1');
    await screen.findByTestId('project-tasks');
    expect(screen.getByText(/tasks shared with you completed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark complete' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('project-budget')).not.toBeInTheDocument();
    expect(screen.queryByTestId('project-notes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('project-report')).not.toBeInTheDocument();
  });

  it('shows the not-found view with a way back', async () => {
    serveBoard();
    apiServer.use(
      apiRoute.get('/projects/gone', () => apiError(404, 'PROJECT_NOT_FOUND', { message: 'Project not found' })),
    );
    await renderAt('admin', '/dashboard/projects/gone');
    expect(await screen.findByText('Project not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to projects' }));
    expect(await screen.findByTestId('projects-page')).toBeInTheDocument();
  });
});
