import { useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { UnauthorizedPage } from '@taskflow/app-providers';
import {
  AcceptInvitationPage,
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  SignInLinkPage,
} from '../auth/auth-pages';
import { navigationTexts } from '../shell-texts';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { PreLaunchGuard } from '../routing/guards/PreLaunchGuard';
import { lazyWithTexts } from './lazy-with-texts';
import { PublicArea, SessionArea } from './session-areas';
import { loadSignedInLayout } from './signed-in-preload';

const SignedInLayout = lazyWithTexts(loadSignedInLayout, [navigationTexts]);

/**
 * The shell's routes. The shell owns sign-in, registration, password reset, invitation acceptance and
 * /unauthorized, and mounts each remote at its area: the signed-in area (behind the sign-in guard)
 * comes from the messages, settings and board remotes, the public website (marketing) takes every
 * other path. Each remote brings its own route table, from which its area applies the role and
 * launch rules and takes the page titles (remotes/RemoteRoutes). The launch guard wraps everything.
 * The sign-in pages and the signed-in area load with the store (SessionArea); the public pages of a
 * signed-out visitor start without it (PublicArea).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PreLaunchGuard />}>
        <Route element={<SessionArea />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/link" element={<SignInLinkPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
          <Route element={<SignedInLayout />}>
            <Route path="/dashboard/messages/*" element={<RemoteRoutes name="messages" />} />
            <Route path="/dashboard/settings/*" element={<RemoteRoutes name="settings" />} />
            <Route path="/dashboard/*" element={<RemoteRoutes name="board" />} />
          </Route>
        </Route>
        <Route element={<PublicArea />}>
          <Route path="/unauthorized" element={<UnauthorizedPage />} />
          <Route path="/*" element={<RemoteRoutes name="marketing" />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** A data router (one splat route around the route tree), so pages can hold navigation while changes are unsaved. */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return <RouterProvider router={router} />;
}
