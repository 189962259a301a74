// After the shell's build: pre-renders every public page, in both languages and for both launch states, with the
// marketing remote's own layout, pages, texts and styles (apps/marketing/src/prerender/render-page.tsx, built for
// Node.js here). See docs/public-pages.md.
// - prerendered/pages.json: each page's markup and critical CSS; `npm start`'s server puts them into the HTML it
//   sends, per request, in the visitor's language, under a head with that request's absolute addresses.
// - <page>/index.html (English) and <page>/index.de.html (German), launched; the same under prerendered/pre-launch/,
//   which the web image copies into place when it starts with PRE_LAUNCH=true (docker/nginx/write-runtime-config.sh):
//   whole pages for a static host or CDN (head with PUBLIC_ORIGIN's addresses).
// The untouched page stays available as app.html: the fallback for every other path (/dashboard, …).
process.env.NODE_ENV = 'production';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  createHeadRenderer,
  LANGUAGES,
  PRERENDERED_FILE,
  staticPageFile,
  withPrerenderedPage,
} from './lib/page-heads.mjs';
import { workspaceRoot } from './lib/processes.mjs';

const distDir = process.argv[2] && resolve(process.argv[2]);
const origin = process.env.PUBLIC_ORIGIN ?? '';
if (!distDir) throw new Error('Usage: node tools/scripts/prerender-pages.mjs <shell dist folder>');

const require = createRequire(import.meta.url);
const rendererDir = join(workspaceRoot, 'dist/apps/marketing-prerender');
await buildRenderer(rendererDir);
const { renderPage, pagePaths, marketingRoutes } = require(join(rendererDir, 'render-page.cjs'));

const appHtmlPath = join(distDir, 'app.html');
if (!existsSync(appHtmlPath)) writeFileSync(appHtmlPath, readFileSync(join(distDir, 'index.html')));
const indexHtml = readFileSync(appHtmlPath, 'utf8');
// The meta texts come from the marketing remote's translation files.
const renderHead = createHeadRenderer();
// Before launch these pages lead to /coming-soon in the browser: they are not pre-rendered (the head still is).
const closedBeforeLaunch = new Set(
  marketingRoutes.filter((route) => route.closedBeforeLaunch).map((route) => `/${route.path}`),
);

const variants = { launched: false, 'pre-launch': true };
const pages = {};
rmSync(join(distDir, 'prerendered'), { recursive: true, force: true });
for (const [variant, preLaunch] of Object.entries(variants)) {
  pages[variant] = {};
  for (const language of LANGUAGES) {
    pages[variant][language] = {};
    for (const [page, path] of Object.entries(pagePaths)) {
      const rendered =
        preLaunch && closedBeforeLaunch.has(path) ? null : await renderPage({ path, language, preLaunch });
      if (rendered) pages[variant][language][page] = rendered;
      const html = withPrerenderedPage(
        indexHtml,
        { head: renderHead({ page, language, origin }), ...rendered },
        language,
      );
      const file = join(
        distDir,
        variant === 'launched' ? '' : `prerendered/${variant}`,
        staticPageFile(path, language),
      );
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }
}
writeFileSync(join(distDir, PRERENDERED_FILE), JSON.stringify(pages));
console.log(`Pre-rendered ${Object.keys(pagePaths).length} public pages in ${LANGUAGES.join(', ')} into ${distDir}`);

function buildRenderer(outputPath) {
  const webpack = require('webpack');
  const config = require(join(workspaceRoot, 'apps/marketing/webpack.prerender.config.js'))({ outputPath });
  return new Promise((done, fail) =>
    webpack(config, (error, stats) => {
      if (error || stats.hasErrors()) return fail(error ?? new Error(stats.toString('errors-only')));
      done();
    }),
  );
}
