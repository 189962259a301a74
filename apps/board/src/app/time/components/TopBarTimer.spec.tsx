import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { TaskModal } from '../../common/components/TaskModal';
import { runningTimer, serveTime } from '../../../testing/time-api';
import { TopBarTimer } from './TopBarTimer';

const renderWithTopBar = (kind: 'admin' | 'team' | 'client', language = 'en') =>
  renderWithProviders(
    <>
      <TopBarTimer />
      <TaskModal taskId="t1" onClose={jest.fn()} />
    </>,
    { user: sessionUser(kind), language },
  );

describe('the timer', () => {
  beforeEach(() => serveBoard({ tasks: [task('t1', { title: 'Fix login' }), task('t2', { title: 'Hero banner' })] }));

  it('starts from the task modal, runs in the top bar with the task, and stops there into an entry', async () => {
    const user = userEvent.setup();
    const server = serveTime();
    await renderWithTopBar('admin');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });

    await user.click(await within(dialog).findByRole('button', { name: 'Start timer for Fix login' }));

    const topBar = await screen.findByRole('group', { name: 'Running timer' });
    expect(within(topBar).getByText('Timer running on Fix login')).toBeInTheDocument();
    expect(within(topBar).getByText(/^\d+:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Stop timer for Fix login' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByText('Timer started on Fix login.')).toBeInTheDocument();
    expect(sentRequests('POST', '/time/timer')[0]?.body).toMatchObject({ taskId: 't1', projectId: 'p1' });

    await user.click(within(topBar).getByRole('button', { name: 'Stop timer' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Running timer' })).not.toBeInTheDocument());
    expect(await screen.findByText('Timer on Fix login stopped; its time is saved.')).toBeInTheDocument();
    expect(server.entries).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Start timer for Fix login' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the timer running since before a reload, and starting another stops it, saying so', async () => {
    const user = userEvent.setup();
    const server = serveTime({ timer: runningTimer('t2', new Date(Date.now() - 30 * 60_000).toISOString()) });
    await renderWithTopBar('team');
    const topBar = await screen.findByRole('group', { name: 'Running timer' });
    expect(within(topBar).getByText('Timer running on Hero banner')).toBeInTheDocument();
    expect(within(topBar).getByText(/^0:(29|30):\d{2}$/)).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    await user.click(await within(dialog).findByRole('button', { name: 'Start timer for Fix login' }));

    expect(
      await screen.findByText('Timer on Hero banner stopped and its time saved; timer started on Fix login.'),
    ).toBeInTheDocument();
    expect(within(topBar).getByText('Timer running on Fix login')).toBeInTheDocument();
    expect(server.entries.map((entry) => entry.taskId)).toEqual(['t2']);
  });

  it('asks to confirm the length of a timer that ran over 12 hours, in German, and saves the corrected hours', async () => {
    const user = userEvent.setup();
    const server = serveTime({ timer: runningTimer('t1', new Date(Date.now() - 13 * 60 * 60_000).toISOString()) });
    await renderWithTopBar('admin', 'de');
    const topBar = await screen.findByRole('group', { name: 'Laufender Timer' });

    await user.click(within(topBar).getByRole('button', { name: 'Timer stoppen' }));

    const confirm = await screen.findByRole('dialog', { name: 'Dauer des Timers bestätigen' });
    const hours = within(confirm).getByRole('textbox', { name: 'Stunden' });
    expect(hours).toHaveValue('13');
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.click(within(confirm).getByRole('button', { name: 'Zeit speichern' }));
    expect(await within(confirm).findByText('Geben Sie Stunden wie 1,5 oder 1:30 ein.')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '1,5');
    await user.click(within(confirm).getByRole('button', { name: 'Zeit speichern' }));

    await waitFor(() => expect(screen.queryByRole('group', { name: 'Laufender Timer' })).not.toBeInTheDocument());
    expect(sentRequests('POST', '/time/timer/stop').map((request) => request.body)).toEqual([{}, { minutes: 90 }]);
    expect(server.entries[0]?.minutes).toBe(90);
  });

  it('is not offered to a client, who never asks for a timer', async () => {
    serveTime();
    await renderWithTopBar('client');
    const dialog = await screen.findByRole('dialog', { name: 'Fix login' });
    expect(within(dialog).queryByRole('button', { name: /timer/i })).not.toBeInTheDocument();
    expect(sentRequests('GET', '/time/timer')).toHaveLength(0);
  });
});
