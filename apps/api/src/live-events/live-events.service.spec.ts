import { Server } from 'socket.io';
import { Adapter } from 'socket.io-adapter';
import { LiveEvents } from './live-events.service';

describe('LiveEvents.emit', () => {
  // Never attached to an HTTP server: nothing listens, nothing to close.
  let server: Server;

  function attached(adapter?: typeof Adapter): { live: LiveEvents; broadcast: jest.SpyInstance } {
    server = new Server(adapter ? { adapter } : {});
    const live = new LiveEvents();
    live.attach(server, async () => undefined);
    return { live, broadcast: jest.spyOn(server.of('/').adapter, 'broadcast') };
  }

  it('with the in-memory adapter, sends to rooms that have a socket and skips (never encodes) events no socket can hear', () => {
    const { live, broadcast } = attached();
    live.emit(['task:t1:team', 'project:p1:team'], 'task:updated', { task: { id: 't1' } });
    expect(broadcast).not.toHaveBeenCalled();

    server.of('/').adapter.addAll('socket-1', new Set(['project:p1:team']));
    live.emit(['task:t1:team', 'project:p1:team'], 'task:updated', { task: { id: 't1' } });
    expect(broadcast).toHaveBeenCalledTimes(1);
  });

  it('with an adapter that spans processes (Redis), always sends: other processes may have sockets in the rooms', () => {
    class SpanningAdapter extends Adapter {}
    const { live, broadcast } = attached(SpanningAdapter);
    live.emit(['task:t1:team'], 'task:updated', { task: { id: 't1' } });
    expect(broadcast).toHaveBeenCalledTimes(1);
  });
});
