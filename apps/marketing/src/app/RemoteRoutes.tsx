import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './layout/PublicLayout';

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
const NotFoundPage = lazy(() => import('./pages/MarketingNotFoundPage'));

/** The public website: every path outside the signed-in area and the shell's own pages. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="features" element={<FeaturesPage />} />
        <Route path="freelancers" element={<FreelancersPage />} />
        <Route path="small-teams" element={<SmallTeamsPage />} />
        <Route path="vs-asana" element={<VsAsanaPage />} />
        <Route path="vs-monday" element={<VsMondayPage />} />
        <Route path="vs-clickup" element={<VsClickupPage />} />
        <Route path="coming-soon" element={<ComingSoonPage />} />
        <Route path="imprint" element={<ImprintPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="get-started" element={<GetStartedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
