import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing';
import type { RouteTable } from './route-table';
import { RouteTableRoutes } from './RouteTableRoutes';

const table: RouteTable = [
  { path: '', page: () => <p>overview page</p> },
  { path: 'items/:itemId', page: lazy(async () => ({ default: () => <p>item page</p> })) },
  { path: 'items/add', allowedUserTypes: ['admin'] },
];

function Layout() {
  return (
    <div data-testid="layout">
      <Outlet />
    </div>
  );
}

const remote = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/area/*"
        element={<RouteTableRoutes routes={table} notFound={<p>not found</p>} layout={<Layout />} />}
      />
    </Routes>,
    { route },
  );

describe('RouteTableRoutes', () => {
  it("renders the area's own page and lazily loaded pages from the table, inside the layout", async () => {
    await remote('/area');
    expect(screen.getByTestId('layout')).toContainElement(screen.getByText('overview page'));
    // The lazy page resolves inside act, as the browser would show it once its chunk has arrived.
    await act(() => remote('/area/items/7'));
    expect(screen.getByText('item page')).toBeInTheDocument();
  });

  it('shows the not-found page outside the table and for a declared page that is not built yet', async () => {
    await remote('/area/elsewhere');
    expect(screen.getByText('not found')).toBeInTheDocument();
    await remote('/area/items/add');
    expect(screen.getAllByText('not found')).toHaveLength(2);
  });
});
