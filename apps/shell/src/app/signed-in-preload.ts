import { loadRemote } from '@module-federation/enhanced/runtime';
import i18next from 'i18next';
import {
  assertRemoteRoutesModule,
  loadPageStore,
  preloadAreaData,
  preloadAreaPage,
  preloadSessionProviders,
  type RemoteRoutesModule,
} from '@taskflow/app-providers';
import type { RemoteName } from '@taskflow/contracts';
import { FALLBACK_LANGUAGE, loadTexts as loadNamespaceTexts, type NamespaceTexts } from '@taskflow/i18n';
import { REMOTE_AREAS } from '../remotes/remote-areas';
import { navigationTexts } from '../shell-texts';

/** The signed-in layout's code (App renders it with its texts through lazyWithTexts). */
export const loadSignedInLayout = () => import('../layout/SignedInLayout').then((m) => m.default);

export interface SignedInPreloadOptions {
  loadRoutes?: (remote: RemoteName) => Promise<unknown>;
  loadTexts?: (texts: readonly NamespaceTexts[]) => Promise<void>;
  /** The page's store (loaded apart: the public pages start without it). */
  loadStore?: () => Promise<Parameters<typeof preloadAreaData>[3]>;
}

export interface SignedInPreload {
  /**
   * Call once the run-time configuration and the translations are ready: fetches the layout's and the remote's texts
   * and starts the page's first API reads (its route's `prefetchData`).
   */
  afterStart: () => void;
}

const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);

/**
 * Starts fetching what a signed-in visit of `pathname` renders (docs/remote-preloading.md), before the first render
 * asks for it piece by piece: the session's store (SessionProviders), the signed-in layout, the Routes module of
 * `remote` and then the page at `pathname` (with its query `search`) from its route table; their texts and the page's
 * first API reads once the configuration and translations are ready. The render then finds them loaded or on the way.
 * Failures are left to the render, which loads (and retries) as always.
 */
export function preloadSignedInArea(
  remote: RemoteName,
  pathname: string,
  search: string,
  {
    loadRoutes = (name) => loadRemote(`${name}/Routes`),
    loadTexts = loadNamespaceTexts,
    loadStore = loadPageStore,
  }: SignedInPreloadOptions = {},
): SignedInPreload {
  quietly(preloadSessionProviders());
  quietly(loadSignedInLayout());
  const routes = loadRoutes(remote).then((module): RemoteRoutesModule => {
    assertRemoteRoutesModule(remote, module);
    return module;
  });
  const base = REMOTE_AREAS[remote].base;
  quietly(routes.then((module) => preloadAreaPage(module.routes, base, pathname)));
  return {
    afterStart: () => {
      quietly(loadTexts([navigationTexts]));
      quietly(routes.then((module) => loadTexts(module.texts)));
      const language = i18next.resolvedLanguage ?? FALLBACK_LANGUAGE;
      quietly(
        Promise.all([routes, loadStore()]).then(([module, store]) =>
          preloadAreaData(module.routes, base, pathname, store, { language, search: new URLSearchParams(search) }),
        ),
      );
    },
  };
}
