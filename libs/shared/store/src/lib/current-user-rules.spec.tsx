import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { signedIn } from '@taskflow/auth';
import type { TeamPermissionSet, User } from '@taskflow/contracts';
import { apiError, apiRoute, apiServer, sentRequests } from '@taskflow/testing';
import { createAppStore } from './store';
import { usePermissions } from './current-user-rules';

const person = (userType: User['userType']): User => ({
  id: `u-${userType}`,
  firstName: 'A',
  lastName: 'B',
  email: `${userType}@example.com`,
  userType,
  serviceProviderId: 'p1',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderFor(userType: User['userType']) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't', user: person(userType) }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePermissions(), { wrapper });
}

describe('usePermissions', () => {
  beforeEach(() => localStorage.clear());

  it('gives an admin every flag and a client none, without asking the server', () => {
    expect(renderFor('admin').result.current.has('canDeleteTasks')).toBe(true);
    const client = renderFor('client').result.current;
    expect(client.has('canCreateTasks')).toBe(false);
    expect(client.isLoaded).toBe(true);
    expect(sentRequests()).toEqual([]);
  });

  it("gives a team member the agency's flags once loaded, false until then", async () => {
    apiServer.use(
      apiRoute.get<Partial<TeamPermissionSet>>('/team-permissions', () => ({
        canCreateTasks: false,
        canEditTasks: true,
      })),
    );
    const { result } = renderFor('team');
    expect(result.current.has('canEditTasks')).toBe(false);
    expect(result.current.isLoaded).toBe(false);
    await waitFor(() => expect(result.current.isLoaded).toBe(true));
    expect(result.current.has('canEditTasks')).toBe(true);
    expect(result.current.has('canCreateTasks')).toBe(false);
    expect(result.current.has('canViewAllTasks')).toBe(false);
  });

  it('denies everything when the check fails', async () => {
    apiServer.use(apiRoute.get('/team-permissions', () => apiError(500, 'INTERNAL_ERROR')));
    const { result } = renderFor('team');
    await waitFor(() => expect(sentRequests('GET', '/team-permissions')).toHaveLength(1));
    await act(async () => undefined);
    expect(Object.values(result.current.flags).some(Boolean)).toBe(false);
  });
});
