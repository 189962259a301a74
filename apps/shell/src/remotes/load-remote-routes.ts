import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  assertRemoteRoutesModule,
  assertRemoteTopBarModule,
  preloadAreaPage,
  type RemoteRoutesModule,
  type RemoteTopBarModule,
} from '@taskflow/app-providers';
import type { RemoteName } from '@taskflow/contracts';
import { loadTexts as loadRemoteTexts, type NamespaceTexts } from '@taskflow/i18n';
import { REMOTE_AREAS } from './remote-areas';
import { resetRemote } from './remote-registry';

export interface LoadRemoteRoutesOptions {
  attempts?: number;
  retryDelayMs?: number;
  load?: (name: string) => Promise<unknown>;
  reset?: (name: string) => void;
  wait?: (ms: number) => Promise<void>;
  loadTexts?: (texts: readonly NamespaceTexts[]) => Promise<void>;
  /** The address being opened, whose page is fetched alongside the texts; the browser's when left out. */
  pathname?: () => string;
}

export const REMOTE_LOAD_ATTEMPTS = 3;
export const REMOTE_RETRY_DELAY_MS = 500;

const loadRoutesModule = (name: string) => loadRemote<RemoteRoutesModule>(`${name}/Routes`);
const loadTopBarModule = (name: string) => loadRemote<RemoteTopBarModule>(`${name}/TopBar`);
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's exposed Routes module (pages, route table, texts), then the remote's texts in the
 * current language and the page at the address being opened side by side, retrying with a growing pause
 * before giving up.
 */
export async function loadRemoteRoutes(
  name: RemoteName,
  options: LoadRemoteRoutesOptions = {},
): Promise<RemoteRoutesModule> {
  const { load = loadRoutesModule, loadTexts = loadRemoteTexts, pathname = () => window.location.pathname } = options;
  return withRetries(name, options, async () => {
    const module = await load(name);
    assertRemoteRoutesModule(name, module);
    await Promise.all([loadTexts(module.texts), preloadAreaPage(module.routes, REMOTE_AREAS[name].base, pathname())]);
    return module;
  });
}

/** Loads a remote's exposed TopBar module and its texts, retrying as loadRemoteRoutes does. */
export async function loadRemoteTopBar(
  name: RemoteName,
  options: LoadRemoteRoutesOptions = {},
): Promise<RemoteTopBarModule> {
  const { load = loadTopBarModule, loadTexts = loadRemoteTexts } = options;
  return withRetries(name, options, async () => {
    const module = await load(name);
    assertRemoteTopBarModule(name, module);
    await loadTexts(module.texts);
    return module;
  });
}

/** Runs `attempt` up to `attempts` times, pausing longer each time and resetting the remote before trying again. */
async function withRetries<T>(
  name: RemoteName,
  options: LoadRemoteRoutesOptions,
  attempt: () => Promise<T>,
): Promise<T> {
  const {
    attempts = REMOTE_LOAD_ATTEMPTS,
    retryDelayMs = REMOTE_RETRY_DELAY_MS,
    reset = resetRemote,
    wait = delay,
  } = options;
  let lastError: unknown;
  for (let tried = 1; tried <= attempts; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
    if (tried < attempts) {
      await wait(retryDelayMs * tried);
      try {
        reset(name);
      } catch (error) {
        lastError = error;
        break;
      }
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Remote "${name}" could not be loaded`);
}
