import { SelectQueryBuilder } from 'typeorm';

/** A statement's SQL with its values, and with each value's parameter name in its place (null when not planned). */
export interface StatementSource {
  sql(): [string, unknown[]];
  namedSql(): [string, unknown[]] | null;
}

interface Plan {
  sql: string;
  /** Parameter names in the order of the SQL's $1, $2, … */
  names: string[];
}

/** How many query shapes one process keeps; every code path has one or a few. */
const MAX_PLANS = 500;
/** Shape → its plan, or null for a shape whose SQL has a value of its own in place of a parameter. */
const plans = new Map<string, Plan | null>();
/** With NODE_ENV=test every planned query is also built the usual way and must give the same SQL. */
const verify = process.env['NODE_ENV'] === 'test';

/**
 * Reads the rows of a plain select (the hot reads: a task, a page of tasks) with its SQL built once per shape: TypeORM
 * builds the SQL of a query builder anew on every execution (select lists, property names, escaping), which costs a
 * single task read more than its query. The shape is what the SQL is made of (selects, joins, conditions, order,
 * limit and offset); parameter values only fill its $n. A query with anything else (locks, grouping, distinct, skip
 * and take, list parameters, conditions that are not text) is run the usual way.
 */
export function planned<T extends object>(query: SelectQueryBuilder<T>) {
  const run = <R>(sql: string, values: unknown[]): Promise<R[]> => {
    const runner = (query as unknown as { queryRunner?: Parameters<typeof query.connection.query>[2] }).queryRunner;
    return query.connection.query(sql, values, runner) as Promise<R[]>;
  };
  /** The SQL built once for the query's shape, with this query's values; null when the shape is not planned. */
  const plannedSql = (): [string, unknown[]] | null => {
    const shape = shapeOf(query);
    const plan = shape ? planOf(shape, query) : null;
    if (!plan) return null;
    const parameters = query.getParameters();
    return [plan.sql, plan.names.map((name) => parameters[name])];
  };
  /** The planned SQL with each value's parameter name in its place (`parameterMarker`); null when not planned. */
  const namedSql = (): [string, unknown[]] | null => {
    const shape = shapeOf(query);
    const plan = shape ? planOf(shape, query) : null;
    return plan ? [plan.sql, plan.names.map(parameterMarker)] : null;
  };
  return {
    async getRawMany<R>(): Promise<R[]> {
      const sql = plannedSql();
      return sql ? run<R>(...sql) : query.getRawMany<R>();
    },
    async getRawOne<R>(): Promise<R | undefined> {
      return (await this.getRawMany<R>())[0];
    },
    /**
     * For a query selecting JSON as `item` and its place in the list as `position`: the items up to position `upTo`
     * as one JSON array (its text), aggregated by PostgreSQL in the order of `position`, and the number of rows the
     * query read (a page's extra row tells that there are more). A large list answer is then one string for the API
     * to pass through, not a row and a view per item.
     */
    async getJsonArray(upTo: number): Promise<{ json: string; rows: number }> {
      const [sql, values] = this.sql();
      const [result] = await run<{ json: string; rows: number }>(
        `SELECT count(*)::int AS "rows", ` +
          `coalesce(json_agg("page"."item" ORDER BY "page"."position") FILTER (WHERE "page"."position" <= $${values.length + 1}), '[]')::text AS "json" ` +
          `FROM (${sql}) "page"`,
        [...values, upTo],
      );
      return result;
    },
    /**
     * Changes the rows this select finds and reads them back, in one statement. The select's conditions (the tenant,
     * a visibility check) decide which rows change; they are locked first (`FOR UPDATE` of the main alias), so
     * concurrent changes queue. Sets `values` (columns by property name, written as they are: no column transformers)
     * and the update-date column like TypeORM's own updates. Answers the rows of `answer` (a select of the same entity
     * under the same alias, e.g. with joins for the answer's view) as they are after the change, each with the
     * columns this select selected as they were before it, named `before:<name>`. This select must select the main
     * alias's id as `id`.
     */
    async updateAndRead<R>(
      values: Record<string, string | number | boolean | null>,
      answer: SelectQueryBuilder<T>,
    ): Promise<R[]> {
      return run<R>(...this.updateAndReadStatement(values, answer).sql());
    },
    /** `updateAndRead`'s statement, to run elsewhere (`TenantScope.prepared`); the values set are named `set:<property>`. */
    updateAndReadStatement(
      values: Record<string, string | number | boolean | null>,
      answer: SelectQueryBuilder<T>,
    ): StatementSource {
      return {
        sql: () => this.updateAndReadSql(values, answer, false) as [string, unknown[]],
        namedSql: () => this.updateAndReadSql(values, answer, true),
      };
    },
    /**
     * `updateAndRead`'s statement and values; with `named`, each value's parameter name in its place instead (the
     * values set are named `set:<property>`), or null when a part's shape is not planned.
     */
    updateAndReadSql(
      values: Record<string, string | number | boolean | null>,
      answer: SelectQueryBuilder<T>,
      named: boolean,
    ): [string, unknown[]] | null {
      const main = named ? namedSql() : (plannedSql() ?? query.getQueryAndParameters());
      const answered = named ? planned(answer).namedSql() : planned(answer).sql();
      if (!main || !answered) return null;
      const [sql, parameters] = main;
      const [answerSql, answerParameters] = answered;
      const alias = query.expressionMap.mainAlias;
      if (!alias?.hasMetadata || answer.expressionMap.mainAlias?.name !== alias.name)
        throw new Error('updateAndRead needs two selects of one entity under one alias');
      const { metadata } = alias;
      const table = `"${metadata.tableName}"`;
      const assignments = Object.entries(values).map(([property, value]) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column ${property}`);
        if (column.isPrimary || property === 'serviceProviderId') throw new Error(`${property} cannot be changed here`);
        parameters.push(named ? parameterMarker(`set:${property}`) : value);
        return `"${column.databaseName}" = $${parameters.length}`;
      });
      if (metadata.updateDateColumn)
        assignments.push(`"${metadata.updateDateColumn.databaseName}" = CURRENT_TIMESTAMP`);
      const before = query.expressionMap.selects
        .map((select) => select.aliasName)
        .filter((name): name is string => Boolean(name) && name !== 'id');
      // The answer reads the changed rows (as RETURNING gives them) under the main alias: a statement's other parts
      // see the table as it was before the statement.
      const from = `FROM ${table} "${alias.name}"`;
      if (!answerSql.startsWith('SELECT ') || answerSql.split(from).length !== 2)
        throw new Error(`updateAndRead cannot read the changed rows with:\n${answerSql}`);
      const shift = parameters.length;
      const answerText = answerSql
        .replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`)
        .replace(from, `FROM "changed" "${alias.name}"`)
        .replace(
          'SELECT ',
          `SELECT ${before.map((name) => `"${alias.name}"."before:${name}" AS "before:${name}", `).join('')}`,
        );
      return [
        `WITH "before" AS (${sql} FOR UPDATE OF "${alias.name}"), ` +
          `"changed" AS (UPDATE ${table} SET ${assignments.join(', ')} FROM "before" ` +
          `WHERE ${table}."id" = "before"."id" ` +
          `RETURNING ${table}.*${before.map((name) => `, "before"."${name}" AS "before:${name}"`).join('')}) ` +
          answerText,
        [...parameters, ...answerParameters],
      ];
    },
    /** The query's SQL with each value's parameter name in its place (see `parameterMarker`); null when not planned. */
    namedSql,
    /** The query's SQL (built once per shape when it can be) and its values. */
    sql(): [string, unknown[]] {
      return plannedSql() ?? query.getQueryAndParameters();
    },
  };
}

