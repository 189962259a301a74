import { useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { UnauthorizedPage } from '@taskflow/app-providers';
import { AcceptInvitationPage } from '../auth/components/AcceptInvitationPage';
import { ForgotPasswordPage } from '../auth/components/ForgotPasswordPage';
import { LoginPage } from '../auth/components/LoginPage';
import { RegisterPage } from '../auth/components/RegisterPage';
import { ResetPasswordPage } from '../auth/components/ResetPasswordPage';
import { DashboardLayout } from '../layout/DashboardLayout';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { PreLaunchGuard } from '../routing/guards/PreLaunchGuard';
import { RedirectIfSignedIn } from '../routing/guards/RedirectIfSignedIn';
import { RequireAuth } from '../routing/guards/RequireAuth';

/**
 * The shell's routes. The shell owns sign-in, registration, password reset, invitation acceptance and
 * /unauthorized, and mounts each remote at its area: the signed-in area (behind the sign-in guard)
 * comes from the messages, settings and board remotes, the public website (marketing) takes every
 * other path. Each remote brings its own route table, from which its area applies the role and
 * launch rules and takes the page titles (remotes/RemoteRoutes). The launch guard wraps everything.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PreLaunchGuard />}>
        <Route path="/login" element={<LoginPage />} />
        <Route
          path="/register"
          element={
            <RedirectIfSignedIn>
              <RegisterPage />
            </RedirectIfSignedIn>
          }
        />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          <Route path="/dashboard/messages/*" element={<RemoteRoutes name="messages" />} />
          <Route path="/dashboard/settings/*" element={<RemoteRoutes name="settings" />} />
          <Route path="/dashboard/*" element={<RemoteRoutes name="board" />} />
        </Route>
        <Route path="/*" element={<RemoteRoutes name="marketing" />} />
      </Route>
    </Routes>
  );
}

/** A data router (one splat route around the route tree), so pages can hold navigation while changes are unsaved. */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}
