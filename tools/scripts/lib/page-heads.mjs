// Puts a marketing page's title, description, keywords, social and alternate-language tags into the
// HTML the server sends, so crawlers see them without running JavaScript. The browser's PageMeta
// (apps/marketing/src/app/seo) later finds and reuses the same tags.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspaceRoot } from './processes.mjs';

export const LANGUAGES = ['en', 'de'];
const FALLBACK_LANGUAGE = 'en';

const pagePaths = JSON.parse(readFileSync(join(workspaceRoot, 'apps/marketing/src/app/seo/page-paths.json'), 'utf8'));
/** The marketing remote owns its texts (and so the pages' meta tags): its own translation files. */
export const MARKETING_LOCALES_DIR = join(workspaceRoot, 'apps/marketing/src/locales');
const pageByPath = new Map(Object.entries(pagePaths).map(([page, path]) => [path, page]));

function loadMeta(localesDir) {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(join(localesDir, language, 'landing.json'), 'utf8')).meta,
    ]),
  );
}

const escapeHtml = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The marketing page served at `path`, or null for any other path. */
export function marketingPageAt(path) {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pageByPath.get(normalised) ?? null;
}

/** Language of a request: ?lng, then the i18next cookie, then Accept-Language, then English. */
export function requestLanguage({ query, cookie = '', acceptLanguage = '' }) {
  if (LANGUAGES.includes(query)) return query;
  const cookieLanguage = /(?:^|;\s*)i18next=([a-z]{2})/.exec(cookie)?.[1];
  if (LANGUAGES.includes(cookieLanguage)) return cookieLanguage;
  const accepted = acceptLanguage
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase())
    .find((code) => LANGUAGES.includes(code));
  return accepted ?? FALLBACK_LANGUAGE;
}

export function createHeadRenderer(localesDir = MARKETING_LOCALES_DIR) {
  const meta = loadMeta(localesDir);
  return function renderHead({ page, language, origin }) {
    const tags = meta[language]?.[page] ?? meta[FALLBACK_LANGUAGE][page];
    if (!tags) return null;
    const path = pagePaths[page];
    // The default language is served at the bare path (its canonical address); any other with ?lng=, as the
    // browser's PageMeta names them (apps/marketing/src/app/seo/page-meta.ts).
    const url = (lng) => `${origin}${path}${lng && lng !== FALLBACK_LANGUAGE ? `?lng=${lng}` : ''}`;
    return [
      `<title>${escapeHtml(tags.title)}</title>`,
      `<meta name="description" content="${escapeHtml(tags.description)}" />`,
      `<meta name="keywords" content="${escapeHtml(tags.keywords)}" />`,
      `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
      `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="TaskFlow" />`,
      `<meta property="og:locale" content="${language === 'de' ? 'de_DE' : 'en_US'}" />`,
      `<meta name="robots" content="index, follow" />`,
      `<meta property="og:url" content="${escapeHtml(url(language))}" />`,
      `<link rel="canonical" href="${escapeHtml(url(language))}" />`,
      ...LANGUAGES.map((lng) => `<link rel="alternate" hreflang="${lng}" href="${escapeHtml(url(lng))}" />`),
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url())}" />`,
    ].join('\n    ');
  };
}

/** index.html with the page's tags in place of the generic title, and the page's language on <html>. */
export function withPageHead(indexHtml, head, language) {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace(/<html lang=(?:"[^"]*"|[^\s>]*)/, `<html lang="${language}"`);
}

/** The shell's build output holding every pre-rendered page (tools/scripts/prerender-pages.mjs). */
export const PRERENDERED_FILE = 'prerendered/pages.json';

/** Where a static host finds a page: <path>/index.html in English, <path>/index.de.html in German. */
export const staticPageFile = (path, language) =>
  join(path, language === FALLBACK_LANGUAGE ? 'index.html' : `index.${language}.html`);

/**
 * index.html with the page's head and, when pre-rendered, its critical CSS and markup in the app's root, marked so
 * the app renders outside the document and then takes its place (libs/shared/app-providers: prerendered-page).
 */
export function withPrerenderedPage(indexHtml, { head, styles, html }, language) {
  const page = withPageHead(indexHtml, head ? `${head}\n    ${styles ?? ''}` : '<title>TaskFlow</title>', language);
  if (html === undefined) return page;
  // A pre-rendered page shows without the app's start-up, so its scripts (and the manifest) are not preloaded: on a
  // phone's connection their bytes would compete with the page's own and hold back its first paint.
  return startingOnInteraction(withoutPreloads(page)).replace(
    /<div id=(?:"root"|root)><\/div>/,
    () => `<div id="root" data-prerendered="">${html}</div>`,
  );
}

/** The shell's loader of its app on a pre-rendered page (apps/shell/public/start-app.js). */
export const START_APP_SCRIPT = 'start-app.js';

/**
 * The page with its app's entry script handed to the loader, which starts it at the visitor's first interaction (or
 * at once when signed in): a pre-rendered page needs no script to be read, and its start-up would hold the phone's
 * main thread while the visitor reads.
 */
export const startingOnInteraction = (html) =>
  html.replace(/<script defer(?:="")? src=(?:"([^"]+)"|([^\s>]+))><\/script>/, (_tag, quoted, bare) => {
    const src = quoted ?? bare;
    const loader = `${src.slice(0, src.lastIndexOf('/') + 1)}${START_APP_SCRIPT}`;
    return `<script defer src="${loader}" data-app="${src}"></script>`;
  });

/** The page without its `<link rel=preload>` tags (the built index.html is minified: `<link rel=preload …>`). */
export const withoutPreloads = (html) => html.replace(/<link rel=(?:"preload"|preload)[^>]*>/g, '');

/** The pre-rendered pages of a launch state, by language and page, from the shell's build (or none). */
export function loadPrerenderedPages(distDir, { preLaunch }) {
  const file = join(distDir, PRERENDERED_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'))[preLaunch ? 'pre-launch' : 'launched'] ?? null;
}
