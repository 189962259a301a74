import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSort } from '../../hooks/useSort';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { DataList, type DataColumn } from './DataList';

interface Project {
  id: string;
  name: string;
  tasks: number;
}

const projects: Project[] = [
  { id: 'b', name: 'Brand book', tasks: 12 },
  { id: 'a', name: 'App', tasks: 3 },
  { id: 'c', name: 'Campaign', tasks: 7 },
];

const columns: DataColumn<Project, 'name' | 'tasks'>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name, sortKey: 'name', primary: true },
  { key: 'tasks', header: 'Tasks', cell: (p) => p.tasks, sortKey: 'tasks', align: 'end' },
  { key: 'actions', header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> },
];

function ProjectTable({ onOpen }: { onOpen?: (project: Project) => void }) {
  const { sorted, sort, toggleSort } = useSort(projects, { name: (p) => p.name, tasks: (p) => p.tasks });
  return (
    <DataList
      caption="Projects"
      columns={columns}
      rows={sorted}
      getRowKey={(p) => p.id}
      sort={sort}
      onSortChange={toggleSort}
      onRowClick={onOpen}
      rowLabel={(p) => p.name}
    />
  );
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('DataList', () => {
  it('is a table named by its caption, with column headers', () => {
    renderWithTheme(<ProjectTable />);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Tasks', 'Actions']);
    expect(rowNames()).toEqual(['Brand book', 'App', 'Campaign']);
  });

  it('sorts with header buttons and says so with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectTable />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    const tasksHeader = screen.getByRole('columnheader', { name: 'Tasks' });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames()).toEqual(['App', 'Brand book', 'Campaign']);

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Campaign', 'Brand book', 'App']);

    await user.click(within(tasksHeader).getByRole('button', { name: 'Tasks' }));
    expect(tasksHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(rowNames()).toEqual(['App', 'Campaign', 'Brand book']);
  });

  it('reaches the sort buttons by Tab and sorts with Enter and Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectTable />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual(['App', 'Brand book', 'Campaign']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tasks' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Tasks' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('opens a row on click and on Enter, but not when a control inside is used', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderWithTheme(<ProjectTable onOpen={onOpen} />);
    const row = screen.getByRole('row', { name: 'App' });
    await user.click(within(row).getAllByRole('cell')[1]);
    expect(onOpen).toHaveBeenLastCalledWith(projects[1]);

    await user.click(within(row).getByRole('button', { name: 'Edit App' }));
    expect(onOpen).toHaveBeenCalledTimes(1);

    row.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    within(row).getByRole('button', { name: 'Edit App' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('rows are focusable in order only when they open something', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<ProjectTable />);
    expect(screen.getByRole('row', { name: /App/ })).not.toHaveAttribute('tabindex');
    rerender(<ProjectTable onOpen={() => undefined} />);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('row', { name: 'Brand book' })).toHaveFocus();
  });

  it('labels each cell with its column for the phone cards', () => {
    renderWithTheme(<ProjectTable />);
    expect(screen.getByText('12').closest('td')).toHaveAttribute('data-label', 'Tasks');
  });
});
