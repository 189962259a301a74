import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { RemoteRoutes } from './RemoteRoutes';

const noWait = () => Promise.resolve();
const remoteModule = (Pages: RemoteRoutesModule['default']): RemoteRoutesModule => ({
  default: Pages,
  routes: [{ path: '' }, { path: 'team', allowedUserTypes: ['admin'] }],
  texts: [],
});
const BoardArea = () => <p>Board area</p>;

describe('RemoteRoutes', () => {
  // Failures are expected here; React and the boundary report them on the console.
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's routes once loaded", async () => {
    const load = jest.fn().mockResolvedValue(remoteModule(BoardArea));
    await renderWithProviders(<RemoteRoutes name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait }} />, {
      route: '/dashboard',
      user: testUser(),
    });
    expect(await screen.findByText('Board area')).toBeInTheDocument();
  });

  it("applies the role rules of the remote's own route table", async () => {
    const load = jest.fn().mockResolvedValue(remoteModule(BoardArea));
    await renderWithProviders(
      <Routes>
        <Route path="/unauthorized" element={<p>access denied</p>} />
        <Route
          path="/dashboard/*"
          element={<RemoteRoutes name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait }} />}
        />
      </Routes>,
      { route: '/dashboard/team', user: testUser({ userType: 'team' }) },
    );
    expect(await screen.findByText('access denied')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/unauthorized'));
    expect(screen.queryByText('Board area')).not.toBeInTheDocument();
  });

  it('shows the translated fallback panel after the retries fail, and loads again on retry', async () => {
    let remoteIsUp = false;
    const load = jest.fn(async () => {
      if (!remoteIsUp) throw new Error('connection refused');
      return remoteModule(BoardArea);
    });
    await renderWithProviders(
      <RemoteRoutes name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait, attempts: 2 }} />,
      { route: '/dashboard', user: testUser() },
    );
    expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The board is not reachable right now/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    remoteIsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Board area')).toBeInTheDocument();
  });

  it('catches a remote that crashes while rendering, so the shell keeps running', async () => {
    const Crashing = () => {
      throw new Error('bug in the remote');
    };
    const load = jest.fn().mockResolvedValue(remoteModule(Crashing));
    await renderWithProviders(
      <>
        <nav>Sidebar still here</nav>
        <RemoteRoutes name="messages" loadOptions={{ load, reset: jest.fn(), wait: noWait }} />
      </>,
      { route: '/dashboard/messages', user: testUser() },
    );
    expect(await screen.findByTestId('remote-fallback-messages')).toBeInTheDocument();
    expect(screen.getByText('Sidebar still here')).toBeInTheDocument();
  });
});
