// Serves this remote on its own (its team's development server), with the same providers as the shell.
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { startWebApp } from '@taskflow/app-providers';
import RemoteRoutes from './app/RemoteRoutes';

void startWebApp(() => (
  <BrowserRouter>
    <Routes>
      <Route path="/dashboard/settings/*" element={<RemoteRoutes />} />
      <Route path="*" element={<Navigate to="/dashboard/settings" replace />} />
    </Routes>
  </BrowserRouter>
));
