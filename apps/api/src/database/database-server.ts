/** The PostgreSQL the API talks to: an external one (DATABASE_URL) or the embedded PGlite. */
export abstract class DatabaseServer {
  abstract readonly url: string;
  abstract readonly embedded: boolean;
  /** Upper bound for the connection pool. */
  abstract readonly maxConnections: number;
  abstract stop(): Promise<void>;
}
