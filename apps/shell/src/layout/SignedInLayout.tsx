import { RemoteTopBarItem } from '../remotes/RemoteTopBarItem';
import { RequireAuth } from '../routing/guards/RequireAuth';
import { DashboardLayout } from './DashboardLayout';

/** Everything below /dashboard: signed-out visitors go to /login, the others get the signed-in layout. */
export default function SignedInLayout() {
  return (
    <RequireAuth>
      <DashboardLayout
        topBarItem={
          <>
            <RemoteTopBarItem name="board" />
            <RemoteTopBarItem name="messages" />
          </>
        }
      />
    </RequireAuth>
  );
}
