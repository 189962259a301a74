import type { ProjectView, UpdateProjectRequest } from '@taskflow/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project, sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { ProjectEditForm } from './ProjectEditForm';
import { apiError, apiRoute, apiServer, listPage, sentRequests } from '@taskflow/testing';

const detail = { ...project('p1', 'Website-Relaunch'), description: 'Neue Website', budget: 12000 };
const companies = [
  { id: 'c1', name: 'Müller Bau GmbH', website: null, industry: null, createdAt: '', updatedAt: '', users: [] },
];

const renderForm = (props: { onDelete?: () => void; onDone?: () => void } = {}) =>
  renderWithProviders(
    <ProjectEditForm project={detail} onDone={props.onDone ?? jest.fn()} onDelete={props.onDelete} />,
    {
      user: sessionUser('admin'),
    },
  );

describe('ProjectEditForm', () => {
  beforeEach(() => {
    serveNothing();
    apiServer.use(apiRoute.get('/client-companies', ({ query }) => listPage(companies, query)));
  });

  it('starts from the project, refuses an empty name without sending, and saves the changes', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    apiServer.use(
      apiRoute.put<UpdateProjectRequest, ProjectView>('/projects/p1', ({ body }) => ({ ...detail, ...body })),
    );
    await renderForm({ onDone });
    expect(screen.getByRole('heading', { name: 'Edit Website-Relaunch', level: 2 })).toBeInTheDocument();
    const name = screen.getByLabelText(/Project name/);
    expect(name).toHaveValue('Website-Relaunch');

    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByText('Please enter a project name.')).toBeInTheDocument();
    expect(sentRequests('PUT', /^\/projects\/p1$/)).toHaveLength(0);

    await user.type(name, 'Relaunch 2');
    expect(screen.queryByText('Please enter a project name.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sentRequests('PUT', /^\/projects\/p1$/)[0].body).toMatchObject({ name: 'Relaunch 2', budget: 12000 });
    expect(await screen.findByText('Project saved')).toBeInTheDocument();
  });

  it('keeps the form open with an error toast when saving fails', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    apiServer.use(
      apiRoute.put('/projects/p1', () => apiError(500, 'INTERNAL_ERROR', { message: 'Internal server error' })),
    );
    await renderForm({ onDone });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error updating project. Please try again.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Project name/)).toHaveValue('Website-Relaunch');
  });

  it('offers Delete only when given, and Cancel ends editing without sending', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    const onDelete = jest.fn();
    const { unmount } = await renderForm({ onDone });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    unmount();

    await renderForm({ onDelete });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(sentRequests('PUT', /^\/projects/)).toHaveLength(0);
  });
});
