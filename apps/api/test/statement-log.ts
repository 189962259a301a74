import pg from 'pg';

/**
 * Records the SQL text of every statement this process sends to PostgreSQL through `pg` (the app's pool, TypeORM and
 * the job queue alike) from `start()` until `stop()`: for tests that pin how many statements a route or a job costs.
 */
export class StatementLog {
  readonly statements: string[] = [];
  private original: typeof pg.Client.prototype.query | null = null;

  start(): this {
    if (this.original) return this;
    const original = pg.Client.prototype.query;
    const statements = this.statements;
    this.original = original;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args;
      statements.push(typeof config === 'string' ? config : String((config as { text?: string })?.text ?? ''));
      return (original as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    return this;
  }

  stop(): string[] {
    if (this.original) pg.Client.prototype.query = this.original;
    this.original = null;
    return this.statements;
  }

  /** The statements recorded so far that are not the job queue's own (its polling runs on a timer). */
  appStatements(): string[] {
    return this.statements.filter((sql) => !/\bpgboss\./.test(sql));
  }
}
