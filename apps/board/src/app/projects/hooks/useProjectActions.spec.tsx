import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { project, sessionUser } from '../../../testing/board-fixtures';
import { useProjectActions } from './useProjectActions';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const detail = project('p1', 'Website-Relaunch');

function Actions() {
  const actions = useProjectActions(3);
  return (
    <>
      <button type="button" onClick={() => actions.remove(detail)}>
        remove
      </button>
      <button type="button" onClick={() => actions.complete(detail)}>
        complete
      </button>
    </>
  );
}

const renderActions = () =>
  renderWithProviders(<Actions />, { user: sessionUser('admin'), route: '/dashboard/projects/p1' });

describe('useProjectActions', () => {
  it('deletes after a confirmation naming the project and its tasks, then goes to the project list', async () => {
    const user = userEvent.setup();
    apiServer.use(apiRoute.delete('/projects/p1', () => undefined));
    await renderActions();
    await user.click(screen.getByRole('button', { name: 'remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project Website-Relaunch?' });
    expect(dialog).toHaveTextContent('3 tasks');
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByText('Project Website-Relaunch deleted')).toBeInTheDocument();
    expect(sentRequests('DELETE', /^\/projects\/p1$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/projects$/));
  });

  it('sends nothing when the deletion is cancelled, and stays on the page', async () => {
    const user = userEvent.setup();
    await renderActions();
    await user.click(screen.getByRole('button', { name: 'remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentRequests('DELETE', /projects/)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/projects/p1');
  });

  it('completes after its confirmation; a failure stays in the dialog', async () => {
    const user = userEvent.setup();
    apiServer.use(
      apiRoute.post('/projects/p1/complete', () =>
        apiError(500, 'INTERNAL_ERROR', { message: 'Internal server error' }),
      ),
    );
    await renderActions();
    await user.click(screen.getByRole('button', { name: 'complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Website-Relaunch as complete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(await within(dialog).findByText('Error completing project. Please try again.')).toBeInTheDocument();

    apiServer.use(apiRoute.post('/projects/p1/complete', () => ({ ...detail, status: 'completed' })));
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete' }));
    expect(await screen.findByText('Project Website-Relaunch is complete')).toBeInTheDocument();
  });
});
