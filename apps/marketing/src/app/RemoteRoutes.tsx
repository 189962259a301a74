import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@taskflow/app-providers';
import { LandingPage } from './landing/components/LandingPage';
import { PublicLayout } from './layout/PublicLayout';

/** The public website: every path outside the signed-in area, and the not-found page. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
