import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { sessionUser, task } from '../../../../testing/board-fixtures';
import { serveBoard } from '../../../../testing/board-api';
import { TaskModal } from '../../components/TaskModal';

const repeating = () =>
  task('t1', { title: 'Wartung', dueDate: '2027-01-31', recurrence: { seriesId: 's1', rule: 'RRULE:FREQ=MONTHLY' } });

const renderModal = () =>
  renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser('admin'), language: 'en' });

describe('"This task or this and future ones" for a repeating task', () => {
  it('asks on saving an edit and sends it for the following ones when chosen', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [repeating()] });
    apiServer.use(
      apiRoute.put('/tasks/t1/recurrence/following', ({ body }) => ({ ...repeating(), ...(body as object) })),
    );
    await renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Wartung' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Monthly care');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('alertdialog', { name: 'Save changes to Wartung?' });
    expect(within(question).getByRole('radio', { name: 'This task' })).toBeChecked();
    await user.click(within(question).getByRole('radio', { name: 'This and future ones' }));
    await user.click(within(question).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(sentRequests('PUT', '/tasks/t1/recurrence/following').map((request) => request.body)).toEqual([
        { title: 'Monthly care' },
      ]),
    );
    expect(sentRequests('PUT', '/tasks/t1')).toEqual([]);
  });

  it('asks on deleting, "this task" first: deletes only this one unless the following ones are chosen', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [repeating()] });
    apiServer.use(apiRoute.delete('/tasks/t1/recurrence/following', () => undefined));
    await renderModal();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete task Wartung?' });
    await user.click(within(confirmation).getByRole('radio', { name: 'This and future ones' }));
    await user.click(within(confirmation).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(sentRequests('DELETE', '/tasks/t1/recurrence/following')).toHaveLength(1));
    expect(sentRequests('DELETE', '/tasks/t1')).toEqual([]);
  });
});
