import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project, sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { CustomerProjects } from './CustomerProjects';
import { apiRoute, apiServer } from '@taskflow/testing';

const projects = [
  { ...project('p1', 'Website-Relaunch'), clientCompanyId: 'c1' },
  { ...project('p2', 'Logo'), clientCompanyId: 'c1', isActive: false },
];

describe('CustomerProjects', () => {
  beforeEach(() => {
    serveNothing();
    apiServer.use(apiRoute.get('/team-permissions', () => ({ canCreateProjects: true })));
  });

  it('groups the projects into active and completed, each linked, and offers New project for the customer', async () => {
    await renderWithProviders(<CustomerProjects projects={projects} isLoading={false} customerId="c1" />, {
      user: sessionUser('admin'),
    });
    const active = screen.getByTestId('active-projects');
    expect(within(active).getByRole('heading', { name: 'Active projects · 1' })).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: 'Website-Relaunch' })).toHaveAttribute(
      'href',
      '/dashboard/projects/p1',
    );
    expect(within(screen.getByTestId('completed-projects')).getByRole('link', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New project' })).toHaveAttribute(
      'href',
      '/dashboard/projects/add?clientId=c1',
    );
  });

  it('says when the customer has no projects, and offers a client no New project', async () => {
    await renderWithProviders(<CustomerProjects projects={[]} isLoading={false} customerId="c1" />, {
      user: sessionUser('client'),
    });
    expect(screen.getByText('No projects for this customer yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New project' })).not.toBeInTheDocument();
  });
});
