import { loadRemote } from '@module-federation/enhanced/runtime';
import { assertRemoteRoutesModule, preloadAreaPage, type RemoteRoutesModule } from '@taskflow/app-providers';
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
  const {
    attempts = REMOTE_LOAD_ATTEMPTS,
    retryDelayMs = REMOTE_RETRY_DELAY_MS,
    load = loadRoutesModule,
    reset = resetRemote,
    wait = delay,
    loadTexts = loadRemoteTexts,
    pathname = () => window.location.pathname,
  } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const module = await load(name);
      assertRemoteRoutesModule(name, module);
      await Promise.all([loadTexts(module.texts), preloadAreaPage(module.routes, REMOTE_AREAS[name].base, pathname())]);
      return module;
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) {
      await wait(retryDelayMs * attempt);
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
