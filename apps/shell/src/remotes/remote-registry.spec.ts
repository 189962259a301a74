import { http, HttpResponse } from 'msw';
import { apiServer } from '@taskflow/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), preloadRemote: jest.fn() }));

const manifest = {
  marketing: 'http://marketing.test/mf-manifest.json',
  board: 'http://board.test/mf-manifest.json',
  messages: 'http://messages.test/mf-manifest.json',
  settings: 'http://settings.test/mf-manifest.json',
};

/** A fresh copy of the registry (it fetches the manifest once per page), with the manifest requests counted. */
async function freshRegistry() {
  let requests = 0;
  apiServer.use(
    http.get('http://localhost/module-federation.manifest.json', () => {
      requests += 1;
      return HttpResponse.json(manifest);
    }),
  );
  jest.resetModules();
  const registry = await import('./remote-registry');
  const runtime = jest.requireMock('@module-federation/enhanced/runtime') as {
    registerRemotes: jest.Mock;
    preloadRemote: jest.Mock;
  };
  return { registry, runtime, requests: () => requests };
}

describe('signedInRemoteAt', () => {
  it('names the remote of the signed-in area holding the address, the deepest area first', async () => {
    const { registry } = await freshRegistry();
    expect(registry.signedInRemoteAt('/dashboard')).toBe('board');
    expect(registry.signedInRemoteAt('/dashboard/kanban')).toBe('board');
    expect(registry.signedInRemoteAt('/dashboard/messages')).toBe('messages');
    expect(registry.signedInRemoteAt('/dashboard/messages/')).toBe('messages');
    expect(registry.signedInRemoteAt('/dashboard/settings/profile')).toBe('settings');
    expect(registry.signedInRemoteAt('/dashboard/messagesx')).toBe('board');
    expect(registry.signedInRemoteAt('/')).toBeNull();
    expect(registry.signedInRemoteAt('/features')).toBeNull();
    expect(registry.signedInRemoteAt('/login')).toBeNull();
  });
});

describe('preloadRemoteAt', () => {
  it("preloads the area's remote entry and Routes module once the manifest is known, fetching the manifest once", async () => {
    const { registry, runtime, requests } = await freshRegistry();
    await expect(registry.preloadRemoteAt('/dashboard/kanban')).resolves.toBe('board');
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      Object.entries(manifest).map(([name, entry]) => ({ name, entry })),
    );
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'board', exposes: ['./Routes'], resourceCategory: 'sync' },
    ]);
    // Start-up's registration takes the same manifest instead of fetching it again.
    await expect(registry.registerRemotesFromManifest()).resolves.toEqual(manifest);
    expect(requests()).toBe(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('preloads nothing for a public page', async () => {
    const { registry, runtime } = await freshRegistry();
    await expect(registry.preloadRemoteAt('/features')).resolves.toBeNull();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failed preload to the load that follows', async () => {
    const { registry, runtime } = await freshRegistry();
    runtime.preloadRemote.mockRejectedValueOnce(new Error('offline'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(registry.preloadRemoteAt('/dashboard/messages')).resolves.toBe('messages');
    expect(warn).toHaveBeenCalledWith('Remote "messages" could not be preloaded', expect.any(Error));
    warn.mockRestore();
  });
});
