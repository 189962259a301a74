import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@taskflow/ui-core/testing';
import { SearchField } from './fields/SearchField';
import { SelectField } from './fields/SelectField';
import { FilterBanner } from './FilterBanner';
import { Toolbar, ToolbarSpacer } from './Toolbar';
import { ViewToggle } from './ViewToggle';

function ProjectsToolbar() {
  const [search, setSearch] = useState('');
  return (
    <>
      <button type="button">Sidebar link</button>
      <Toolbar label="Filter projects">
        <SearchField label="Search projects" placeholder="Search…" value={search} onChange={setSearch} />
        <SelectField label="Status" options={[{ value: 'all', label: 'All' }]} />
        <ToolbarSpacer />
        <ViewToggle value="list" onChange={() => undefined} label="View" listLabel="List" gridLabel="Grid" />
      </Toolbar>
      <p>query: {search}</p>
    </>
  );
}

describe('Toolbar', () => {
  it('groups the controls under a name, in reading order: search, filters, view', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectsToolbar />);
    expect(screen.getByRole('group', { name: 'Filter projects' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
  });
});

describe('SearchField', () => {
  it('reports what is typed', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ProjectsToolbar />);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'acme');
    expect(screen.getByText('query: acme')).toBeInTheDocument();
  });

  it('is focused by "/" from the page, but "/" typed into a field stays text', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <ProjectsToolbar />
        <input aria-label="Note" />
      </>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search projects' });
    screen.getByRole('button', { name: 'Sidebar link' }).focus();
    await user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');

    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('a/b');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('a/b');
    expect(search).not.toHaveFocus();
  });
});

describe('FilterBanner', () => {
  it('shows the active filter and clears it by keyboard', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    renderWithTheme(
      <FilterBanner clearLabel="Show all projects" onClear={onClear}>
        Projects of ACME Corp
      </FilterBanner>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Projects of ACME Corp');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
