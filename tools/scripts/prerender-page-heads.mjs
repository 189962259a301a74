// After the shell's build: writes <page>/index.html for every marketing page, with that page's tags
// (English, the x-default) in the head, so a static host or CDN serves crawler-readable HTML too.
// `npm start`'s server does the same per request, in the visitor's language.
// The untouched page stays available as app.html: the fallback for every other path (/dashboard, …).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHeadRenderer, withPageHead } from './lib/page-heads.mjs';

const distDir = process.argv[2];
const origin = process.env.PUBLIC_ORIGIN ?? '';
if (!distDir) throw new Error('Usage: node tools/scripts/prerender-page-heads.mjs <shell dist folder>');

const pagePaths = JSON.parse(
  readFileSync(new URL('../../apps/marketing/src/app/seo/page-paths.json', import.meta.url), 'utf8'),
);
const appHtmlPath = join(distDir, 'app.html');
if (!existsSync(appHtmlPath)) writeFileSync(appHtmlPath, readFileSync(join(distDir, 'index.html')));
const indexHtml = readFileSync(appHtmlPath, 'utf8');
// The meta texts come from the marketing remote's translation files.
const renderHead = createHeadRenderer();

for (const [page, path] of Object.entries(pagePaths)) {
  const html = withPageHead(indexHtml, renderHead({ page, language: 'en', origin }), 'en');
  const folder = join(distDir, path);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), html);
}
console.log(`Pre-rendered the head of ${Object.keys(pagePaths).length} marketing pages into ${distDir}`);