const MARKER = '\u0000param:';

/** What stands for the value of the parameter `name` in a statement written with names (see `TenantScope.prepared`). */
export function parameterMarker(name: string): string {
  return `${MARKER}${name}`;
}

/** The parameter name a value written with names stands for, or null when it is a value of its own. */
export function markedParameter(value: unknown): string | null {
  return typeof value === 'string' && value.startsWith(MARKER) ? value.slice(MARKER.length) : null;
}

function planOf(shape: string, query: SelectQueryBuilder<object>): Plan | null {
  const cached = plans.get(shape);
  if (cached !== undefined) {
    if (verify && cached && cached.sql !== query.getQueryAndParameters()[0])
      throw new Error(`Two queries of one shape with different SQL:\n${cached.sql}\n${query.getQuery()}`);
    return cached;
  }
  // Built once with a marker for each parameter, to learn which parameter each $n is (on a plain copy: a tenant query
  // refuses another value for its agency's parameter).
  const markers = Object.fromEntries(Object.keys(query.getParameters()).map((name) => [name, `${MARKER}${name}`]));
  const [sql, values] = new SelectQueryBuilder(query).setParameters(markers).getQueryAndParameters();
  const named = values.every((value) => typeof value === 'string' && value.startsWith(MARKER));
  const plan = named ? { sql, names: values.map((value) => String(value).slice(MARKER.length)) } : null;
  if (plans.size >= MAX_PLANS) plans.delete(plans.keys().next().value as string);
  plans.set(shape, plan);
  return plan;
}

