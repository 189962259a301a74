import { lazy } from 'react';
import type { RouteTable } from '@taskflow/app-providers';

// Every page is its own chunk, so the remote's entry stays small.
const LandingPage = lazy(() => import('./pages/LandingPage'));
const FeaturesPage = lazy(() => import('./pages/FeaturesPage'));
const FreelancersPage = lazy(() => import('./pages/AudiencePage').then((m) => ({ default: m.FreelancersPage })));
const SmallTeamsPage = lazy(() => import('./pages/AudiencePage').then((m) => ({ default: m.SmallTeamsPage })));
const VsAsanaPage = lazy(() => import('./pages/ComparisonPage').then((m) => ({ default: m.VsAsanaPage })));
const VsMondayPage = lazy(() => import('./pages/ComparisonPage').then((m) => ({ default: m.VsMondayPage })));
const VsClickupPage = lazy(() => import('./pages/ComparisonPage').then((m) => ({ default: m.VsClickupPage })));
const ComingSoonPage = lazy(() => import('./pages/ComingSoonPage'));
const ImprintPage = lazy(() => import('./pages/LegalPage').then((m) => ({ default: m.ImprintPage })));
const TermsPage = lazy(() => import('./pages/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./pages/LegalPage').then((m) => ({ default: m.PrivacyPage })));
const GetStartedPage = lazy(() => import('./pages/GetStartedPage'));

/**
 * The public website's pages (document 1, §2). Titles and meta tags come from each page's PageMeta;
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
