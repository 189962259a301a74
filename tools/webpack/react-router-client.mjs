// What the apps share as `react-router-dom`: react-router's client-side API for pages inside the shell's router,
// without its server rendering, framework-mode and React Server Components parts (static handlers, cookies and
// sessions, <Scripts>, RSC), without the routers a page cannot use (the shell's createBrowserRouter is the one router
// of the page; a router inside it throws) and without the loader and action API (Form, fetchers, loader data,
// redirect): the shell's data router has one splat route, and the remotes' pages are descendant routes (their route
// tables through useRoutes), which carry no loaders or actions.
// A shared module is built whole, because any remote may use any of its exports; re-exporting this API from here
// lets webpack drop the rest (react-router-dom 7 shares 62 KB gzip whole, this 33 KB).
// apps/shell/src/remotes/shared-router-api.spec.ts checks that every other export of react-router-dom is here and
// that the apps import nothing else from it.
export {
  Await,
  IDLE_BLOCKER,
  IDLE_NAVIGATION,
  Link,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  isRouteErrorResponse,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  unstable_usePrompt,
  useAsyncError,
  useAsyncValue,
  useBeforeUnload,
  useBlocker,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRouteError,
  useRoutes,
  useSearchParams,
  useViewTransitionState,
} from 'react-router';
// react-router-dom's RouterProvider is the DOM one (it updates with react-dom's flushSync).
export { RouterProvider } from 'react-router/dom';
