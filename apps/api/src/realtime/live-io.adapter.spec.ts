import { EventEmitter } from 'node:events';
import { from, isObservable, of, type Observable } from 'rxjs';
import { mergeAll } from 'rxjs/operators';
import { loadAppConfig } from '../config/load-app-config';
import { LiveIoAdapter } from './live-io.adapter';

/** What Nest hands the adapter as `transform` (WebSocketsController.pickResult, then mergeAll). */
const nestTransform = (result: unknown): Observable<unknown> =>
  from(
    (async () => {
      const value = await result;
      return isObservable(value) ? value : of(value);
    })(),
  ).pipe(mergeAll());

class FakeSocket extends EventEmitter {
  readonly sent: unknown[][] = [];
  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (typeof event === 'string' && event.startsWith('out:')) this.sent.push([event, ...args]);
    return super.emit(event, ...args);
  }
}

describe('LiveIoAdapter message handlers', () => {
  const adapter = new LiveIoAdapter(
    null as never,
    loadAppConfig({ JWT_ACCESS_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'r'.repeat(32) }),
  );
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function bind(callback: (data: unknown, ack?: unknown) => unknown, isAckHandledManually = false) {
    const socket = new FakeSocket();
    adapter.bindMessageHandlers(
      socket as never,
      [{ message: 'join', methodName: 'join', callback: callback as never, isAckHandledManually }],
      nestTransform,
    );
    return socket;
  }

  it("answers the acknowledgement with the handler's value or promised value, and hands it the message", async () => {
    const seen: unknown[] = [];
    const socket = bind(async (data) => {
      seen.push(data);
      return { ok: true };
    });
    const ack = jest.fn();
    socket.emit('join', { taskId: 't1' }, ack);
    await flush();
    expect(seen).toEqual([{ taskId: 't1' }]);
    expect(ack).toHaveBeenCalledWith({ ok: true });
  });

  it('emits a { event, data } answer instead of acknowledging it', async () => {
    const socket = bind(() => ({ event: 'out:joined', data: { room: 'r1' } }));
    const ack = jest.fn();
    socket.emit('join', {}, ack);
    await flush();
    expect(socket.sent).toEqual([['out:joined', { room: 'r1' }]]);
    expect(ack).not.toHaveBeenCalled();
  });

  it('leaves the acknowledgement alone when the handler answers nothing or acknowledges itself', async () => {
    const ack = jest.fn();
    bind(() => undefined).emit('join', {}, ack);
    bind(() => ({ ok: true }), true).emit('join', {}, ack);
    await flush();
    expect(ack).not.toHaveBeenCalled();
  });

  it('passes several arguments as a list, and an acknowledgement without data', async () => {
    const seen: unknown[] = [];
    const socket = bind((data) => {
      seen.push(data);
      return 'done';
    });
    const ack = jest.fn();
    socket.emit('join', 'a', 'b', ack);
    socket.emit('join', ack);
    await flush();
    expect(seen).toEqual([['a', 'b'], undefined]);
    expect(ack).toHaveBeenCalledTimes(2);
  });

  it('keeps the socket usable after a handler fails', async () => {
    let fail = true;
    const socket = bind(async () => {
      if (fail) throw new Error('broken');
      return { ok: true };
    });
    const logged = jest.spyOn((adapter as unknown as { logger: { error: () => void } }).logger, 'error');
    logged.mockImplementation(() => undefined);
    const ack = jest.fn();
    socket.emit('join', {}, ack);
    await flush();
    fail = false;
    socket.emit('join', {}, ack);
    await flush();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(ack).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
