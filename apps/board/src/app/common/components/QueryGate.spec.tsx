import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@taskflow/app-providers/testing';
import { QueryGate, type GatedQuery, type QueryGateProps } from './QueryGate';

const settled = { isLoading: false, isFetching: false, isError: false };
const query = (state: Partial<GatedQuery<string>> = {}): GatedQuery<string> => ({
  ...settled,
  refetch: jest.fn(),
  ...state,
});

const renderGate = (props: Partial<QueryGateProps<string>> & { query: GatedQuery<string> }) =>
  renderWithProviders(
    <QueryGate loading={<p>Loading…</p>} errorMessage="Could not load the project." {...props}>
      {(data) => <p>Content: {data}</p>}
    </QueryGate>,
  );

describe('QueryGate', () => {
  it('shows the loading state until the first answer, then the content made from the data', async () => {
    await renderGate({ query: query({ isLoading: true, isFetching: true }) });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText(/Content/)).not.toBeInTheDocument();

    await renderGate({ query: query({ data: 'Website-Relaunch' }) });
    expect(screen.getByText('Content: Website-Relaunch')).toBeInTheDocument();
  });

  it('shows the error with a Retry that reads again, busy while it runs', async () => {
    const user = userEvent.setup();
    const failed = query({ isError: true, error: { status: 500 } });
    const { unmount } = await renderGate({ query: failed });
    expect(screen.getByRole('heading', { name: 'Could not load the project.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
    unmount();

    await renderGate({ query: query({ isError: true, isFetching: true }) });
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps Retry as it is while it runs when told so, with its own label and a second action', async () => {
    await renderGate({
      query: query({ isError: true, isFetching: true }),
      showRetrying: false,
      retryLabel: 'Reload',
      errorAction: <button type="button">Back to projects</button>,
    });
    expect(screen.getByRole('button', { name: 'Reload' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Back to projects' })).toBeInTheDocument();
  });

  it('shows the not-found view for a not-found status, or an answer without data, and the error otherwise', async () => {
    const notFound = <p>Project not found</p>;
    const { unmount } = await renderGate({ query: query({ isError: true, error: { status: 404 } }), notFound });
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    unmount();

    const second = await renderGate({ query: query({ isError: true, error: { status: 400 } }), notFound });
    expect(screen.getByRole('heading', { name: 'Could not load the project.' })).toBeInTheDocument();
    second.unmount();

    const third = await renderGate({
      query: query({ isError: true, error: { status: 400 } }),
      notFound,
      notFoundStatuses: [404, 400],
    });
    expect(screen.getByText('Project not found')).toBeInTheDocument();
    third.unmount();

    await renderGate({ query: query(), notFound });
    expect(screen.getByText('Project not found')).toBeInTheDocument();
  });

  it('shows the error over older data, unless told to keep the data', async () => {
    const { unmount } = await renderGate({ query: query({ data: 'Website-Relaunch', isError: true }) });
    expect(screen.getByRole('heading', { name: 'Could not load the project.' })).toBeInTheDocument();
    unmount();

    await renderGate({ query: query({ data: 'Website-Relaunch', isError: true }), keepData: true });
    expect(screen.getByText('Content: Website-Relaunch')).toBeInTheDocument();
  });
});
