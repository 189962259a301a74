import { screen, waitFor } from '@testing-library/react';
import type { RemoteTopBarModule } from '@taskflow/app-providers';
import { renderWithProviders, testUser } from '@taskflow/app-providers/testing';
import { RemoteTopBarItem } from './RemoteTopBarItem';

const noWait = () => Promise.resolve();
const loaded = () => Promise.resolve();
const timerTexts = { namespace: 'timer', load: () => Promise.resolve({}) };
const topBarModule = (item: RemoteTopBarModule['default']): RemoteTopBarModule => ({
  default: item,
  texts: [timerTexts],
});

describe('RemoteTopBarItem', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's TopBar module (the board's running timer) with its texts loaded", async () => {
    const load = jest.fn().mockResolvedValue(topBarModule(() => <p>Timer 0:05:00</p>));
    const loadTexts = jest.fn(loaded);
    await renderWithProviders(
      <RemoteTopBarItem name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait, loadTexts }} />,
      { route: '/dashboard/messages', user: testUser() },
    );
    expect(await screen.findByText('Timer 0:05:00')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('board');
    expect(loadTexts).toHaveBeenCalledWith([timerTexts]);
  });

  it('renders nothing, and leaves the page working, when the module breaks its contract or cannot be loaded', async () => {
    const without = jest.fn().mockResolvedValue({ texts: [] });
    const failing = jest.fn().mockRejectedValue(new Error('remote is down'));
    await renderWithProviders(
      <>
        <p>Page</p>
        <RemoteTopBarItem
          name="board"
          loadOptions={{ load: without, reset: jest.fn(), wait: noWait, attempts: 1, loadTexts: loaded }}
        />
        <RemoteTopBarItem
          name="messages"
          loadOptions={{ load: failing, reset: jest.fn(), wait: noWait, attempts: 1, loadTexts: loaded }}
        />
      </>,
      { route: '/dashboard', user: testUser() },
    );
    await waitFor(() => expect(failing).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Page')).toBeInTheDocument();
  });
});
