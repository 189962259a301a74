import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { ViewMode } from '@taskflow/ui';
import { ListSortField, ListToolbar } from './ListToolbar';

type SortKey = 'name' | 'projects';

function Sample({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [view, setView] = useState<ViewMode>('list');
  const [sort, setSort] = useState<SortKey>('name');
  return (
    <>
      <ListToolbar
        label="Filter and sort customers"
        search={{
          label: 'Search customers',
          placeholder: 'Name, contact',
          value: query,
          onChange: (next) => {
            setQuery(next);
            onSearch(next);
          },
        }}
        view={{ value: view, onChange: setView, label: 'View', listLabel: 'List', gridLabel: 'Grid' }}
      >
        <ListSortField
          label="Sort"
          value={sort}
          keys={['name', 'projects'] as const}
          keyLabel={(key) => (key === 'name' ? 'Name' : 'Projects')}
          onChange={setSort}
        />
      </ListToolbar>
      <output>{`${view} ${sort}`}</output>
    </>
  );
}

describe('ListToolbar', () => {
  it('holds, in reading order, the search, the filters and sort, and the list or grid toggle', async () => {
    await renderWithProviders(<Sample onSearch={jest.fn()} />);
    const toolbar = screen.getByRole('group', { name: 'Filter and sort customers' });
    const search = within(toolbar).getByRole('searchbox', { name: 'Search customers' });
    const sort = within(toolbar).getByRole('combobox', { name: 'Sort' });
    const view = within(toolbar).getByRole('group', { name: 'View' });
    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(search, sort) && follows(sort, view)).toBe(true);
    expect(search).toHaveAttribute('placeholder', 'Name, contact');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sort: Name', 'Sort: Projects']);
    expect(within(view).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('passes the typed search on, and switches the sort and the view', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    await renderWithProviders(<Sample onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Bau');
    expect(onSearch).toHaveBeenLastCalledWith('Bau');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Sort: Projects');
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.getByRole('status')).toHaveTextContent('grid projects');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  });
});
