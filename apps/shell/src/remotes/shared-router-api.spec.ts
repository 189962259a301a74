// The apps share react-router-dom as its client-side API only (tools/webpack/react-router-client.mjs): an export
// left out there is undefined at run time. These checks keep that list complete.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as reactRouterDom from 'react-router-dom';

const workspaceRoot = join(__dirname, '../../../..');
const facadeFile = join(workspaceRoot, 'tools/webpack/react-router-client.mjs');

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

function facadeExports(): Set<string> {
  const source = readFileSync(facadeFile, 'utf8');
  const names = [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return new Set(names);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('react-router-dom as the apps share it', () => {
  it('offers every client-side export of react-router-dom', () => {
    const offered = facadeExports();
    const missing = Object.keys(reactRouterDom).filter(
      (name) => !name.startsWith('UNSAFE_') && !SERVER_AND_FRAMEWORK_EXPORTS.has(name) && !offered.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('offers only what react-router-dom exports', () => {
    const unknown = [...facadeExports()].filter((name) => !(name in reactRouterDom));
    expect(unknown).toEqual([]);
  });

  it('offers everything the apps and libs import from react-router-dom', () => {
    const offered = facadeExports();
    const files = ['apps', 'libs'].flatMap((dir) => sourceFiles(join(workspaceRoot, dir)));
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
