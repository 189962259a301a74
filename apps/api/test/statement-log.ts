import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Records the SQL text of every statement this process sends to PostgreSQL through `pg` (the app's pool, TypeORM and
 * the job queue alike) from `start()` until `stop()`: for tests that pin how many statements a route or a job costs.
 */
export class StatementLog {
  readonly statements: string[] = [];
  private original: typeof pg.Client.prototype.query | null = null;
  // Set by `within`: only statements sent from its work count, not those of jobs this process runs meanwhile.
  private readonly caller = new AsyncLocalStorage<true>();
  private onlyWithin = false;

  start(): this {
    if (this.original) return this;
    const original = pg.Client.prototype.query;
    const statements = this.statements;
    const counts = () => !this.onlyWithin || this.caller.getStore() === true;
    this.original = original;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args;
      if (counts())
        statements.push(typeof config === 'string' ? config : String((config as { text?: string })?.text ?? ''));
      return (original as (...values: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    return this;
  }

  /**
   * Runs `work` and from now on records only the statements it sends (the queue's workers of this process pick up
   * other tests' jobs from the shared database at any moment).
   */
  within<T>(work: () => Promise<T>): Promise<T> {
    this.onlyWithin = true;
    return this.caller.run(true, work);
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
