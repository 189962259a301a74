import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskView } from '@taskflow/contracts';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { task } from '../../../testing/board-fixtures';
import type { GatedQuery } from '../../common/components/QueryGate';
import { ProjectTaskList } from './ProjectTaskList';

const loaded = (data: TaskView[]): GatedQuery<TaskView[]> => ({
  data,
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: jest.fn(),
});

describe('ProjectTaskList', () => {
  it('lists the tasks by due date with their status, marks client-visible ones for the team, and opens one', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    const tasks = [
      task('t1', { title: 'Later', dueDate: '2026-05-01' }),
      task('t2', { title: 'Sooner', dueDate: '2026-04-01', status: 'review', isClientVisible: true }),
    ];
    await renderWithProviders(<ProjectTaskList query={loaded(tasks)} isClient={false} onOpen={onOpen} />);
    const section = screen.getByRole('region', { name: 'Tasks · 2' });
    const rows = within(section).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual(['SoonerReview', 'LaterTo do']);
    expect(within(rows[0]).getByLabelText('Visible to client')).toBeInTheDocument();
    await user.click(rows[1]);
    expect(onOpen).toHaveBeenCalledWith('t1');
  });

  it('shows a client no visibility marks, and says when there are no tasks', async () => {
    const { unmount } = await renderWithProviders(
      <ProjectTaskList query={loaded([task('t2', { isClientVisible: true })])} isClient onOpen={jest.fn()} />,
    );
    expect(screen.queryByLabelText('Visible to client')).not.toBeInTheDocument();
    unmount();
    await renderWithProviders(<ProjectTaskList query={loaded([])} isClient={false} onOpen={jest.fn()} />);
    expect(screen.getByText('This project has no tasks yet.')).toBeInTheDocument();
  });

  it('shows the load error with a retry', async () => {
    const user = userEvent.setup();
    const failed = { ...loaded([]), data: undefined, isError: true };
    await renderWithProviders(<ProjectTaskList query={failed} isClient={false} onOpen={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalled();
  });
});
