import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@taskflow/contracts';

export const REMOTE_MANIFEST_PATH = '/module-federation.manifest.json';

let remoteEntries: RemoteManifest = {};

/**
 * Registers the remotes listed in the deployment's manifest (name → mf-manifest.json or remoteEntry.js),
 * so a remote can move to a new URL without rebuilding the shell. A missing manifest leaves every
 * remote unregistered; their routes then show the fallback panel instead of breaking the shell.
 */
export async function registerRemotesFromManifest(url = REMOTE_MANIFEST_PATH): Promise<RemoteManifest> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    remoteEntries = (await response.json()) as RemoteManifest;
  } catch (error) {
    console.warn(`Remote manifest ${url} could not be loaded`, error);
    remoteEntries = {};
  }
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
  return remoteEntries;
}

/** Forgets a failed load so the next attempt fetches the remote's entry again. */
export function resetRemote(name: string): void {
  const entry = remoteEntries[name];
  if (!entry) throw new Error(`Remote "${name}" is not listed in ${REMOTE_MANIFEST_PATH}`);
  registerRemotes([{ name, entry }], { force: true });
}
