import type { PGlite } from '@electric-sql/pglite';

interface QueuedMessage {
  connectionId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages after which a connection's query cycle is complete: Sync, simple Query, Terminate. */
const CYCLE_ENDS = new Set(['S', 'Q', 'X'].map((type) => type.charCodeAt(0)));
const SYNC_MESSAGE = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Runs the wire-protocol messages of every connection, one at a time, on PGlite's single session. A connection keeps
 * the session from its first message until its query cycle is complete (Sync or a simple Query answered) and no
 * transaction is open. pglite-socket's own queue hands the session over between any two messages outside a
 * transaction block, so another connection's Parse could replace the unnamed statement between this connection's
 * Parse and Bind: requests failed ("bind message supplies 4 parameters, but prepared statement "" requires 2") or,
 * with statements of the same shape, read another request's rows.
 */
export class EmbeddedQueryQueue {
  private queue: QueuedMessage[] = [];
  private processing = false;
  /** The connection whose cycle or transaction is open; only its messages run until it is done. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(connectionId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ connectionId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  /** A connection went away: its waiting messages fail. */
  clearQueueForHandler(connectionId: number): void {
    const gone = this.queue.filter((queued) => queued.connectionId === connectionId);
    this.queue = this.queue.filter((queued) => queued.connectionId !== connectionId);
    for (const queued of gone) queued.reject(new Error('Connection closed'));
  }

  /** A connection went away in the middle of its cycle or transaction: end both, and let the others go on. */
  async clearTransactionIfNeeded(connectionId: number): Promise<void> {
    if (this.owner !== connectionId) return;
    // Sync ends an extended-protocol cycle cut short (after an error PostgreSQL skips everything until one).
    await this.db.runExclusive(() => this.db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: () => undefined }));
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }

  private next(): QueuedMessage | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((queued) => queued.connectionId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let queued = this.next(); queued; queued = this.next()) await this.run(queued);
    } finally {
      this.processing = false;
    }
  }

  private async run(queued: QueuedMessage): Promise<void> {
    let bytes = 0;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(queued.message, {
          onRawData: (data) => {
            bytes += data.length;
            queued.onData(data);
          },
        }),
      );
    } catch (error) {
      this.owner = this.db.isInTransaction() ? queued.connectionId : null;
      queued.reject(error);
      return;
    }
    const cycleDone = CYCLE_ENDS.has(queued.message[0]) || isStartupMessage(queued.message);
    this.owner = cycleDone && !this.db.isInTransaction() ? null : queued.connectionId;
    queued.resolve(bytes);
  }
}

/** The startup message has no type byte: it begins with its int32 length, whose first byte is 0. */
function isStartupMessage(message: Uint8Array): boolean {
  return message[0] === 0;
}
