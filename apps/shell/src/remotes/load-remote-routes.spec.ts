import type { RemoteRoutesModule } from '@taskflow/app-providers';
import { loadRemoteRoutes } from './load-remote-routes';

const boardTexts = { namespace: 'board', load: () => Promise.resolve({}) };
const routesModule: RemoteRoutesModule = { default: () => null, routes: [{ path: '' }], texts: [boardTexts] };
const noWait = () => Promise.resolve();
const Pages = () => null;
const loaded = () => Promise.resolve();

describe('loadRemoteRoutes', () => {
  it('returns the remote routes at the first successful attempt, with their texts loaded', async () => {
    const load = jest.fn().mockResolvedValue(routesModule);
    const loadTexts = jest.fn(loaded);
    await expect(loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, loadTexts })).resolves.toBe(
      routesModule,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(loadTexts).toHaveBeenCalledWith([boardTexts]);
  });

  it('fetches the page at the address being opened while the texts load, not after them', async () => {
    const events: string[] = [];
    let textsLoaded = () => undefined as void;
    const loadTexts = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          events.push('texts requested');
          textsLoaded = () => {
            events.push('texts loaded');
            resolve();
          };
        }),
    );
    const kanban = Object.assign(Pages, {
      preload: jest.fn(() => {
        events.push('page requested');
        return Promise.resolve(Pages);
      }),
    });
    const module: RemoteRoutesModule = {
      default: Pages,
      routes: [{ path: '' }, { path: 'kanban', page: kanban }],
      texts: [boardTexts],
    };
    const loading = loadRemoteRoutes('board', {
      load: jest.fn().mockResolvedValue(module),
      reset: jest.fn(),
      wait: noWait,
      loadTexts,
      pathname: () => '/dashboard/kanban',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual(['texts requested', 'page requested']);
    textsLoaded();
    await expect(loading).resolves.toBe(module);
    expect(kanban.preload).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure, resetting the remote and waiting longer each time', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(routesModule);
    const reset = jest.fn();
    const wait = jest.fn(noWait);
    await expect(loadRemoteRoutes('board', { load, reset, wait, retryDelayMs: 100, loadTexts: loaded })).resolves.toBe(
      routesModule,
    );
    expect(load).toHaveBeenCalledTimes(3);
    expect(reset).toHaveBeenCalledWith('board');
    expect(wait.mock.calls).toEqual([[100], [200]]);
  });

  it("retries when the remote's texts cannot be fetched", async () => {
    const load = jest.fn().mockResolvedValue(routesModule);
    const loadTexts = jest
      .fn()
      .mockRejectedValueOnce(new Error('Texts could not be loaded: board'))
      .mockResolvedValue(undefined);
    await expect(loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, loadTexts })).resolves.toBe(
      routesModule,
    );
    expect(loadTexts).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the last error', async () => {
    const load = jest.fn().mockRejectedValue(new Error('remote is down'));
    await expect(
      loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, attempts: 3, loadTexts: loaded }),
    ).rejects.toThrow('remote is down');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it.each([
    [undefined, 'exposes no Routes component'],
    [{ default: Pages, texts: [] }, 'exposes no route table'],
    [{ default: Pages, routes: [] }, 'exposes no texts'],
  ])('treats a module that breaks the contract as a failure (%p)', async (module, message) => {
    const load = jest.fn().mockResolvedValue(module);
    await expect(
      loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, attempts: 1, loadTexts: loaded }),
    ).rejects.toThrow(message);
  });
});
