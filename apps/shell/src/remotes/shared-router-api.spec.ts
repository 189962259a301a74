// The apps share react-router-dom as its client-side API only (tools/webpack/react-router-client.mjs): an export
// left out there is undefined at run time. These checks keep that list complete.
import { readFileSync } from 'node:fs';
import * as reactRouterDom from 'react-router-dom';
import { facadeExports, sharedModuleUsers, workspaceRoot } from './shared-facade-checks';

const offeredNames = () => facadeExports('react-router-client.mjs');

/** react-router-dom's exports for servers, framework mode and React Server Components: a browser app needs none. */
const SERVER_AND_FRAMEWORK_EXPORTS = new Set([
  'HydratedRouter',
  'Links',
  'Meta',
  'PrefetchPageLinks',
  'RouterContextProvider',
  'Scripts',
  'ServerRouter',
  'StaticRouter',
  'StaticRouterProvider',
  'createContext',
  'createCookie',
  'createCookieSessionStorage',
  'createMemorySessionStorage',
  'createRequestHandler',
  'createRoutesStub',
  'createSession',
  'createSessionStorage',
  'createStaticHandler',
  'createStaticRouter',
  'isCookie',
  'isSession',
  'unstable_RSCStaticRouter',
  'unstable_routeRSCServerRequest',
  'unstable_setDevServerHooks',
  'unstable_useRoute',
  'unstable_useRouterState',
]);

/**
 * Left out for pages inside the shell's router: the routers (the shell's createBrowserRouter is the page's one router)
 * and the loader and action API (the remotes' pages are descendant routes, which have no loaders or actions).
 */
const NOT_FOR_PAGES_INSIDE_THE_SHELL = new Set([
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'createHashRouter',
  'createMemoryRouter',
  'unstable_HistoryRouter',
  'Form',
  'IDLE_FETCHER',
  'data',
  'redirect',
  'redirectDocument',
  'replace',
  'useActionData',
  'useFetcher',
  'useFetchers',
  'useFormAction',
  'useLoaderData',
  'useRevalidator',
  'useRouteLoaderData',
  'useSubmit',
]);

describe('react-router-dom as the apps share it', () => {
  it('offers every other client-side export of react-router-dom', () => {
    const offered = offeredNames();
    const missing = Object.keys(reactRouterDom).filter(
      (name) =>
        !name.startsWith('UNSAFE_') &&
        !SERVER_AND_FRAMEWORK_EXPORTS.has(name) &&
        !NOT_FOR_PAGES_INSIDE_THE_SHELL.has(name) &&
        !offered.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out the routers and the loader and action API', () => {
    const offered = offeredNames();
    expect([...NOT_FOR_PAGES_INSIDE_THE_SHELL].filter((name) => offered.has(name))).toEqual([]);
  });

  it('offers only what react-router-dom exports', () => {
    const unknown = [...offeredNames()].filter((name) => !(name in reactRouterDom));
    expect(unknown).toEqual([]);
  });

  it('offers everything the apps and libs import from react-router-dom', () => {
    const offered = offeredNames();
    const files = sharedModuleUsers();
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g)].flatMap((match) =>
        match[1]
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0])
          .filter((name) => !offered.has(name))
          .map((name) => `${name} (${file.slice(workspaceRoot.length + 1)})`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
