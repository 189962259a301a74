import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * Records the SQL text of every statement this process sends to PostgreSQL through `pg` (the app's pool, TypeORM and
 * the job queue alike) from `start()` until `stop()`: for tests that pin how many statements a route or a job costs.
 */
export class StatementLog {
  readonly statements: string[] = [];
  /** The bound values of each statement in `statements` (same order; `[]` when it had none). */
  readonly values: unknown[][] = [];
  private original: typeof pg.Client.prototype.query | null = null;
  // Set by `within`: only statements sent from its work count, not those of jobs this process runs meanwhile.
  private readonly caller = new AsyncLocalStorage<true>();
  private onlyWithin = false;

  start(): this {
    if (this.original) return this;
    const original = pg.Client.prototype.query;
    const statements = this.statements;
    const values = this.values;
    const counts = () => !this.onlyWithin || this.caller.getStore() === true;
    this.original = original;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config, bound] = args;
      if (counts()) {
        statements.push(typeof config === 'string' ? config : String((config as { text?: string })?.text ?? ''));
        const given = Array.isArray(bound) ? bound : (config as { values?: unknown[] } | null)?.values;
        values.push(Array.isArray(given) ? given : []);
      }
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

  /**
   * The statements recorded so far that carry `value` among their bound values (e.g. a task's id): in a window that
   * records every statement of the process, those of one change, not of the other tests' jobs this process runs.
   */
  statementsWith(value: string): string[] {
    return this.statements.filter((_, index) => JSON.stringify(this.values[index]).includes(value));
  }

  /** The statements recorded so far that are not the job queue's own (its polling runs on a timer). */
  appStatements(): string[] {
    return this.statements.filter((sql) => !/\bpgboss\./.test(sql));
  }
}
