import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api, createAppStore, liveTags, type AppStore } from '@taskflow/store';
import { realtimeStatusChanged } from '../state/live.slice';
import { LIVE_FALLBACK_POLLING_MS, useLiveQueryOptions } from './use-live-query-options';

let answers = 0;
const pollApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveCount: build.query<number, void>({
      queryFn: () => ({ data: (answers += 1) }),
      providesTags: [liveTags.unreadCount('comments')],
    }),
  }),
});

function LiveCount({ intervalMs }: { intervalMs?: number }) {
  const options = useLiveQueryOptions(intervalMs === undefined ? undefined : { intervalMs });
  const { data } = pollApi.endpoints.liveCount.useQuery(undefined, options);
  return <p data-testid="count">{data ?? 'none'}</p>;
}

describe('useLiveQueryOptions', () => {
  let store: AppStore;

  beforeEach(() => {
    jest.useFakeTimers();
    answers = 0;
    store = createAppStore();
  });
  afterEach(() => jest.useRealTimers());

  // The store batches its notifications to the next animation frame, so every step runs a few frames further.
  const FRAMES = 100;
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms + FRAMES));
  const focusWindow = () =>
    act(async () => {
      window.dispatchEvent(new Event('focus'));
      await jest.advanceTimersByTimeAsync(FRAMES);
    });

  it('polls every 5000 ms and refetches on focus only while the socket is not connected', async () => {
    render(
      <Provider store={store}>
        <LiveCount />
      </Provider>,
    );
    await advance(0);
    expect(screen.getByTestId('count')).toHaveTextContent('1');

    await advance(LIVE_FALLBACK_POLLING_MS);
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    await focusWindow();
    expect(screen.getByTestId('count')).toHaveTextContent('3');

    act(() => {
      store.dispatch(realtimeStatusChanged('connected'));
    });
    await advance(3 * LIVE_FALLBACK_POLLING_MS);
    await focusWindow();
    expect(screen.getByTestId('count')).toHaveTextContent('3');

    act(() => {
      store.dispatch(realtimeStatusChanged('connecting'));
    });
    await advance(LIVE_FALLBACK_POLLING_MS);
    expect(screen.getByTestId('count')).toHaveTextContent('4');
  });

  it('takes another interval', async () => {
    render(
      <Provider store={store}>
        <LiveCount intervalMs={1000} />
      </Provider>,
    );
    await advance(0);
    await advance(1000);
    expect(screen.getByTestId('count')).toHaveTextContent('2');
  });
});
