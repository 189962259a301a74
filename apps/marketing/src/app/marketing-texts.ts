import type { NamespaceTexts } from '@taskflow/i18n';

/** The website's texts: one chunk per language and namespace in the marketing remote's own build. */
export const marketingTexts: NamespaceTexts[] = [
  { namespace: 'landing', load: (language) => import(`../locales/${language}/landing.json`) },
  { namespace: 'features', load: (language) => import(`../locales/${language}/features.json`) },
];
