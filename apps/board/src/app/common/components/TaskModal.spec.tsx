import type { CreateTaskRequest, TaskView } from '@taskflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveBoard, serveNothing } from '../../../testing/board-api';
import { AddTaskModal } from './AddTaskModal';
import { TaskModal } from './TaskModal';
import { apiRoute, apiServer, sentRequests } from '@taskflow/testing';

const renderModal = (kind: 'admin' | 'team' | 'client') =>
  renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser(kind) });

describe('TaskModal', () => {
  it('shows the task in view mode; edit mode saves only the changes, cancel restores the originals', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login', description: 'Users cannot sign in' })] });
    apiServer.use(
      apiRoute.put('/tasks/t1', ({ body }) =>
        task('t1', { title: 'Fix login', description: 'Users cannot sign in', ...(body as object) }),
      ),
    );
    await renderModal('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    expect(within(dialog).getByText('Users cannot sign in')).toBeInTheDocument();
    expect(screen.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view');

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(dialog).getByText('Users cannot sign in')).toBeInTheDocument();
    expect(sentRequests('PUT', /\/tasks\/t1/)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Fix login');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'urgent');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'bugFix');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view'));
    expect(sentRequests('PUT', /\/tasks\/t1/).map((request) => request.body)).toEqual([
      { priority: 'urgent', category: 'bugFix' },
    ]);
    expect(await screen.findByText('Task saved')).toBeInTheDocument();
  });

  it('keeps the focus inside when its content changes, so Escape still closes it', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' })] });
    const onClose = jest.fn();
    await renderWithProviders(<TaskModal taskId="t1" onClose={onClose} />, { user: sessionUser('admin') });
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('applies the status select at once', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login' })] });
    apiServer.use(apiRoute.patch('/tasks/t1/status', () => task('t1', { title: 'Fix login', status: 'review' })));
    await renderModal('admin');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'Review' }));
    await waitFor(() =>
      expect(sentRequests('PATCH', /\/tasks\/t1\/status/).map((request) => request.body)).toEqual([
        { status: 'review' },
      ]),
    );
    await waitFor(() => expect(status).toHaveTextContent('Review'));
  });

  it('sends one status change per choice committed by keyboard, none for the choices passed on the way', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login', status: 'review' })] });
    apiServer.use(apiRoute.patch('/tasks/t1/status', () => task('t1', { title: 'Fix login', status: 'todo' })));
    await renderModal('admin');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    status.focus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(sentRequests('PATCH', /\/tasks\/t1\/status/)).toEqual([]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent('To do'));
    expect(sentRequests('PATCH', /\/tasks\/t1\/status/).map((request) => request.body)).toEqual([{ status: 'todo' }]);
    expect(status).toHaveFocus();
  });

  it('deletes after the confirmation, only with canDeleteTasks', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Old task' })], teamPermissions: { canDeleteTasks: false } });
    const team = await renderModal('team');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    team.unmount();

    serveNothing();
    serveBoard({ tasks: [task('t1', { title: 'Old task' })] });
    apiServer.use(apiRoute.delete('/tasks/t1', () => undefined));
    await renderModal('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Delete task Old task?' });
    expect(sentRequests('DELETE', /\/tasks\/t1/)).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(sentRequests('DELETE', /\/tasks\/t1/)).toHaveLength(1));
  });

  it('shows a team member without canEditTasks and a client no edit controls; the client may approve', async () => {
    const user = userEvent.setup();
    const pending = task('t1', {
      title: 'Logo',
      isClientVisible: true,
      requiresClientApproval: true,
      clientApprovalStatus: 'pending',
    });
    serveBoard({ tasks: [pending], teamPermissions: { canEditTasks: false } });
    const team = await renderModal('team');
    await screen.findByRole('dialog', { name: 'Logo' });
    await waitFor(() => expect(sentRequests('GET', /^\/team-permissions$/)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    team.unmount();

    serveNothing();
    serveBoard({ tasks: [pending] });
    apiServer.use(apiRoute.post('/tasks/t1/approval', () => ({ ...pending, clientApprovalStatus: 'approved' })));
    await renderModal('client');
    expect(await screen.findByTestId('approval-status')).toHaveTextContent('Approval pending');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Comment (optional)'), 'Looks good');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(sentRequests('POST', /\/tasks\/t1\/approval$/).map((request) => request.body)).toEqual([
        { status: 'approved', comment: 'Looks good' },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('approval-status')).toHaveTextContent('Approved'));
  });
});

describe('AddTaskModal', () => {
  it('sends nothing while a field has an error, shows translated errors per field, then creates the task', async () => {
    const user = userEvent.setup();
    serveBoard({ clientVisibilityDefault: true });
    apiServer.use(apiRoute.post<CreateTaskRequest, TaskView>('/tasks', ({ body }) => task('t-new', body)));
    const onClose = jest.fn();
    await renderWithProviders(<AddTaskModal open onClose={onClose} projects={[]} defaultProjectId="p1" />, {
      user: sessionUser('team'),
      language: 'de',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Für den Kunden sichtbar' })).toBeChecked());
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe erstellen' }));
    expect(within(dialog).getByText('Bitte geben Sie einen Titel ein.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte wählen Sie eine Kategorie.')).toBeInTheDocument();
    expect(within(dialog).getByText('Bitte wählen Sie, wer die Aufgabe bearbeitet.')).toBeInTheDocument();
    expect(sentRequests('POST', /^\/tasks$/)).toEqual([]);
    expect(within(dialog).getByLabelText('Titel')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('Titel'), 'Logo');
    await user.type(within(dialog).getByLabelText('Beschreibung'), 'Finales Logo');
    await user.click(within(dialog).getByRole('button', { name: 'Mir zuweisen' }));
    // The button is gone once the task is the user's; the focus is on the field it filled, not lost.
    expect(within(dialog).queryByRole('button', { name: 'Mir zuweisen' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Zugewiesen an' })).toHaveFocus();
    await user.selectOptions(within(dialog).getByLabelText('Kategorie'), 'design');
    await user.type(within(dialog).getByLabelText('Geschätzte Stunden'), '2,3');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe erstellen' }));
    expect(within(dialog).getByText('Geben Sie 0 oder mehr Stunden in Schritten von 0,5 ein.')).toBeInTheDocument();
    expect(sentRequests('POST', /^\/tasks$/)).toEqual([]);
    expect(within(dialog).getByLabelText('Geschätzte Stunden')).toHaveFocus();

    const hours = within(dialog).getByLabelText('Geschätzte Stunden');
    await user.clear(hours);
    await user.type(hours, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Aufgabe erstellen' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentRequests('POST', /^\/tasks$/).map((request) => request.body)).toEqual([
      expect.objectContaining({
        title: 'Logo',
        description: 'Finales Logo',
        projectId: 'p1',
        assignedToId: 'u-team',
        category: 'design',
        estimatedTime: 2.5,
        isClientVisible: true,
        tags: '[]',
      }),
    ]);
  });
});
