import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from 'react-router-dom';
import { SessionProviders } from '../session/SessionProviders';
import { startWebApp } from '../start-web-app';
import { UnauthorizedPage } from '../UnauthorizedPage';
import type { RemoteRoutesModule } from './remote-routes-module';
import { RouteTableGuard } from './RouteTableGuard';

export interface StartRemoteAloneOptions {
  /** Where the shell mounts this remote, e.g. '/dashboard/messages' ('' for the public website). */
  base: string;
  unknownPathsClosedBeforeLaunch?: boolean;
}

/**
 * Serves a remote on its own (its team's development server) with the same providers, texts,
 * route table and guards as inside the shell; sign-in and the signed-in layout are the shell's.
 */
export function startRemoteAlone(
  remote: RemoteRoutesModule,
  { base, unknownPathsClosedBeforeLaunch }: StartRemoteAloneOptions,
) {
  const Pages = remote.default;
  const routes = (
    <Routes>
      <Route path="/unauthorized" element={<UnauthorizedPage />} />
      <Route
        path={`${base}/*`}
        element={
          <RouteTableGuard
            routes={remote.routes}
            base={base}
            unknownPathsClosedBeforeLaunch={unknownPathsClosedBeforeLaunch}
          >
            <Pages />
          </RouteTableGuard>
        }
      />
      {base ? <Route path="*" element={<Navigate to={base} replace />} /> : null}
    </Routes>
  );
  // A data router, as in the shell (pages may hold navigation while changes are unsaved).
  const router = createBrowserRouter([{ path: '*', element: routes }]);
  return startWebApp(
    () => (
      <SessionProviders>
        <RouterProvider router={router} />
      </SessionProviders>
    ),
    { texts: remote.texts },
  );
}
