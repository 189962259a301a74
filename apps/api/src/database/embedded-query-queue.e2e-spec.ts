import { PGlite } from '@electric-sql/pglite';
import { EmbeddedQueryQueue } from './embedded-query-queue';

// Frontend messages of PostgreSQL's extended query protocol, as `pg` sends them for a query with parameters.
function message(type: string, ...parts: Buffer[]): Uint8Array {
  const body = Buffer.concat(parts);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const text = (value: string) => Buffer.from(`${value}\0`);
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
function int32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
}
const parse = (sql: string) => message('P', text(''), text(sql), int16(0));
const bind = (values: string[]) =>
  message(
    'B',
    text(''),
    text(''),
    int16(0),
    int16(values.length),
    ...values.flatMap((value) => [int32(Buffer.byteLength(value)), Buffer.from(value)]),
    int16(0),
  );
const execute = () => message('E', text(''), int32(0));
const sync = () => message('S');

/** The first column of each DataRow, and the text of any ErrorResponse, in what PGlite answered. */
function readAnswers(bytes: Buffer): { rows: string[]; errors: string[] } {
  const rows: string[] = [];
  const errors: string[] = [];
  for (let at = 0; at < bytes.length;) {
    const type = String.fromCharCode(bytes[at]);
    const length = bytes.readInt32BE(at + 1);
    const body = bytes.subarray(at + 5, at + 1 + length);
    if (type === 'D') rows.push(body.subarray(6, 6 + body.readInt32BE(2)).toString());
    if (type === 'E') errors.push(body.toString().replace(/\0/g, ' '));
    at += 1 + length;
  }
  return { rows, errors };
}

class Connection {
  private readonly received: Buffer[] = [];
  constructor(
    private readonly queue: EmbeddedQueryQueue,
    private readonly id: number,
  ) {}

  /** Sends messages one after another, as pglite-socket's handler does for one connection. */
  async send(...messages: Uint8Array[]): Promise<void> {
    for (const sent of messages)
      await this.queue.enqueue(this.id, sent, (data) => this.received.push(Buffer.from(data)));
  }

  answers() {
    return readAnswers(Buffer.concat(this.received));
  }
}

describe('EmbeddedQueryQueue', () => {
  let db: PGlite;
  let queue: EmbeddedQueryQueue;

  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
  });
  afterAll(() => db.close());
  beforeEach(() => {
    queue = new EmbeddedQueryQueue(db);
  });

  it("keeps another connection's query out of a query cycle until its Sync, so neither reads the other's statement", async () => {
    const first = new Connection(queue, 1);
    const second = new Connection(queue, 2);

    await first.send(parse('SELECT $1::int + $2::int AS sum'));
    // The second connection's whole query arrives while the first one's Bind is still on its way.
    const secondDone = second.send(parse('SELECT upper($1::text) AS shout'), bind(['hello']), execute(), sync());
    await first.send(bind(['20', '22']), execute(), sync());
    await secondDone;

    expect(first.answers()).toEqual({ rows: ['42'], errors: [] });
    expect(second.answers()).toEqual({ rows: ['HELLO'], errors: [] });
  });

  it('keeps an open transaction to its connection until it commits', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS note (body text)');
    const writer = new Connection(queue, 1);
    const reader = new Connection(queue, 2);

    await writer.send(message('Q', text('BEGIN')), message('Q', text("INSERT INTO note VALUES ('draft')")));
    const readDone = reader.send(message('Q', text('SELECT count(*) FROM note')));
    await writer.send(message('Q', text('ROLLBACK')));
    await readDone;

    // Had the read run inside the writer's transaction, it would have counted the rolled-back row.
    expect(reader.answers().rows).toEqual(['0']);
  });

  it('ends the cycle and the transaction of a connection that goes away, and lets the others go on', async () => {
    const leaving = new Connection(queue, 1);
    const staying = new Connection(queue, 2);

    await leaving.send(message('Q', text('BEGIN')), parse('SELECT 1'));
    const stayingDone = staying.send(message('Q', text('SELECT 7')));
    queue.clearQueueForHandler(1);
    await queue.clearTransactionIfNeeded(1);
    await stayingDone;

    expect(staying.answers()).toEqual({ rows: ['7'], errors: [] });
    expect(db.isInTransaction()).toBe(false);
  });
});
