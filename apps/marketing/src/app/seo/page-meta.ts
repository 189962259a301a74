import pagePaths from './page-paths.json';

/**
 * Every marketing page and its path; the not-found page has no path of its own.
 * A JSON file, because the web server reads it too, to put each page's tags into the HTML it sends.
 */
export const PAGE_PATHS = pagePaths as Readonly<typeof pagePaths>;

export type PageKey = keyof typeof PAGE_PATHS | 'notFound';

export interface PageMetaTags {
  title: string;
  description: string;
  keywords: string;
  language: string;
  /** Path of the page for canonical and alternate links; null for pages that must not be indexed. */
  path: string | null;
  origin: string;
}

const MANAGED = 'data-taskflow-meta';

function upsert(head: HTMLHeadElement, selector: string, create: () => HTMLElement): HTMLElement {
  const all = Array.from(head.querySelectorAll<HTMLElement>(selector));
  all.slice(1).forEach((extra) => extra.remove());
  if (all[0]) return all[0];
  const element = create();
  element.setAttribute(MANAGED, '');
  head.appendChild(element);
  return element;
}

function setMeta(head: HTMLHeadElement, attribute: 'name' | 'property', key: string, content: string) {
  const meta = upsert(head, `meta[${attribute}="${key}"]`, () => {
    const element = head.ownerDocument.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  });
  meta.setAttribute('content', content);
}

function setLink(head: HTMLHeadElement, rel: string, hreflang: string | null, href: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]:not([hreflang])`;
  const link = upsert(head, selector, () => {
    const element = head.ownerDocument.createElement('link');
    element.setAttribute('rel', rel);
    if (hreflang) element.setAttribute('hreflang', hreflang);
    return element;
  });
  link.setAttribute('href', href);
}

/** The language of a page's bare address. */
export const DEFAULT_PAGE_LANGUAGE = 'en';

/**
 * The address a page is served at in a language: the default language (English, also the x-default) at the bare
 * path, any other with `?lng=`. The same rule as the web server's (tools/scripts/lib/page-heads.mjs).
 */
export const pageUrl = (origin: string, path: string, language?: string) =>
  `${origin}${path}${language && language !== DEFAULT_PAGE_LANGUAGE ? `?lng=${language}` : ''}`;

/**
 * Writes the page's tags into <head>: exactly one of each (an existing static <title> or a stale tag
 * from the previous page is reused, duplicates are removed), so a crawler and the browser agree.
 */
export function applyPageMeta(doc: Document, tags: PageMetaTags): void {
  const head = doc.head;
  const title = upsert(head, 'title', () => doc.createElement('title'));
  title.textContent = tags.title;
  setMeta(head, 'name', 'description', tags.description);
  setMeta(head, 'name', 'keywords', tags.keywords);
  setMeta(head, 'property', 'og:title', tags.title);
  setMeta(head, 'property', 'og:description', tags.description);
  setMeta(head, 'property', 'og:type', 'website');
  setMeta(head, 'property', 'og:site_name', 'TaskFlow');
  setMeta(head, 'property', 'og:locale', tags.language === 'de' ? 'de_DE' : 'en_US');
  setMeta(head, 'name', 'robots', tags.path === null ? 'noindex, follow' : 'index, follow');
  const linkPath = tags.path ?? '/';
  setMeta(head, 'property', 'og:url', pageUrl(tags.origin, linkPath, tags.language));
  setLink(head, 'canonical', null, pageUrl(tags.origin, linkPath, tags.language));
  setLink(head, 'alternate', 'en', pageUrl(tags.origin, linkPath, 'en'));
  setLink(head, 'alternate', 'de', pageUrl(tags.origin, linkPath, 'de'));
  setLink(head, 'alternate', 'x-default', pageUrl(tags.origin, linkPath));
}
