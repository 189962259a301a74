import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { checklistItem, serveChecklists } from '../../../testing/checklist-api';
import { TaskModal } from '../../common/components/TaskModal';
import '../../task-modal-sections';

const ITEMS = [
  checklistItem('i1', 'Draft copy', true),
  checklistItem('i2', 'Pick photos'),
  checklistItem('i3', 'Publish'),
];

async function openTask(
  kind: 'admin' | 'team' | 'client' = 'admin',
  { items = ITEMS, language = 'en', canEditTasks = true } = {},
) {
  serveBoard({ tasks: [task('t1', { title: 'Homepage', isClientVisible: true })], teamPermissions: { canEditTasks } });
  const store = serveChecklists({ t1: items });
  await renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser(kind), language });
  const section = await screen.findByTestId('task-checklist');
  return { store, section };
}

const titles = (section: HTMLElement) =>
  within(section)
    .queryAllByTestId('checklist-item')
    .map((row) => row.textContent?.replace(/[☑☐⠿↑↓✎↗×]/g, '').trim());

describe('TaskChecklist in the task modal', () => {
  it('shows the progress, and ticks an item at once, saved to the API', async () => {
    const user = userEvent.setup();
    const { store, section } = await openTask();
    expect(await within(section).findByText('1 of 3 done')).toBeVisible();
    expect(within(section).getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 done',
    );

    const pickPhotos = within(section).getByRole('checkbox', { name: 'Pick photos' });
    pickPhotos.focus();
    await user.keyboard(' ');

    expect(pickPhotos).toBeChecked();
    expect(pickPhotos).toHaveFocus();
    expect(within(section).getByText('2 of 3 done')).toBeVisible();
    await waitFor(() => expect(store['t1'][1].done).toBe(true));
    expect(sentRequests('PATCH', '/tasks/t1/checklist/i2').map((request) => request.body)).toEqual([{ done: true }]);
  });

  it('puts a tick back and says so in German when saving fails', async () => {
    const user = userEvent.setup();
    const { section } = await openTask('admin', { language: 'de' });
    apiServer.use(apiRoute.patch('/tasks/t1/checklist/:itemId', () => apiError(500, 'INTERNAL_ERROR')));

    await user.click(await within(section).findByRole('checkbox', { name: 'Pick photos' }));

    expect(
      await screen.findByText('Die Checkliste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Pick photos' })).not.toBeChecked());
    expect(within(section).getByText('1 von 3 erledigt')).toBeVisible();
  });

  it('adds items with Enter and keeps the field focused for the next; an empty title is explained', async () => {
    const user = userEvent.setup();
    const { store, section } = await openTask('admin', { items: [] });
    expect(await within(section).findByText('No checklist yet')).toBeVisible();
    const field = within(section).getByRole('textbox', { name: 'New checklist item' });

    await user.click(field);
    await user.keyboard('Book venue{Enter}');
    expect(await within(section).findByRole('checkbox', { name: 'Book venue' })).not.toBeChecked();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.keyboard('Send invites{Enter}');
    expect(await within(section).findByRole('checkbox', { name: 'Send invites' })).toBeInTheDocument();
    expect(within(section).getByText('0 of 2 done')).toBeVisible();
    expect(store['t1'].map((item) => item.title)).toEqual(['Book venue', 'Send invites']);

    await user.keyboard('   {Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Enter a title.');
    expect(field).toHaveAccessibleDescription('Enter a title.');
    expect(sentRequests('POST', '/tasks/t1/checklist')).toHaveLength(2);
  });

  it('says when the list is full', async () => {
    const user = userEvent.setup();
    const { section } = await openTask('admin', { items: [] });
    apiServer.use(apiRoute.post('/tasks/t1/checklist', () => apiError(409, 'CHECKLIST_FULL')));
    await user.type(await within(section).findByRole('textbox', { name: 'New checklist item' }), 'One more{Enter}');
    expect(await within(section).findByRole('alert')).toHaveTextContent('A checklist holds at most 100 items.');
  });

  it('renames in place: Enter saves, Escape cancels, and focus returns to the item', async () => {
    const user = userEvent.setup();
    const { store, section } = await openTask();

    await user.click(await within(section).findByRole('button', { name: 'Rename Publish' }));
    const field = within(section).getByRole('textbox', { name: 'New title of Publish' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.keyboard('Publish on Friday{Enter}');
    const renamed = await within(section).findByRole('checkbox', { name: 'Publish on Friday' });
    await waitFor(() => expect(renamed).toHaveFocus());
    expect(store['t1'][2].title).toBe('Publish on Friday');

    await user.click(within(section).getByRole('button', { name: 'Rename Draft copy' }));
    await user.keyboard('{Control>}a{/Control}Something else{Escape}');
    const kept = within(section).getByRole('checkbox', { name: 'Draft copy' });
    await waitFor(() => expect(kept).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Homepage' })).toBeInTheDocument();
    expect(sentRequests('PATCH', '/tasks/t1/checklist/i1')).toEqual([]);
  });

  it('deletes an item and moves focus to the next one, or to the add field after the last', async () => {
    const user = userEvent.setup();
    const { store, section } = await openTask();

    await user.click(await within(section).findByRole('button', { name: 'Delete Pick photos' }));
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Publish' })).toHaveFocus());
    expect(titles(section)).toEqual(['Draft copy', 'Publish']);

    await user.click(within(section).getByRole('button', { name: 'Delete Publish' }));
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'New checklist item' })).toHaveFocus());
    await waitFor(() => expect(store['t1'].map((item) => item.id)).toEqual(['i1']));
    expect(within(section).getByText('1 of 1 done')).toBeVisible();
  });

  it('reorders by keyboard: Alt+Arrow keys and the move buttons keep focus on the moved item and announce it', async () => {
    const user = userEvent.setup();
    const { store, section } = await openTask();

    const draft = await within(section).findByRole('checkbox', { name: 'Draft copy' });
    draft.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(titles(section)).toEqual(['Pick photos', 'Draft copy', 'Publish']);
    await waitFor(() => expect(within(section).getByRole('checkbox', { name: 'Draft copy' })).toHaveFocus());
    expect(await screen.findByText('Draft copy moved to position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(store['t1'].map((item) => item.id)).toEqual(['i2', 'i1', 'i3']));

    await user.click(within(section).getByRole('button', { name: 'Move Publish up' }));
    await waitFor(() => expect(titles(section)).toEqual(['Pick photos', 'Publish', 'Draft copy']));
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Move Publish up' })).toHaveFocus());
    await waitFor(() => expect(store['t1'].map((item) => item.id)).toEqual(['i2', 'i3', 'i1']));
    expect(sentRequests('PUT', '/tasks/t1/checklist/order').map((request) => request.body)).toEqual([
      { itemIds: ['i2', 'i1', 'i3'] },
      { itemIds: ['i2', 'i3', 'i1'] },
    ]);
    // The top item cannot move up.
    expect(within(section).getByRole('button', { name: 'Move Pick photos up' })).toBeDisabled();
  });

  it('makes an item a task and names it in a toast', async () => {
    const user = userEvent.setup();
    const { section } = await openTask();
    apiServer.use(apiRoute.post('/tasks/t1/checklist/i3/convert', () => task('t9', { title: 'Publish' })));

    await user.click(await within(section).findByRole('button', { name: 'Make Publish a task' }));

    expect(await screen.findByText('New task created: Publish')).toBeVisible();
    await waitFor(() => expect(titles(section)).toEqual(['Draft copy', 'Pick photos']));
    expect(sentRequests('POST', '/tasks/t1/checklist/i3/convert').map((request) => request.body)).toEqual([
      { language: 'en' },
    ]);
  });

  it('shows a client the list read-only, without any control', async () => {
    const { section } = await openTask('client');
    expect(await within(section).findByText('1 of 3 done')).toBeVisible();
    expect(titles(section)).toEqual(['Draft copy (done)', 'Pick photos', 'Publish']);
    expect(within(section).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a member without canEditTasks the list read-only, and a short text when it is empty', async () => {
    const { section } = await openTask('team', { items: [], canEditTasks: false });
    expect(await within(section).findByText('This task has no checklist.')).toBeVisible();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('offers Retry when the checklist cannot be read', async () => {
    const user = userEvent.setup();
    serveBoard({ tasks: [task('t1', { title: 'Homepage' })] });
    let fail = true;
    apiServer.use(apiRoute.get('/tasks/t1/checklist', () => (fail ? apiError(500, 'INTERNAL_ERROR') : [ITEMS[0]])));
    await renderWithProviders(<TaskModal taskId="t1" onClose={jest.fn()} />, { user: sessionUser('admin') });
    const section = await screen.findByTestId('task-checklist');
    expect(await within(section).findByText('The checklist could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('checkbox', { name: 'Draft copy' })).toBeChecked();
  });
});
