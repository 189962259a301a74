import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import type { RemoteRoutesModule } from './load-remote-routes';
import { RemoteRoutes } from './RemoteRoutes';

const noWait = () => Promise.resolve();

describe('RemoteRoutes', () => {
  // Failures are expected here; React and the boundary report them on the console.
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders the remote's routes once loaded", async () => {
    const load = jest
      .fn<Promise<RemoteRoutesModule>, [string]>()
      .mockResolvedValue({ default: () => <p>Board area</p> });
    await renderWithProviders(<RemoteRoutes name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait }} />);
    expect(await screen.findByText('Board area')).toBeInTheDocument();
  });

  it('shows the translated fallback panel after the retries fail, and loads again on retry', async () => {
    let remoteIsUp = false;
    const load = jest.fn(async () => {
      if (!remoteIsUp) throw new Error('connection refused');
      return { default: () => <p>Board area</p> };
    });
    await renderWithProviders(
      <RemoteRoutes name="board" loadOptions={{ load, reset: jest.fn(), wait: noWait, attempts: 2 }} />,
    );
    expect(await screen.findByText('This area could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/The workspace is not reachable right now/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    remoteIsUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Board area')).toBeInTheDocument();
  });

  it('catches a remote that crashes while rendering, so the shell keeps running', async () => {
    const Crashing = () => {
      throw new Error('bug in the remote');
    };
    const load = jest.fn().mockResolvedValue({ default: Crashing });
    await renderWithProviders(
      <>
        <nav>Sidebar still here</nav>
        <RemoteRoutes name="messages" loadOptions={{ load, reset: jest.fn(), wait: noWait }} />
      </>,
    );
    expect(await screen.findByTestId('remote-fallback-messages')).toBeInTheDocument();
    expect(screen.getByText('Sidebar still here')).toBeInTheDocument();
  });
});