/** The query's shape as text, or null when it uses something planned() does not take. */
function shapeOf(query: SelectQueryBuilder<object>): string | null {
  const map = query.expressionMap;
  const plain =
    map.queryType === 'select' &&
    !map.subQuery &&
    !map.selectDistinct &&
    map.selectDistinctOn.length === 0 &&
    map.groupBys.length === 0 &&
    map.havings.length === 0 &&
    map.lockMode === undefined &&
    map.skip === undefined &&
    map.take === undefined &&
    map.commonTableExpressions.length === 0 &&
    map.wheres.every((where) => typeof where.condition === 'string') &&
    map.joinAttributes.every((join) => typeof join.condition === 'string' || join.condition === undefined) &&
    Object.values(query.getParameters()).every(isScalar);
  if (!plain || !map.mainAlias?.hasMetadata) return null;
  return JSON.stringify([
    map.mainAlias.name,
    map.mainAlias.metadata.tableName,
    map.selects.map((select) => [select.selection, select.aliasName ?? null]),
    map.joinAttributes.map((join) => [
      join.direction,
      typeof join.entityOrProperty === 'string' ? join.entityOrProperty : join.alias.metadata.tableName,
      join.alias.name,
      join.condition ?? null,
      join.isSelected,
    ]),
    map.wheres.map((where) => [where.type, where.condition]),
    map.orderBys,
    map.limit ?? null,
    map.offset ?? null,
    map.withDeleted,
  ]);
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** What a composed statement's writer is given: a planned select's SQL in place, and a further value's placeholder. */
export interface StatementParts {
  /** The select's SQL (built once per shape when it can be), its parameters numbered after the ones before. */
  part(query: SelectQueryBuilder<object>): string;
  /** The placeholder of a further value, the parameter `name` of the statement. */
  value(name: string, value: unknown): string;
}

/**
 * One statement made of several selects (e.g. a count and a page per board column, beside the check that the project
 * is visible): one round trip and one plan instead of one per part. Each part keeps its own conditions (the tenant,
 * visibility); `write` only places them and further values into the statement (run it with `TenantScope.prepared`).
 */
export function composedStatement(write: (parts: StatementParts) => string): StatementSource {
  return {
    sql: () => statementSql(write, false) as [string, unknown[]],
    namedSql: () => statementSql(write, true),
  };
}

function statementSql(write: (parts: StatementParts) => string, named: boolean): [string, unknown[]] | null {
  const values: unknown[] = [];
  let complete = true;
  const sql = write({
    part(query) {
      const written = named ? planned(query).namedSql() : planned(query).sql();
      if (!written) {
        complete = false;
        return '';
      }
      const [text, given] = written;
      const shift = values.length;
      values.push(...given);
      return text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    },
    value(name, given) {
      return `$${values.push(named ? parameterMarker(name) : given)}`;
    },
  });
  return complete ? [sql, values] : null;
}
