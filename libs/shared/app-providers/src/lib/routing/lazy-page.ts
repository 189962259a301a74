import { lazy, type ComponentType } from 'react';
import type { RouteDataContext, RouteDataPrefetch, RouteTable } from './route-table';
import { matchAreaPath } from './route-table';

/** A lazily loaded page whose code can be fetched before it renders. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page for a route table, loaded on first render like `React.lazy`, whose `preload()` fetches the same chunks
 * earlier: the shell calls it for the page at the address being opened while the remote's texts load, so the
 * page's code and its texts arrive side by side instead of one after the other.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage {
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch is tried again on the next preload or render.
      loading = null;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => ({ default: await preload() })) as unknown as LazyPage;
  Page.preload = preload;
  return Page;
}

const hasPreload = (page: unknown): page is LazyPage =>
  typeof (page as { preload?: unknown } | undefined)?.preload === 'function';

/**
 * Starts fetching the page the area mounted at `base` shows at `pathname`, if its table declares one with
 * `lazyPage`; resolves when it is there (never rejects: the page's own render reports a failure).
 */
export async function preloadAreaPage(routes: RouteTable, base: string, pathname: string): Promise<void> {
  const page = matchAreaPath(routes, base, pathname)?.entry.page;
  if (!hasPreload(page)) return;
  await page.preload().catch(() => undefined);
}

/**
 * Starts the first API reads of the page the area mounted at `base` shows at `pathname`, if its table declares them
 * (`prefetchData`); never rejects (the page reads, and reports a failure, as always).
 */
export async function preloadAreaData(
  routes: RouteTable,
  base: string,
  pathname: string,
  store: Parameters<RouteDataPrefetch>[0],
  context: Omit<RouteDataContext, 'params'>,
): Promise<void> {
  const match = matchAreaPath(routes, base, pathname);
  if (!match?.entry.prefetchData) return;
  try {
    const prefetch = await match.entry.prefetchData();
    prefetch(store, { ...context, params: match.params });
  } catch (error) {
    console.warn('The page will read its data when it renders', error);
  }
}
