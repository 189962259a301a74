import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '@taskflow/app-providers';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { RequireRouteRole } from './guards/RequireRouteRole';
import { isBoardRoute } from './route-access';

/**
 * The board remote serves the dashboard pages of the route table, behind the role guard;
 * any other /dashboard path shows the not-found page inside the signed-in layout.
 */
export function BoardArea() {
  const { pathname } = useLocation();
  if (!isBoardRoute(pathname)) return <NotFoundPage />;
  return (
    <RequireRouteRole>
      <RemoteRoutes name="board" />
    </RequireRouteRole>
  );
}
