import type { SelectQueryBuilder } from 'typeorm';

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
  return {
    async getRawMany<R>(): Promise<R[]> {
      const shape = shapeOf(query);
      const plan = shape ? planOf(shape, query) : null;
      if (!plan) return query.getRawMany<R>();
      const parameters = query.getParameters();
      const values = plan.names.map((name) => parameters[name]);
      const runner = (query as unknown as { queryRunner?: Parameters<typeof query.connection.query>[2] }).queryRunner;
      return query.connection.query(plan.sql, values, runner) as Promise<R[]>;
    },
    async getRawOne<R>(): Promise<R | undefined> {
      return (await this.getRawMany<R>())[0];
    },
  };
}

const MARKER = '\u0000param:';

function planOf(shape: string, query: SelectQueryBuilder<object>): Plan | null {
  const cached = plans.get(shape);
  if (cached !== undefined) {
    if (verify && cached && cached.sql !== query.getQueryAndParameters()[0])
      throw new Error(`Two queries of one shape with different SQL:\n${cached.sql}\n${query.getQuery()}`);
    return cached;
  }
  // Built once with a marker for each parameter, to learn which parameter each $n is.
  const markers = Object.fromEntries(Object.keys(query.getParameters()).map((name) => [name, `${MARKER}${name}`]));
  const [sql, values] = query.clone().setParameters(markers).getQueryAndParameters();
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
