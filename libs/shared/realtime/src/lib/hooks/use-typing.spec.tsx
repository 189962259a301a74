import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Socket } from 'socket.io-client';
import { createAppStore } from '@taskflow/store';
import { presenceChanged, typingStarted } from '../state/live.slice';
import { FakeLiveSocket } from '../testing/fake-live-socket';
import { RealtimeContext } from './realtime-context';
import { TYPING_IDLE_MS, TYPING_REPEAT_MS, usePresence, useTypingSignal, useTypingUsers } from './use-typing';

let signal: ReturnType<typeof useTypingSignal>;
function Composer({ conversationId }: { conversationId: string }) {
  signal = useTypingSignal(conversationId);
  return null;
}

function Watchers({ conversationId, userId }: { conversationId: string; userId: string }) {
  const typing = useTypingUsers(conversationId);
  const presence = usePresence(userId);
  return <p data-testid="watch">{`${typing.join(',') || 'nobody'} typing · ${userId} ${presence}`}</p>;
}

describe('typing and presence hooks', () => {
  afterEach(() => jest.useRealTimers());

  it('sends typing:start while typing (again every 2 s) and typing:stop after a pause, on send and on leaving', () => {
    jest.useFakeTimers();
    const socket = new FakeLiveSocket();
    socket.connected = true;
    const view = render(
      <RealtimeContext.Provider value={socket as unknown as Socket}>
        <Composer conversationId="k1" />
      </RealtimeContext.Provider>,
    );

    act(() => signal.typing());
    act(() => signal.typing());
    expect(socket.sentOf('typing:start')).toEqual([{ conversationId: 'k1' }]);
    act(() => jest.advanceTimersByTime(TYPING_REPEAT_MS));
    act(() => signal.typing());
    expect(socket.sentOf('typing:start')).toHaveLength(2);

    act(() => jest.advanceTimersByTime(TYPING_IDLE_MS));
    expect(socket.sentOf('typing:stop')).toEqual([{ conversationId: 'k1' }]);

    act(() => signal.typing());
    act(() => signal.stopped());
    expect(socket.sentOf('typing:stop')).toHaveLength(2);

    act(() => signal.typing());
    view.rerender(
      <RealtimeContext.Provider value={socket as unknown as Socket}>
        <Composer conversationId="k2" />
      </RealtimeContext.Provider>,
    );
    expect(socket.sentOf('typing:stop')).toEqual([
      { conversationId: 'k1' },
      { conversationId: 'k1' },
      { conversationId: 'k1' },
    ]);
  });

  it('shows who types in the conversation and whether a user is online', () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <Watchers conversationId="k1" userId="u-tom" />
      </Provider>,
    );
    expect(screen.getByTestId('watch')).toHaveTextContent('nobody typing · u-tom offline');

    act(() => {
      store.dispatch(typingStarted({ conversationId: 'k1', userId: 'u-tom' }));
      store.dispatch(typingStarted({ conversationId: 'k2', userId: 'u-eve' }));
      store.dispatch(presenceChanged({ userId: 'u-tom', state: 'away' }));
    });
    expect(screen.getByTestId('watch')).toHaveTextContent('u-tom typing · u-tom away');

    act(() => {
      store.dispatch(presenceChanged({ userId: 'u-tom', state: 'offline' }));
    });
    expect(screen.getByTestId('watch')).toHaveTextContent('nobody typing · u-tom offline');
  });
});
