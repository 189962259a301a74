import { lazyPage, type RemoteRoutesModule } from '@taskflow/app-providers';
import { preloadSignedInArea } from './signed-in-preload';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const Page = () => null;

const store = { dispatch: jest.fn(), getState: () => ({}) };
const loadStore = () => Promise.resolve(store);

function boardModule() {
  const kanban = jest.fn(() => Promise.resolve(Page));
  const projects = jest.fn(() => Promise.resolve(Page));
  const kanbanReads = jest.fn();
  const projectsReads = jest.fn();
  const boardTexts = { namespace: 'board', load: () => Promise.resolve({}) };
  const module: RemoteRoutesModule = {
    default: Page,
    routes: [
      { path: 'kanban', page: lazyPage(kanban), prefetchData: () => Promise.resolve(kanbanReads) },
      { path: 'projects', page: lazyPage(projects), prefetchData: () => Promise.resolve(projectsReads) },
    ],
    texts: [boardTexts],
  };
  return { module, kanban, projects, boardTexts, kanbanReads, projectsReads };
}

describe('preloadSignedInArea', () => {
  it("loads the remote's Routes module and the page at the address before anything renders; the texts and the page's first reads when asked", async () => {
    const { module, kanban, projects, boardTexts, kanbanReads, projectsReads } = boardModule();
    const loadRoutes = jest.fn(() => Promise.resolve(module));
    const loadTexts = jest.fn(() => Promise.resolve());
    const preload = preloadSignedInArea('board', '/dashboard/kanban', '?projectId=p1', {
      loadRoutes,
      loadTexts,
      loadStore,
    });
    await flush();
    expect(loadRoutes).toHaveBeenCalledWith('board');
    expect(kanban).toHaveBeenCalledTimes(1);
    expect(projects).not.toHaveBeenCalled();
    // The translations and the API's address are not there yet: no texts and no reads before the shell says so.
    expect(loadTexts).not.toHaveBeenCalled();
    expect(kanbanReads).not.toHaveBeenCalled();
    preload.afterStart();
    await flush();
    expect(loadTexts).toHaveBeenCalledWith([boardTexts]);
    expect(loadTexts).toHaveBeenCalledWith([expect.objectContaining({ namespace: 'navigation' })]);
    expect(kanbanReads).toHaveBeenCalledWith(
      store,
      expect.objectContaining({ params: {}, language: expect.any(String) }),
    );
    expect(projectsReads).not.toHaveBeenCalled();
  });

  it('leaves a remote that cannot be loaded to the render, without an unhandled failure', async () => {
    const loadRoutes = jest.fn(() => Promise.reject(new Error('offline')));
    const loadTexts = jest.fn(() => Promise.resolve());
    const preload = preloadSignedInArea('messages', '/dashboard/messages', '', { loadRoutes, loadTexts, loadStore });
    preload.afterStart();
    await flush();
    expect(loadTexts).toHaveBeenCalledTimes(1);
  });
});
