import type { ComponentType } from 'react';
import { generatePath, matchRoutes, type Params } from 'react-router-dom';
import type { UserType } from '@taskflow/contracts';

/** One step of a page's breadcrumb trail. */
export interface RouteBreadcrumb {
  /** Namespaced translation key, e.g. 'board:projects.title'. */
  labelKey: string;
  /** Link target relative to the area (may use the page's params, e.g. 'customers/:customerId'); none for the current page. */
  path?: string;
}

/** What a page's first reads depend on, known before it renders. */
export interface RouteDataContext {
  params: Params;
  /** The address's query (filters, a chosen project). */
  search: URLSearchParams;
  /** The interface language ('de' | 'en'). */
  language: string;
}

/**
 * Starts a page's first API reads (RTK Query prefetches with the arguments the page's hooks will use), so they run
 * while the page's code loads instead of after its first render. `store` is the page's store.
 */
export type RouteDataPrefetch = (
  store: { dispatch: (action: never) => unknown; getState: () => unknown },
  context: RouteDataContext,
) => void;

/**
 * One page of a remote, as the remote declares it. The shell mounts the remote under its area
 * (e.g. /dashboard) and applies these rules; the remote renders its pages from the same table.
 */
export interface RouteTableEntry {
  /** Path pattern relative to the area, in react-router syntax; '' is the area's own page. */
  path: string;
  /** User types that may open the page; any signed-in user when left out. */
  allowedUserTypes?: readonly UserType[];
  /** Namespaced translation key of the page title in the top bar and the browser tab. */
  titleKey?: string;
  /** Breadcrumb trail shown above the title, ending with the current page. */
  breadcrumbs?: readonly RouteBreadcrumb[];
  /** In pre-launch mode the page redirects to /coming-soon. */
  closedBeforeLaunch?: boolean;
  /** The page (usually lazy). A page described in docs/ but not built yet has none: its rules apply, and it shows the not-found page. */
  page?: ComponentType;
  /** Loads the page's RouteDataPrefetch (a small chunk of its own); the shell runs it at a signed-in first visit. */
  prefetchData?: () => Promise<RouteDataPrefetch>;
}

export type RouteTable = readonly RouteTableEntry[];

export interface RouteTableMatch {
  entry: RouteTableEntry;
  params: Params;
}

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The part of `pathname` below the area `base` ('' for the area's own page), or null outside the area. */
export function pathWithinArea(base: string, pathname: string): string | null {
  const area = withoutTrailingSlash(base === '/' ? '' : base);
  if (area === '') return pathname.replace(/^\/+/, '');
  if (pathname === area) return '';
  if (!pathname.startsWith(`${area}/`)) return null;
  return pathname.slice(area.length + 1);
}

/** The table entry for a path relative to the area, ranked as react-router ranks routes (add before :id). */
export function matchRouteTable(routes: RouteTable, relativePath: string): RouteTableMatch | null {
  const routeObjects = routes.map((entry, index) => ({ id: String(index), path: `/${entry.path}` }));
  const [match] = matchRoutes(routeObjects, `/${relativePath}`) ?? [];
  return match ? { entry: routes[Number(match.route.id)], params: match.params } : null;
}

/** The table entry for an absolute path in the area mounted at `base`. */
export function matchAreaPath(routes: RouteTable, base: string, pathname: string): RouteTableMatch | null {
  const relativePath = pathWithinArea(base, pathname);
  return relativePath === null ? null : matchRouteTable(routes, relativePath);
}

export function canOpenRoute(entry: RouteTableEntry, userType: UserType | null | undefined): boolean {
  return !entry.allowedUserTypes || (Boolean(userType) && entry.allowedUserTypes.includes(userType as UserType));
}

/**
 * Whether the launch switch closes this page: entries marked closedBeforeLaunch, and in the areas
 * whose unknown paths are closed too (the dashboard), every path outside the table.
 */
export function isClosedBeforeLaunch(match: RouteTableMatch | null, unknownPathsClosed: boolean): boolean {
  return match ? Boolean(match.entry.closedBeforeLaunch) : unknownPathsClosed;
}

function joinPath(base: string, path: string): string {
  const area = withoutTrailingSlash(base === '/' ? '' : base);
  return path ? `${area}/${path}` : area || '/';
}

/** The entry's breadcrumb trail with absolute link targets, the page's params filled in. */
export function resolveBreadcrumbs(match: RouteTableMatch, base: string): RouteBreadcrumb[] {
  return (match.entry.breadcrumbs ?? []).map(({ labelKey, path }) =>
    path === undefined ? { labelKey } : { labelKey, path: generatePath(joinPath(base, path), match.params) },
  );
}
