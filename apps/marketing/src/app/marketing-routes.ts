import { lazy, type ComponentType } from 'react';
import type { RouteTable } from '@taskflow/app-providers';
import { loadTexts, type NamespaceTexts } from '@taskflow/i18n';
import { featuresTexts, pagesTexts } from './marketing-texts';

/**
 * A page loaded on first render together with its texts, so it never shows keys: every page is its own chunk, and
 * only the landing page's texts come with the remote (the first visit of / fetches no other page's texts).
 */
function lazyPage(load: () => Promise<ComponentType>, texts: readonly NamespaceTexts[] = []): ComponentType {
  return lazy(async () => {
    const [page] = await Promise.all([load(), texts.length > 0 ? loadTexts(texts) : undefined]);
    return { default: page };
  });
}

const LandingPage = lazyPage(() => import('./pages/LandingPage').then((m) => m.default));
const FeaturesPage = lazyPage(() => import('./pages/FeaturesPage').then((m) => m.default), [featuresTexts]);
const FreelancersPage = lazyPage(() => import('./pages/AudiencePage').then((m) => m.FreelancersPage), [pagesTexts]);
const SmallTeamsPage = lazyPage(() => import('./pages/AudiencePage').then((m) => m.SmallTeamsPage), [pagesTexts]);
const VsAsanaPage = lazyPage(() => import('./pages/ComparisonPage').then((m) => m.VsAsanaPage), [pagesTexts]);
const VsMondayPage = lazyPage(() => import('./pages/ComparisonPage').then((m) => m.VsMondayPage), [pagesTexts]);
const VsClickupPage = lazyPage(() => import('./pages/ComparisonPage').then((m) => m.VsClickupPage), [pagesTexts]);
const ComingSoonPage = lazyPage(() => import('./pages/ComingSoonPage').then((m) => m.default), [pagesTexts]);
const ImprintPage = lazyPage(() => import('./pages/LegalPage').then((m) => m.ImprintPage), [pagesTexts]);
const TermsPage = lazyPage(() => import('./pages/LegalPage').then((m) => m.TermsPage), [pagesTexts]);
const PrivacyPage = lazyPage(() => import('./pages/LegalPage').then((m) => m.PrivacyPage), [pagesTexts]);
const GetStartedPage = lazyPage(() => import('./pages/GetStartedPage').then((m) => m.default), [pagesTexts]);

/**
 * The public website's pages (docs/screens-and-routes.md#public-website). Titles and meta tags come from each page's PageMeta;
 * legal pages and get-started are closed before launch (→ /coming-soon).
 */
export const marketingRoutes: RouteTable = [
  { path: '', page: LandingPage },
  { path: 'features', page: FeaturesPage },
  { path: 'freelancers', page: FreelancersPage },
  { path: 'small-teams', page: SmallTeamsPage },
  { path: 'vs-asana', page: VsAsanaPage },
  { path: 'vs-monday', page: VsMondayPage },
  { path: 'vs-clickup', page: VsClickupPage },
  { path: 'coming-soon', page: ComingSoonPage },
  { path: 'imprint', page: ImprintPage, closedBeforeLaunch: true },
  { path: 'terms', page: TermsPage, closedBeforeLaunch: true },
  { path: 'privacy', page: PrivacyPage, closedBeforeLaunch: true },
  { path: 'get-started', page: GetStartedPage, closedBeforeLaunch: true },
];
