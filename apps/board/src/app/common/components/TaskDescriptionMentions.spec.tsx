import type { CreateTaskRequest, TaskView } from '@taskflow/contracts';
import { mentionToken } from '@taskflow/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveBoard } from '../../../testing/board-api';
import { AddTaskModal } from './AddTaskModal';
import { TaskModal } from './TaskModal';

// Mentions in a task's description (docs/mentions-and-formatting.md): the add-task form and the task modal's edit form
// offer on `@` whoever will see the task as the form stands (the API lists them: GET /mentions/candidates with
// projectId, field=description, clientVisible and assignedToId), and a mention refused by the API shows on the field.
const candidateQueries = () =>
  sentRequests('GET', '/mentions/candidates')
    .map((request) => request.query)
    .filter((query) => query.get('field') === 'description');
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.firstElementChild?.textContent);

describe('mentions in the task description', () => {
  it('offers the agency for an internal task and the client once it is client-visible; arrow and Enter choose', async () => {
    const user = userEvent.setup();
    serveBoard();
    apiServer.use(apiRoute.post<CreateTaskRequest, TaskView>('/tasks', ({ body }) => task('t-new', body)));
    const onClose = jest.fn();
    await renderWithProviders(<AddTaskModal open onClose={onClose} projects={[]} defaultProjectId="p1" />, {
      user: sessionUser('admin'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });

    await user.type(description, 'Ask @');
    const list = await within(dialog).findByRole('listbox', { name: 'People to mention' });
    expect(optionNames(list)).toEqual(['Anna Admin', 'Tom Team']);
    expect(candidateQueries().at(-1)?.get('projectId')).toBe('p1');
    expect(candidateQueries().at(-1)?.get('clientVisible')).toBe('false');

    // Client-visible: the client's contact reads it too, and is offered.
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('switch', { name: 'Visible to the client' }));
    await waitFor(() => expect(candidateQueries().at(-1)?.get('clientVisible')).toBe('true'));
    await user.click(description);
    await user.type(description, 'T');
    await user.keyboard('{Backspace}');
    const wider = await within(dialog).findByRole('listbox', { name: 'People to mention' });
    expect(optionNames(wider)).toEqual(['Anna Admin', 'Tom Team', 'Clara Client']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(description).toHaveValue(`Ask ${mentionToken('u-client', 'Clara Client')} `);
    expect(description).toHaveFocus();
    // Enter chose the person; it did not send the form.
    expect(sentRequests('POST', /^\/tasks$/)).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('in the edit form: the chosen mention is saved in the description; a refused one shows on the field', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Fix login', description: 'Users cannot sign in' })] });
    let refuse = true;
    apiServer.use(
      apiRoute.put('/tasks/t1', ({ body }) =>
        refuse
          ? apiError(400, 'VALIDATION_FAILED', {
              fieldErrors: {
                description: [{ code: 'MENTION_OUTSIDE_AUDIENCE', message: 'mentions only people who may read this' }],
              },
            })
          : task('t1', { title: 'Fix login', ...(body as object) }),
      ),
    );
    await renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser('admin') });
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const description = within(dialog).getByRole('textbox', { name: /^Description/ });
    await user.click(description);
    await user.keyboard('{End} cc @to');
    const list = await within(dialog).findByRole('listbox', { name: 'People to mention' });
    expect(optionNames(list)).toEqual(['Tom Team']);
    await user.keyboard('{Enter}');
    const written = `Users cannot sign in cc ${mentionToken('u-team', 'Tom Team')} `;
    expect(description).toHaveValue(written);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Mention only people who may see this task.')).toBeInTheDocument();
    expect(description).toHaveValue(written);

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('task-modal')).toHaveAttribute('data-mode', 'view'));
    expect(sentRequests('PUT', /\/tasks\/t1/).at(-1)?.body).toEqual({ description: written.trim() });
  });
});
