/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What the live layer needs of a socket.io client socket (a fake emitter satisfies it in tests).
 * Acknowledgements are the last argument of `emit`, as in socket.io.
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** false once the socket gave up reconnecting (socket.io's `active`). */
  readonly active?: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  off(event: string, listener: (...args: any[]) => void): unknown;
  emit(event: string, ...args: any[]): unknown;
}

/** How long a join, leave or presence request waits for the gateway's answer. */
export const LIVE_ACK_TIMEOUT_MS = 10_000;

/** Emits with an acknowledgement; resolves with the answer, or with `onTimeout()` when none comes in time. */
export function emitWithAck<T>(
  socket: LiveSocket,
  event: string,
  body: unknown,
  onTimeout: () => T,
  timeoutMs = LIVE_ACK_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(onTimeout()), timeoutMs);
    socket.emit(event, body, (answer: T) => {
      clearTimeout(timer);
      resolve(answer);
    });
  });
}
