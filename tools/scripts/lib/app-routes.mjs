// Which addresses are the product's pages, for servers that answer them with status 200 and every other
// address with 404 (the app page, which renders the not-found page). Keep in step with the
// app-routes location of docker/nginx/web-locations.conf; the browser tests check both servers.
import { marketingPageAt } from './page-heads.mjs';

/** The shell's own pages (apps/shell/src/app/App.tsx). */
export const SHELL_PAGES = [
  '/login',
  '/login/link',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/accept-invitation',
  '/unauthorized',
];

/** The signed-in area: the remotes' route tables decide in the browser what exists below it. */
const SIGNED_IN_AREA = /^\/dashboard(\/.*)?$/;

/** Whether `path` (without a trailing slash) is one of the product's pages. */
export function isAppPage(path) {
  return marketingPageAt(path) !== null || SHELL_PAGES.includes(path) || SIGNED_IN_AREA.test(path);
}

/**
 * The one address of a page asked for with trailing slashes ("/features/" → "/features"), or null when
 * `path` has none. Leading slashes collapse to one, so the result is always a path on this host.
 */
export function withoutTrailingSlash(path) {
  if (path.length <= 1 || !path.endsWith('/')) return null;
  return `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}
