import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@taskflow/app-providers';
import { DashboardPage } from './dashboard/components/DashboardPage';

/** Routes below /dashboard owned by the board area. */
export default function BoardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
