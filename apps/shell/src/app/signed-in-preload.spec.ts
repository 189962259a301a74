import { lazyPage, type RemoteRoutesModule } from '@taskflow/app-providers';
import { preloadSignedInArea } from './signed-in-preload';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const Page = () => null;

function boardModule() {
  const kanban = jest.fn(() => Promise.resolve(Page));
  const projects = jest.fn(() => Promise.resolve(Page));
  const boardTexts = { namespace: 'board', load: () => Promise.resolve({}) };
  const module: RemoteRoutesModule = {
    default: Page,
    routes: [
      { path: 'kanban', page: lazyPage(kanban) },
      { path: 'projects', page: lazyPage(projects) },
    ],
    texts: [boardTexts],
  };
  return { module, kanban, projects, boardTexts };
}

describe('preloadSignedInArea', () => {
  it("loads the remote's Routes module and the page at the address before anything renders; the texts when asked", async () => {
    const { module, kanban, projects, boardTexts } = boardModule();
    const loadRoutes = jest.fn(() => Promise.resolve(module));
    const loadTexts = jest.fn(() => Promise.resolve());
    const preload = preloadSignedInArea('board', '/dashboard/kanban', { loadRoutes, loadTexts });
    await flush();
    expect(loadRoutes).toHaveBeenCalledWith('board');
    expect(kanban).toHaveBeenCalledTimes(1);
    expect(projects).not.toHaveBeenCalled();
    // The translations are not initialised yet: no texts before the shell says so.
    expect(loadTexts).not.toHaveBeenCalled();
    preload.loadTexts();
    await flush();
    expect(loadTexts).toHaveBeenCalledWith([boardTexts]);
    expect(loadTexts).toHaveBeenCalledWith([expect.objectContaining({ namespace: 'navigation' })]);
  });

  it('leaves a remote that cannot be loaded to the render, without an unhandled failure', async () => {
    const loadRoutes = jest.fn(() => Promise.reject(new Error('offline')));
    const loadTexts = jest.fn(() => Promise.resolve());
    const preload = preloadSignedInArea('messages', '/dashboard/messages', { loadRoutes, loadTexts });
    preload.loadTexts();
    await flush();
    expect(loadTexts).toHaveBeenCalledTimes(1);
  });
});
