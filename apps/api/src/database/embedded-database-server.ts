import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseServer } from './database-server';
import { DirectoryLock } from './directory-lock';
import { EmbeddedSocketServer } from './embedded-socket-server';

/** Must equal the pg pool `max`: the socket server refuses connections beyond it. */
export const EMBEDDED_MAX_CONNECTIONS = 4;

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. PostgreSQL's default (128 MB) is sized for a
 * server; one agency's data fits a fraction of it, and what misses is read from the operating system's file cache.
 * Set at every start (not written into the data directory's postgresql.conf).
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * PGlite (PostgreSQL compiled to WASM) served over the PostgreSQL wire protocol on 127.0.0.1,
 * so TypeORM uses its normal `pg` driver. PGlite runs one query cycle or transaction at a time for all
 * connections: code must never wait, inside a transaction, for work on another connection.
 */
export class EmbeddedDatabaseServer extends DatabaseServer {
  readonly embedded = true;
  readonly maxConnections = EMBEDDED_MAX_CONNECTIONS;

  private constructor(
    readonly url: string,
    private readonly db: PGlite,
    private readonly socketServer: EmbeddedSocketServer,
    private readonly lock: DirectoryLock,
  ) {
    super();
  }

  /** Opens (or creates) the database stored in `directory`. */
  static async start(directory: string): Promise<EmbeddedDatabaseServer> {
    fs.mkdirSync(directory, { recursive: true });
    const lock = DirectoryLock.acquire(
      path.join(directory, '..', `${path.basename(directory)}.pid`),
      `Embedded database ${directory}`,
    );
    let db: PGlite | undefined;
    try {
      db = new PGlite(directory, {
        extensions: { pgcrypto, pg_trgm },
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
      });
      await db.waitReady;
      const socketServer = new EmbeddedSocketServer(db, EMBEDDED_MAX_CONNECTIONS);
      const url = `postgresql://postgres@${await socketServer.start()}/postgres`;
      return new EmbeddedDatabaseServer(url, db, socketServer, lock);
    } catch (error) {
      await db?.close().catch(() => undefined);
      lock.release();
      throw error;
    }
  }

  async stop(): Promise<void> {
    try {
      await this.socketServer.stop();
      await this.db.close();
    } finally {
      this.lock.release();
    }
  }
}
