import { loadRemoteRoutes, type RemoteRoutesModule } from './load-remote-routes';

const routesModule: RemoteRoutesModule = { default: () => null };
const noWait = () => Promise.resolve();

describe('loadRemoteRoutes', () => {
  it('returns the remote routes at the first successful attempt', async () => {
    const load = jest.fn().mockResolvedValue(routesModule);
    await expect(loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait })).resolves.toBe(routesModule);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure, resetting the remote and waiting longer each time', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(routesModule);
    const reset = jest.fn();
    const wait = jest.fn(noWait);
    await expect(loadRemoteRoutes('board', { load, reset, wait, retryDelayMs: 100 })).resolves.toBe(routesModule);
    expect(load).toHaveBeenCalledTimes(3);
    expect(reset).toHaveBeenCalledWith('board');
    expect(wait.mock.calls).toEqual([[100], [200]]);
  });

  it('gives up after the last attempt with the last error', async () => {
    const load = jest.fn().mockRejectedValue(new Error('remote is down'));
    await expect(loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, attempts: 3 })).rejects.toThrow(
      'remote is down',
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('treats a module without a Routes component as a failure', async () => {
    const load = jest.fn().mockResolvedValue(undefined);
    await expect(loadRemoteRoutes('board', { load, reset: jest.fn(), wait: noWait, attempts: 1 })).rejects.toThrow(
      'exposes no Routes component',
    );
  });
});
