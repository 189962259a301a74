import { render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { ReactReduxContext } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, useCurrentUser, type RemoteRoutesModule } from '@taskflow/app-providers';
import { setRuntimeConfig } from '@taskflow/config';
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

describe('public and session areas', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    // No API runs here: the sign-in page's calls fail fast (port 9 is closed) and it shows its form regardless.
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9/api', realtimeUrl: '' });
  });

  it('serves the public pages of a signed-out visitor without the store', async () => {
    await openShell('/');
    expect(await screen.findByText('nobody signed in, without the store')).toBeInTheDocument();
  });

  it('opens the sign-in page inside the store', async () => {
    await openShell('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to TaskFlow' })).toBeInTheDocument();
  });
});
