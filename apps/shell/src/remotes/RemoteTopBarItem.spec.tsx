import { screen, waitFor } from '@testing-library/react';
import type { RemoteRoutesModule } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { RemoteTopBarItem } from './RemoteTopBarItem';

const noWait = () => Promise.resolve();
const loaded = () => Promise.resolve();
const remoteModule = (topBar?: RemoteRoutesModule['topBar']): RemoteRoutesModule => ({
  default: () => null,
  routes: [{ path: '' }],
  texts: [],
  topBar,
});

describe('RemoteTopBarItem', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's top bar part (the board's running timer) once the remote is loaded", async () => {
    const load = jest.fn().mockResolvedValue(remoteModule(() => <p>Timer 0:05:00</p>));
    await renderWithProviders(
      <RemoteTopBarItem name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait, loadTexts: loaded }} />,
      { route: '/dashboard/messages', user: testUser() },
    );
    expect(await screen.findByText('Timer 0:05:00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('board');
  });

  it('renders nothing, and leaves the page working, when the remote has no top bar part or cannot be loaded', async () => {
    const without = jest.fn().mockResolvedValue(remoteModule());
    const failing = jest.fn().mockRejectedValue(new Error('remote is down'));
    await renderWithProviders(
      <>
        <p>Page</p>
        <RemoteTopBarItem
          name="board"
          loadOptions={{ load: without, reset: jest.fn(), wait: noWait, loadTexts: loaded }}
        />
        <RemoteTopBarItem
          name="messages"
          loadOptions={{ load: failing, reset: jest.fn(), wait: noWait, attempts: 1, loadTexts: loaded }}
        />
      </>,
      { route: '/dashboard', user: testUser() },
    );
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
