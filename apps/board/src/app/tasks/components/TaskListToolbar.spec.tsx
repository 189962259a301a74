import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { NO_FILTERS, UNASSIGNED } from '../utils/task-list';
import { TaskListToolbar, type TaskListToolbarProps } from './TaskListToolbar';

async function renderToolbar(changes: Partial<TaskListToolbarProps> = {}, language = 'en') {
  const props: TaskListToolbarProps = {
    filters: NO_FILTERS,
    onFilter: jest.fn(),
    grouping: 'none',
    onGrouping: jest.fn(),
    mode: 'focus',
    onMode: jest.fn(),
    assignees: [{ id: 'u1', firstName: 'Tom', lastName: 'Team', email: 'tom@example.com', userType: 'team' }],
    isClient: false,
    collapsed: false,
    ...changes,
  };
  await renderWithProviders(<TaskListToolbar {...props} />, { language });
  return props;
}

describe('TaskListToolbar', () => {
  it('offers search, kind, status, priority, assignee (with "Unassigned"), checklist, grouping and the two modes', async () => {
    const props = await renderToolbar();
    const toolbar = screen.getByRole('group', { name: 'Search, filter and group tasks' });
    expect(within(toolbar).getByRole('searchbox', { name: 'Search tasks' })).toBeInTheDocument();
    expect(within(toolbar).getAllByRole('combobox')).toHaveLength(6);

    await userEvent.selectOptions(within(toolbar).getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    expect(props.onFilter).toHaveBeenCalledWith('assignee', UNASSIGNED);
    await userEvent.selectOptions(within(toolbar).getByRole('combobox', { name: 'Status' }), 'In progress');
    expect(props.onFilter).toHaveBeenCalledWith('status', 'in_progress');
    await userEvent.selectOptions(within(toolbar).getByRole('combobox', { name: 'Checklist' }), 'Checklist incomplete');
    expect(props.onFilter).toHaveBeenCalledWith('checklist', 'incomplete');

    expect(within(toolbar).getByRole('button', { name: 'Focus' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toolbar).getByRole('button', { name: 'All tasks' }));
    expect(props.onMode).toHaveBeenCalledWith('all');
  });

  it('gives a client neither the kind nor the assignee filter', async () => {
    await renderToolbar({ isClient: true });
    const toolbar = screen.getByRole('group', { name: 'Search, filter and group tasks' });
    expect(within(toolbar).queryByRole('combobox', { name: 'Assignee' })).not.toBeInTheDocument();
    expect(within(toolbar).getAllByRole('combobox')).toHaveLength(4);
  });

  it('speaks German', async () => {
    await renderToolbar({}, 'de');
    expect(screen.getByRole('button', { name: 'Alle Aufgaben' })).toBeInTheDocument();
  });
});
