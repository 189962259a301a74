import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveBoard } from '../../../testing/board-api';
import { TaskModal } from './TaskModal';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const FOLLOW_PATH = '/notifications/task-follows/t1';

function serveFollow(initially: boolean) {
  let following = initially;
  apiServer.use(apiRoute.get(FOLLOW_PATH, () => ({ taskId: 't1', following })));
  apiServer.use(
    apiRoute.put(FOLLOW_PATH, () => {
      following = true;
      return { taskId: 't1', following };
    }),
  );
  apiServer.use(
    apiRoute.delete(FOLLOW_PATH, () => {
      following = false;
      return { taskId: 't1', following };
    }),
  );
}

const renderModal = (kind: 'admin' | 'team' | 'client', language = 'en') =>
  renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser(kind), language });

describe('FollowTaskButton in the task modal', () => {
  it('lets a team user follow a task and unfollow it again', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' })] });
    serveFollow(false);
    await renderModal('team');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    const follow = await within(dialog).findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await user.click(follow);

    const unfollow = await within(dialog).findByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('You follow this task: its comments and completion come by mail.')).toBeVisible();
    await user.click(unfollow);
    expect(await within(dialog).findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(sentRequests('PUT', FOLLOW_PATH)).toHaveLength(1);
    expect(sentRequests('DELETE', FOLLOW_PATH)).toHaveLength(1);
  });

  it('keeps the state and says so when the change fails', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' })] });
    serveFollow(true);
    apiServer.use(apiRoute.delete(FOLLOW_PATH, () => apiError(500, 'INTERNAL_ERROR', { message: 'boom' })));
    await renderModal('admin', 'de');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });

    await user.click(await within(dialog).findByRole('button', { name: 'Nicht mehr folgen' }));

    expect(
      await screen.findByText('Folgen konnte nicht geändert werden. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Nicht mehr folgen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers clients no follow button and asks nothing', async () => {
    serveBoard({ tasks: [task('t1', { title: 'Fix login', isClientVisible: true })] });
    serveFollow(false);
    await renderModal('client');
    await screen.findByRole('dialog', { name: 'Fix login' });
    await waitFor(() => expect(sentRequests('GET', /\/tasks\/t1$/).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    expect(sentRequests('GET', FOLLOW_PATH)).toEqual([]);
  });
});
