import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser } from '../../../testing/board-fixtures';
import { serveNothing } from '../../../testing/board-api';
import { CustomerActivity } from './CustomerActivity';
import { apiError, apiRoute, apiServer } from '@taskflow/testing';

const comment = {
  id: 'a1',
  type: 'task_comment',
  content: 'Sieht gut aus',
  createdAt: '2026-03-01T09:55:00.000Z',
  author: { id: 'u1', firstName: 'Clara', lastName: 'Client', userType: 'client' },
  project: { id: 'p1', name: 'Website-Relaunch' },
  task: { id: 't1', title: 'Startseite' },
  approvalStatus: null,
};
const approval = {
  ...comment,
  id: 'a2',
  type: 'approval',
  content: '',
  task: null,
  author: null,
  approvalStatus: 'approved',
};

describe('CustomerActivity', () => {
  beforeEach(() => {
    serveNothing();
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z'), advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('lists comments and approvals with who, on what and when', async () => {
    apiServer.use(apiRoute.get('/client-companies/c1/activity', () => [comment, approval]));
    await renderWithProviders(<CustomerActivity customerId="c1" />, { user: sessionUser('admin') });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Clara Client on Startseite');
    expect(items[0]).toHaveTextContent('Sieht gut aus');
    expect(items[0]).toHaveTextContent('5 min ago');
    expect(items[1]).toHaveTextContent('Unknown approved on Website-Relaunch');
  });

  it('says when there is no activity yet', async () => {
    apiServer.use(apiRoute.get('/client-companies/c1/activity', () => []));
    await renderWithProviders(<CustomerActivity customerId="c1" />, { user: sessionUser('admin') });
    expect(await screen.findByText('No client-visible comments or approvals yet.')).toBeInTheDocument();
  });

  it('shows the load error, and Retry reads the activity again', async () => {
    apiServer.use(
      apiRoute.get('/client-companies/c1/activity', () => apiError(500, 'INTERNAL_ERROR', { message: 'Failed' })),
    );
    await renderWithProviders(<CustomerActivity customerId="c1" />, { user: sessionUser('admin') });
    expect(await screen.findByText('Error loading the activity.')).toBeInTheDocument();
    apiServer.use(apiRoute.get('/client-companies/c1/activity', () => [comment]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sieht gut aus')).toBeInTheDocument();
  });
});
