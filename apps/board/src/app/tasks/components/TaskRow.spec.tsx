import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { sentRequests } from '@taskflow/testing';
import { serveBoard } from '../../../testing/board-api';
import { sessionUser, task } from '../../../testing/board-fixtures';
import { serveTime } from '../../../testing/time-api';
import { TaskRow } from './TaskRow';

const renderRow = (kind: 'team' | 'client', onDetails = jest.fn()) =>
  renderWithProviders(
    <TaskRow
      task={task('t1', { title: 'Fix login' })}
      clientName="Müller Bau GmbH"
      now={new Date(2026, 2, 10)}
      isClient={kind === 'client'}
      showScore={false}
      onDetails={onDetails}
      onComments={jest.fn()}
    />,
    { user: sessionUser(kind) },
  );

describe('TaskRow timer', () => {
  beforeEach(() => serveBoard());

  it('starts and stops a timer on the task from the task list', async () => {
    const user = userEvent.setup();
    const server = serveTime();
    const onDetails = jest.fn();
    await renderRow('team', onDetails);
    const row = screen.getByTestId('task-row');
    await user.click(await within(row).findByRole('button', { name: 'Start timer for Fix login' }));
    await user.click(await within(row).findByRole('button', { name: 'Stop timer for Fix login' }));
    expect(await within(row).findByRole('button', { name: 'Start timer for Fix login' })).toBeInTheDocument();
    expect(server.entries.map((entry) => entry.taskId)).toEqual(['t1']);
    expect(onDetails).not.toHaveBeenCalled();
  });

  it('offers a client no timer', async () => {
    serveTime();
    await renderRow('client');
    expect(screen.queryByRole('button', { name: /timer/i })).not.toBeInTheDocument();
    expect(sentRequests('GET', '/time/timer')).toHaveLength(0);
  });
});
