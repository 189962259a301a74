import type { NamespaceTexts } from '@taskflow/i18n';

// One chunk per language and namespace in the marketing remote's own build.

/** The layout, the page meta tags, the landing page and the parts other pages reuse (pricing, waitlist). */
export const landingTexts: NamespaceTexts = {
  namespace: 'landing',
  load: (language) => import(`../locales/${language}/landing.json`),
};

/** The features page: loaded with it. */
export const featuresTexts: NamespaceTexts = {
  namespace: 'features',
  load: (language) => import(`../locales/${language}/features.json`),
};

/** The audience, comparison, legal, coming-soon and get-started pages: loaded with the first of them. */
export const pagesTexts: NamespaceTexts = {
  namespace: 'pages',
  load: (language) => import(`../locales/${language}/pages.json`),
};

/** What the shell loads with the remote, before any page shows: the landing page's texts only. */
export const marketingTexts: NamespaceTexts[] = [landingTexts];

/** Every namespace of the website (the component tests register them all). */
export const allMarketingTexts: NamespaceTexts[] = [landingTexts, featuresTexts, pagesTexts];
