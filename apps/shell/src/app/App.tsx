import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '../layout/DashboardLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';

/**
 * The route table. Each area lives in its own remote, loaded at run time; the public site
 * (marketing) takes every path the signed-in area does not, including the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route path="/dashboard/messages/*" element={<RemoteRoutes name="messages" />} />
        <Route path="/dashboard/settings/*" element={<RemoteRoutes name="settings" />} />
        <Route path="/dashboard/*" element={<RemoteRoutes name="board" />} />
      </Route>
      <Route path="/*" element={<RemoteRoutes name="marketing" />} />
    </Routes>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
