import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteName } from '@taskflow/contracts';
import { REMOTE_AREAS } from './remote-areas';

export const REMOTE_MANIFEST_PATH = '/module-federation.manifest.json';

let remoteEntries: RemoteManifest = {};
let registration: Promise<RemoteManifest> | null = null;

async function fetchRemoteManifest(url: string): Promise<RemoteManifest> {
  try {
    // The page preloads this address (tools/webpack/index.html); the server asks for revalidation on every use.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as RemoteManifest;
  } catch (error) {
    console.warn(`Remote manifest ${url} could not be loaded`, error);
    return {};
  }
}

/**
 * Registers the remotes listed in the deployment's manifest (name → mf-manifest.json or remoteEntry.js),
 * so a remote can move to a new URL without rebuilding the shell. A missing manifest leaves every
 * remote unregistered; their routes then show the fallback panel instead of breaking the shell.
 * The manifest is fetched once: the shell's entry starts it (see main.ts), start-up waits for it.
 */
export function registerRemotesFromManifest(url = REMOTE_MANIFEST_PATH): Promise<RemoteManifest> {
  registration ??= fetchRemoteManifest(url).then((entries) => {
    remoteEntries = entries;
    registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
    return remoteEntries;
  });
  return registration;
}

/** Forgets a failed load so the next attempt fetches the remote's entry again. */
export function resetRemote(name: string): void {
  const entry = remoteEntries[name];
  if (!entry) throw new Error(`Remote "${name}" is not listed in ${REMOTE_MANIFEST_PATH}`);
  registerRemotes([{ name, entry }], { force: true });
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The remote whose signed-in area holds `pathname` (the deepest area wins), or null. */
export function signedInRemoteAt(pathname: string): RemoteName | null {
  const path = withoutTrailingSlash(pathname);
  let found: { name: RemoteName; depth: number } | null = null;
  for (const [name, area] of Object.entries(REMOTE_AREAS) as [RemoteName, (typeof REMOTE_AREAS)[RemoteName]][]) {
    if (!area.dashboard || (path !== area.base && !path.startsWith(`${area.base}/`))) continue;
    if (!found || area.base.length > found.depth) found = { name, depth: area.base.length };
  }
  return found?.name ?? null;
}

/**
 * Fetches the remote entry and the exposed Routes module of the signed-in area at `pathname` as soon as the
 * manifest is known, in parallel with the shell's own start-up, instead of after the shell's signed-in layout has
 * rendered. Loading itself (loadRemote) stays as it was and takes the fetched files; a failed preload only costs
 * the time it took: loadRemote then fetches (and retries) as before.
 */
export async function preloadRemoteAt(pathname: string, load = preloadRemote): Promise<RemoteName | null> {
  const name = signedInRemoteAt(pathname);
  if (!name) return null;
  const entries = await registerRemotesFromManifest();
  if (!entries[name]) return null;
  try {
    await load([{ nameOrAlias: name, exposes: ['./Routes'], resourceCategory: 'sync' }]);
  } catch (error) {
    console.warn(`Remote "${name}" could not be preloaded`, error);
  }
  return name;
}
