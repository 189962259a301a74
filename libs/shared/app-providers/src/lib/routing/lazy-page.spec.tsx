import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage, preloadAreaPage } from './lazy-page';

const Kanban = () => <p>Kanban board</p>;

describe('lazyPage', () => {
  it('fetches its code once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(() => Promise.resolve(Kanban));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Kanban board')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed fetch again on the next preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Kanban);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBe(Kanban);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadAreaPage', () => {
  it("preloads the page of the table's entry matching the address, and no other", async () => {
    const kanban = jest.fn(() => Promise.resolve(Kanban));
    const projects = jest.fn(() => Promise.resolve(Kanban));
    const routes = [
      { path: 'kanban', page: lazyPage(kanban) },
      { path: 'projects/:projectId', page: lazyPage(projects) },
      { path: 'team' },
    ];
    await preloadAreaPage(routes, '/dashboard', '/dashboard/kanban');
    expect(kanban).toHaveBeenCalledTimes(1);
    expect(projects).not.toHaveBeenCalled();
    await preloadAreaPage(routes, '/dashboard', '/dashboard/projects/7');
    expect(projects).toHaveBeenCalledTimes(1);
    // An entry without a page, an address outside the area, a plain component: nothing to fetch, no error.
    await expect(preloadAreaPage(routes, '/dashboard', '/dashboard/team')).resolves.toBeUndefined();
    await expect(preloadAreaPage(routes, '/dashboard', '/features')).resolves.toBeUndefined();
    await expect(preloadAreaPage([{ path: '', page: Kanban }], '/dashboard', '/dashboard')).resolves.toBeUndefined();
  });

  it('never rejects: the page reports its own failure when it renders', async () => {
    const routes = [{ path: 'kanban', page: lazyPage(() => Promise.reject(new Error('offline'))) }];
    await expect(preloadAreaPage(routes, '/dashboard', '/dashboard/kanban')).resolves.toBeUndefined();
  });
});
