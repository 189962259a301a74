import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '@taskflow/app-providers';
import { SettingsPage } from './settings/components/SettingsPage';

/** Routes below /dashboard/settings. */
export default function SettingsRoutes() {
  return (
    <Routes>
      <Route index element={<SettingsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
