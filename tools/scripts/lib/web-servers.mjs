// Serves built web apps the way a CDN / static host would: the shell on one origin,
// every remote on its own origin, plus the shell's run-time files generated from the environment.
import compression from 'compression';
import express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { isAppPage, withoutTrailingSlash } from './app-routes.mjs';
import {
  createHeadRenderer,
  loadPrerenderedPages,
  marketingPageAt,
  requestLanguage,
  withPrerenderedPage,
} from './page-heads.mjs';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

export const REMOTES = ['marketing', 'board', 'messages', 'settings'];
export const DEFAULT_PORTS = { shell: 4200, marketing: 4201, board: 4202, messages: 4203, settings: 4204 };

// Content-hashed files never change; everything else (remoteEntry.js, mf-manifest.json, pages, run-time
// files) is revalidated on every use. The same rules as docker/nginx/web-locations.conf.
const CONTENT_HASHED = /(\.[0-9a-f]{8}\.js(\.map|\.LICENSE\.txt)?|\/[0-9a-f]{16,}\.[a-z0-9]+)$/i;

function staticApp(distDir, { spaFallback, extraRoutes, pageHeads, policy, preLaunch }) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} has no build; run "npx nx run-many -t build" first`);
  }
  const app = express();
  app.disable('x-powered-by');
  // Pages, scripts and texts go out compressed, as from nginx (docker/nginx/web-locations.conf) or a CDN: the
  // pre-rendered pages and the first scripts are what a first visit waits for.
  app.use(compression());
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.set(securityHeaders(policy, { https: req.secure }));
    next();
  });
  // One address per page: "/features/" answers a single 301 to "/features" (its canonical address).
  app.use((req, res, next) => {
    const target = withoutTrailingSlash(req.path);
    if (target === null) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query === -1 ? target : `${target}${req.originalUrl.slice(query)}`);
  });
  extraRoutes?.(app);
  app.use(
    express.static(distDir, {
      index: false,
      // A pre-rendered <page>/index.html folder is no reason to redirect /features to /features/.
      redirect: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          CONTENT_HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  if (spaFallback) {
    // app.html is the untouched page when the build pre-rendered marketing heads into index.html.
    const appHtml = join(distDir, 'app.html');
    const indexHtml = readFileSync(existsSync(appHtml) ? appHtml : join(distDir, 'index.html'), 'utf8');
    const renderHead = pageHeads ? createHeadRenderer() : null;
    // The public pages as the shell's build pre-rendered them, for this deployment's launch state.
    const prerendered = pageHeads ? loadPrerenderedPages(distDir, { preLaunch }) : null;
    // The product's pages answer 200 at their own address; any other address 404 with the app page,
    // which renders the not-found page.
    app.use((req, res, next) => {
      if (!['GET', 'HEAD'].includes(req.method) || extname(req.path) !== '' || !req.accepts('html')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res
        .status(isAppPage(req.path) ? 200 : 404)
        .type('html')
        .send(pageHtml(req, indexHtml, renderHead, prerendered));
    });
  }
  return app;
}

function pageHtml(req, indexHtml, renderHead, prerendered) {
  const page = renderHead && marketingPageAt(req.path);
  if (!page) return indexHtml;
  const language = requestLanguage({
    query: typeof req.query.lng === 'string' ? req.query.lng : undefined,
    cookie: req.get('cookie'),
    acceptLanguage: req.get('accept-language'),
  });
  const head = renderHead({ page, language, origin: `${req.protocol}://${req.get('host')}` });
  return head ? withPrerenderedPage(indexHtml, { head, ...prerendered?.[language]?.[page] }, language) : indexHtml;
}

function listen(app, port, host) {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error) => (error ? reject(error) : resolve(server)));
    server.on('error', reject);
  });
}

/**
 * @param {object} options
 * @param {string} options.distRoot     folder holding shell/, marketing/, …
 * @param {string} options.host         interface to bind
 * @param {string} options.publicHost   host name used in the URLs handed to the browser
 * @param {Record<string, number>} options.ports
 * @param {Record<string, string>} [options.remoteUrls]  remote name → entry URL override
 * @param {object} options.runtimeConfig  served as /app-config.json
 * @param {string[]} [options.only]      serve only these apps
 */
export async function startWebServers({ distRoot, host, publicHost, ports, remoteUrls = {}, runtimeConfig, only }) {
  const wanted = only ?? ['shell', ...REMOTES];
  const manifest = Object.fromEntries(
    REMOTES.map((name) => [name, remoteUrls[name] ?? `http://${publicHost}:${ports[name]}/mf-manifest.json`]),
  );
  // The origins are known now: the remotes of the manifest, the API and the live connection of the run-time config.
  const policy = contentSecurityPolicy({
    remoteUrls: Object.values(manifest),
    apiBaseUrl: runtimeConfig.apiBaseUrl,
    realtimeUrl: runtimeConfig.realtimeUrl,
  });
  const servers = [];
  for (const name of wanted) {
    const isShell = name === 'shell';
    const app = staticApp(join(distRoot, name), {
      spaFallback: true,
      pageHeads: isShell,
      policy,
      preLaunch: runtimeConfig.preLaunch ?? false,
      extraRoutes: isShell
        ? (shell) => {
            shell.get('/module-federation.manifest.json', (_req, res) =>
              res.set('Cache-Control', 'no-cache').json(manifest),
            );
            shell.get('/app-config.json', (_req, res) => res.set('Cache-Control', 'no-cache').json(runtimeConfig));
          }
        : undefined,
    });
    servers.push(await listen(app, ports[name], host));
  }
  return {
    manifest,
    urls: Object.fromEntries(wanted.map((name) => [name, `http://${publicHost}:${ports[name]}`])),
    close: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
