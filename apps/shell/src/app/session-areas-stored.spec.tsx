import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, useCurrentUser, type RemoteRoutesModule } from '@taskflow/app-providers';
import { testUser } from '@taskflow/app-providers/testing';
import { saveStoredSession, setSessionPersistence } from '@taskflow/config';
import { initTestI18n } from '@taskflow/i18n/testing';
import { AppRoutes } from './App';

// The marketing remote as Module Federation would hand it over; its page says who it sees signed in, and whether
// it runs inside the store.
function WhoIsSignedIn() {
  const user = useCurrentUser();
  const store = useContext(ReactReduxContext);
  return (
    <p>{`${user ? `signed in as ${user.email}` : 'nobody signed in'}, ${store ? 'with' : 'without'} the store`}</p>
  );
}
const marketing: RemoteRoutesModule = { default: WhoIsSignedIn, routes: [{ path: '' }], texts: [] };
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => Promise.resolve(id === 'marketing/Routes' ? marketing : undefined),
  registerRemotes: jest.fn(),
}));
// The live connection of a stored session is not this test's business (no gateway runs here).
jest.mock('@taskflow/realtime', () => ({ RealtimeProvider: ({ children }: { children: unknown }) => children }));

/** The shell as it starts in the browser: the app providers, no store around it. */
async function openShell(path: string) {
  await initTestI18n('en');
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  return render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// Its own file: the page's one store is made on first use, so it must not exist before the session is stored.
describe('public area with a stored session', () => {
  it('runs the public pages inside the session, so the language choice there is saved for the user', async () => {
    setSessionPersistence('local');
    saveStoredSession({ token: 'tok', user: testUser({ email: 'ada@agency.example' }) });
    await openShell('/');
    expect(await screen.findByText('signed in as ada@agency.example, with the store')).toBeInTheDocument();
  });
});
