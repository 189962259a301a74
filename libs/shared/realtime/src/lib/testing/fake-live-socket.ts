/* eslint-disable @typescript-eslint/no-explicit-any */
import type { LiveSocket } from '../live-socket';

type Listener = (...args: any[]) => void;

export interface SentEvent {
  event: string;
  body: unknown;
}

/**
 * A socket stand-in for unit tests: records what the browser emits, answers acknowledgements (at once,
 * or when the test releases them) and lets the test play the gateway's events and connection changes.
 */
export class FakeLiveSocket implements LiveSocket {
  connected = false;
  active = true;
  readonly sent: SentEvent[] = [];
  /** The gateway's answer to an emitted event with an acknowledgement. */
  answer: (event: string, body: unknown) => unknown = () => ({ ok: true });
  /** When true, acknowledgements wait in `heldAcks` until the test calls `releaseAcks`. */
  holdAcks = false;
  private heldAcks: Array<() => void> = [];
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: any[]): this {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as Listener) : undefined;
    this.sent.push({ event, body: args[0] });
    if (ack) {
      const reply = () => ack(this.answer(event, args[0]));
      if (this.holdAcks) this.heldAcks.push(reply);
      else queueMicrotask(reply);
    }
    return this;
  }

  releaseAcks(): void {
    const acks = this.heldAcks;
    this.heldAcks = [];
    for (const ack of acks) ack();
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** What the browser emitted of that event, in order. */
  sentOf(event: string): unknown[] {
    return this.sent.filter((sent) => sent.event === event).map((sent) => sent.body);
  }

  /** The gateway sends an event. */
  receive(event: string, payload?: unknown): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  serverConnects(): void {
    this.connected = true;
    this.receive('connect');
  }

  connectionDrops(reason = 'transport close'): void {
    this.connected = false;
    this.receive('disconnect', reason);
  }

  connectFails(): void {
    this.connected = false;
    this.receive('connect_error', new Error('xhr poll error'));
  }
}

/** Lets pending promise callbacks (acknowledgements answered in microtasks) run. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await Promise.resolve();
}
