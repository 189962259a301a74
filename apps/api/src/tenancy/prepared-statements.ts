import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import {
  QueryFailedError,
  QueryRunnerAlreadyReleasedError,
  type DataSource,
  type EntityManager,
  type QueryRunner,
} from 'typeorm';
import { markedParameter, type StatementSource } from './query-plans';
import { TENANT_PARAMETER } from './tenant-query-builder';

/** A statement written once per key: its SQL, the name PostgreSQL prepares it under, its parameters in $n order. */
export interface PreparedPlan {
  name: string;
  text: string;
  names: string[];
}

/** A statement to run: its SQL and values, and the name to prepare it under (see `statementName`). */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** How many statement keys one process keeps; each hot path has one per kind of actor or set of filters. */
const MAX_PLANS = 500;
/** Key → its plan, or null for a statement with a value of its own in place of a parameter (written every time). */
const plans = new Map<string, PreparedPlan | null>();
/** With NODE_ENV=test every statement is also written anew and must give the same SQL and values. */
const verify = process.env['NODE_ENV'] === 'test';
/**
 * Data sources whose pooled connections are sessions of their own, so that each can keep its prepared statements. The
 * embedded database runs every connection on one session (EmbeddedQueryQueue): a name prepared by one connection
 * would already exist for the next, so its statements stay unnamed.
 */
const sessionPerConnection = new WeakSet<DataSource>();

/** Lets statements of `dataSource` be prepared by name on each connection (an external PostgreSQL only). */
export function prepareStatementsOn(dataSource: DataSource): void {
  sessionPerConnection.add(dataSource);
}

/**
 * The statement of `key` with the values `valueOf` gives its parameters. `write` is called only when the key has no
 * plan yet (and every time under NODE_ENV=test): it writes the statement with the values of this call, which must be
 * the ones `valueOf` gives (else it throws: the key's parameters are named wrongly). The key stands for everything the
 * SQL is made of besides values (e.g. the actor's kind of visibility): two calls of one key must write the same SQL.
 */
export function statementOf(key: string, valueOf: (name: string) => unknown, write: () => StatementSource): Statement {
  const known = plans.get(key);
  if (known && !verify) return { name: known.name, text: known.text, values: known.names.map(valueOf) };
  if (known === null && !verify) return unnamed(write());
  const source = write();
  const plan = planOf(key, source, valueOf);
  if (known !== undefined && (known?.text ?? null) !== (plan?.text ?? null))
    throw new Error(`The statement ${key} was written with different SQL:\n${known?.text}\n${plan?.text}`);
  if (known === undefined) {
    if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
    plans.set(key, plan);
  }
  return plan ? { name: plan.name, text: plan.text, values: plan.names.map(valueOf) } : unnamed(source);
}

function unnamed(source: StatementSource): Statement {
  const [text, values] = source.sql();
  return { text, values };
}

function planOf(key: string, source: StatementSource, valueOf: (name: string) => unknown): PreparedPlan | null {
  const named = source.namedSql();
  if (!named) return null;
  const [text, markers] = named;
  const names = markers.map(markedParameter);
  if (names.some((name) => name === null)) return null;
  const [written, values] = source.sql();
  if (written !== text) throw new Error(`The statement ${key} was written with different SQL:\n${text}\n${written}`);
  names.forEach((name, index) => {
    const given = valueOf(name as string);
    if (!sameValue(given, values[index]))
      throw new Error(
        `The statement ${key} gives ${name} the value ${String(given)}, its query ${String(values[index])}`,
      );
  });
  if (!names.includes(TENANT_PARAMETER)) throw new Error(`The statement ${key} is not limited to one agency`);
  return { name: statementName(text), text, names: names as string[] };
}

const statementNames = new Map<string, string>();

/** The name a statement's SQL is prepared under: the same for the same SQL (each connection keeps its statements). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `taskflow_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (statementNames.size >= MAX_PLANS) statementNames.delete(statementNames.keys().next().value as string);
    statementNames.set(text, name);
  }
  return name;
}

function sameValue(given: unknown, written: unknown): boolean {
  return given === written || (Array.isArray(given) && JSON.stringify(given) === JSON.stringify(written));
}

/**
 * Runs a statement on `manager`'s connection (its transaction's, if any) through `pg` itself, not TypeORM's query
 * runner (which costs a runner, its release and its events per call); failures and slow queries are logged and thrown
 * as TypeORM's own. With a name, each connection parses and plans the statement once and then only binds its values.
 */
export async function runStatement<R>(manager: EntityManager, statement: Statement): Promise<R[]> {
  const { connection } = manager;
  const { text, values } = statement;
  const config: QueryConfig =
    statement.name && sessionPerConnection.has(connection) ? { name: statement.name, text, values } : { text, values };
  const started = Date.now();
  try {
    const runner: QueryRunner | undefined = manager.queryRunner;
    if (runner?.isReleased) throw new QueryRunnerAlreadyReleasedError();
    const client = runner
      ? ((await runner.connect()) as PoolClient)
      : (connection.driver as unknown as { master: Pool }).master;
    const { rows } = await client.query(config);
    const took = Date.now() - started;
    const slow = connection.options.maxQueryExecutionTime;
    if (slow && took > slow) connection.logger.logQuerySlow(took, text, values);
    return rows as R[];
  } catch (error) {
    if (error instanceof QueryRunnerAlreadyReleasedError) throw error;
    connection.logger.logQueryError(error as Error, text, values);
    throw new QueryFailedError(text, values, error as Error);
  }
}
