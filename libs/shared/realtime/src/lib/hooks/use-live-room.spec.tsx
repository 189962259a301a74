import { StrictMode, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { LiveRooms, type LiveRoomKind } from '../rooms/live-rooms';
import { LiveRoomsContext } from '../rooms/live-rooms-context';
import { FakeLiveSocket, settle } from '../testing/fake-live-socket';
import { useLiveRoom } from './use-live-room';

function Room({ kind = 'task', id, label = 'room' }: { kind?: LiveRoomKind; id: string | null; label?: string }) {
  const room = useLiveRoom(kind, id);
  return <p data-testid={label}>{room.error ? `${room.status}: ${room.error}` : room.status}</p>;
}

describe('useLiveRoom', () => {
  let socket: FakeLiveSocket;
  let rooms: LiveRooms;

  beforeEach(() => {
    socket = new FakeLiveSocket();
    socket.connected = true;
    rooms = new LiveRooms(socket);
  });

  const withRooms = (children: ReactNode) => (
    <LiveRoomsContext.Provider value={rooms}>{children}</LiveRoomsContext.Provider>
  );

  it('joins the room on mount, reports the answer and leaves on unmount', async () => {
    const view = render(withRooms(<Room id="t1" />));
    expect(screen.getByTestId('room')).toHaveTextContent('joining');
    expect(socket.sentOf('join:task')).toEqual([{ taskId: 't1' }]);
    expect(await screen.findByText('joined')).toBeInTheDocument();

    view.unmount();
    expect(socket.sentOf('leave:task')).toEqual([{ taskId: 't1' }]);
  });

  it('sends the id under the key of its kind', async () => {
    render(
      withRooms(
        <>
          <Room kind="project" id="p1" label="project" />
          <Room kind="conversation" id="k1" label="conversation" />
        </>,
      ),
    );
    await act(settle);
    expect(socket.sentOf('join:project')).toEqual([{ projectId: 'p1' }]);
    expect(socket.sentOf('join:conversation')).toEqual([{ conversationId: 'k1' }]);
  });

  it('shares a room between screens: only the last one to go leaves it', async () => {
    const view = render(
      withRooms(
        <>
          <Room id="t1" label="first" />
          <Room id="t1" label="second" />
        </>,
      ),
    );
    await act(settle);
    expect(socket.sentOf('join:task')).toHaveLength(1);

    view.rerender(withRooms(<Room id="t1" label="second" />));
    expect(socket.sentOf('leave:task')).toEqual([]);
    expect(screen.getByTestId('second')).toHaveTextContent('joined');

    view.rerender(withRooms(null));
    expect(socket.sentOf('leave:task')).toEqual([{ taskId: 't1' }]);
  });

  it('switches rooms when the id changes, and holds none without an id', async () => {
    const view = render(withRooms(<Room kind="conversation" id="k1" />));
    await act(settle);

    view.rerender(withRooms(<Room kind="conversation" id="k2" />));
    await act(settle);
    expect(socket.sentOf('leave:conversation')).toEqual([{ conversationId: 'k1' }]);
    expect(socket.sentOf('join:conversation')).toEqual([{ conversationId: 'k1' }, { conversationId: 'k2' }]);

    view.rerender(withRooms(<Room kind="conversation" id={null} />));
    expect(socket.sentOf('leave:conversation')).toEqual([{ conversationId: 'k1' }, { conversationId: 'k2' }]);
    expect(screen.getByTestId('room')).toHaveTextContent('idle');
  });

  it('reports a refused join with the gateway’s reason', async () => {
    socket.answer = () => ({ ok: false, error: 'You may not see this task' });
    render(withRooms(<Room id="t-hidden" />));
    expect(await screen.findByText('failed: You may not see this task')).toBeInTheDocument();
  });

  it('waits for the connection before joining, and joins again after every reconnect', async () => {
    socket.connected = false;
    render(withRooms(<Room id="t1" />));
    expect(socket.sentOf('join:task')).toEqual([]);

    socket.connected = true;
    await act(() => rooms.rejoinAll());
    expect(screen.getByTestId('room')).toHaveTextContent('joined');

    act(() => {
      socket.connected = false;
      rooms.connectionLost();
    });
    expect(screen.getByTestId('room')).toHaveTextContent('joining');

    socket.connected = true;
    await act(() => rooms.rejoinAll());
    expect(socket.sentOf('join:task')).toEqual([{ taskId: 't1' }, { taskId: 't1' }]);
    expect(screen.getByTestId('room')).toHaveTextContent('joined');
  });

  it('leaves a room left during its join only after the join’s answer (the gateway keeps the order)', async () => {
    socket.holdAcks = true;
    const view = render(withRooms(<Room id="t1" />));
    view.unmount();
    expect(socket.sentOf('leave:task')).toEqual([]);

    await act(async () => {
      socket.releaseAcks();
      await settle();
    });
    expect(socket.sentOf('leave:task')).toEqual([{ taskId: 't1' }]);
  });

  it('joins once under StrictMode’s mount, unmount and mount again', async () => {
    render(<StrictMode>{withRooms(<Room id="t1" />)}</StrictMode>);
    expect(await screen.findByText('joined')).toBeInTheDocument();
    expect(socket.sentOf('join:task')).toEqual([{ taskId: 't1' }]);
    expect(socket.sentOf('leave:task')).toEqual([]);
  });

  it('is idle while signed out (no live connection)', () => {
    render(<Room id="t1" />);
    expect(screen.getByTestId('room')).toHaveTextContent('idle');
  });
});
