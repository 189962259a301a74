import type {
  DeepPartial,
  EntityManager,
  EntityMetadata,
  EntityTarget,
  FindManyOptions,
  FindOptionsWhere,
  ObjectLiteral,
  SelectQueryBuilder,
} from 'typeorm';
import { Agency } from './agency.entity';
import { runStatement, statementName, statementOf } from './prepared-statements';
import { planned, type StatementSource } from './query-plans';
import { TENANT_PARAMETER, TenantQueryBuilder } from './tenant-query-builder';

/** Any row carrying its agency id. */
export interface TenantOwned {
  id: string;
  serviceProviderId: string;
}

/** `insertIfNew`'s SQL for an entity and a set of columns; the columns in the order of their parameters after the agency's. */
interface InsertPlan {
  sql: string;
  /** The insert up to its select of the values, for a condition to follow. */
  selectSql: string;
  onConflict: string;
  columns: EntityMetadata['columns'];
}
const insertPlans = new Map<string, InsertPlan>();

type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];
/** Column values of a new row; the scope adds the agency id itself. */
export type NewRow<T> = Omit<DeepPartial<T>, 'serviceProviderId'>;
/** What a scope may change on its own agency's row (never its id). */
export type TenantChanges = Partial<Omit<Agency, 'id' | 'createdAt' | 'updatedAt'>>;

/**
 * The one data access path to tenant-owned rows: every read, write and delete is limited to one
 * agency, so a row of another agency behaves exactly like a missing one.
 * Made by `TenantDataAccess.forTenant`, or inside a transaction by `transaction` / `PlatformScope.forTenant`.
 */
export class TenantScope {
  readonly #manager: EntityManager;

  /** @internal Only `tenancy/` makes scopes: use `TenantDataAccess.forTenant`. */
  constructor(
    readonly serviceProviderId: string,
    manager: EntityManager,
  ) {
    this.#manager = manager;
  }

  /** Runs `work` in one transaction (a savepoint when already inside one); use only the given scope in it. */
  transaction<R>(work: (scope: TenantScope) => Promise<R>): Promise<R> {
    return this.#manager.transaction((manager) => work(new TenantScope(this.serviceProviderId, manager)));
  }

  async find<T extends TenantOwned>(entity: EntityTarget<T>, options: FindManyOptions<T> = {}): Promise<T[]> {
    return this.#manager.find(entity, { ...options, where: this.scoped(options.where as Where<T> | undefined) });
  }

  async findOne<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    options: Omit<FindManyOptions<T>, 'where'> = {},
  ): Promise<T | null> {
    return this.#manager.findOne(entity, { ...options, where: this.scoped(where) });
  }

  async count<T extends TenantOwned>(entity: EntityTarget<T>, where: Where<T> = {}): Promise<number> {
    return this.#manager.countBy(entity, this.scoped(where));
  }

  /**
   * A query builder limited to this agency's rows of `alias`; no later call drops or widens that limit (see
   * `TenantQueryBuilder`: `where()` adds a condition, `orWhere()` is refused).
   */
  query<T extends TenantOwned>(entity: EntityTarget<T>, alias: string): TenantQueryBuilder<T> {
    return TenantQueryBuilder.of(this.#manager, entity, alias, this.serviceProviderId);
  }

  /**
   * Runs a hot path's statement (a select of `query()`, `planned(…).updateAndReadStatement`, a `composedStatement`)
   * with its SQL written once per `key` and prepared by name on each database connection, through `pg` directly.
   * `key` names everything the SQL is made of besides values (e.g. the actor's kind of visibility); `parameters` are
   * the values by parameter name (the agency's is this scope's); `write` writes the statement, once per key (and, under
   * NODE_ENV=test, every time, checking that it gives the same SQL and the values of `parameters`).
   */
  async prepared<R>(
    key: string,
    parameters: Readonly<Record<string, unknown>>,
    write: () => StatementSource,
  ): Promise<R[]> {
    const valueOf = (name: string) => (name === TENANT_PARAMETER ? this.serviceProviderId : parameters[name]);
    return runStatement<R>(this.#manager, statementOf(key, valueOf, write));
  }

  async insert<T extends TenantOwned>(entity: EntityTarget<T>, values: NewRow<T>): Promise<T> {
    const row = this.#manager.create(entity, {
      ...values,
      serviceProviderId: this.serviceProviderId,
    } as DeepPartial<T>);
    return this.#manager.save(entity, row);
  }

  /** Inserts the row unless it collides with a unique key; answers the new row, or null when one existed. */
  async insertOrIgnore<T extends TenantOwned>(entity: EntityTarget<T>, values: NewRow<T>): Promise<T | null> {
    const result = await this.#manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values({ ...values, serviceProviderId: this.serviceProviderId } as never)
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id?: string }[])[0]?.id;
    return id ? this.findOne(entity, { id } as FindOptionsWhere<T>) : null;
  }

  /**
   * Inserts the row unless it collides with a unique key; answers whether it was new. One statement whose SQL is built
   * once per entity and set of columns (no read-back, no entity built): for hot paths such as the activity job. Columns
   * left undefined take their defaults; values are written as TypeORM writes them (no column transformers).
   * `unlessFound`: selects of this scope (their SQL built once per shape); the row is not inserted when any of them
   * finds a row, in the same statement.
   */
  async insertIfNew<T extends TenantOwned>(
    entity: EntityTarget<T>,
    values: NewRow<T>,
    unlessFound: SelectQueryBuilder<ObjectLiteral>[] = [],
  ): Promise<boolean> {
    const plan = this.insertPlan(entity, values);
    const { driver } = this.#manager.connection;
    const parameters: unknown[] = [
      this.serviceProviderId,
      ...plan.columns.map((column) =>
        driver.preparePersistentValue((values as Record<string, unknown>)[column.propertyName], column),
      ),
    ];
    let sql = plan.sql;
    if (unlessFound.length > 0) {
      const selects = unlessFound.map((query) => {
        if (!(query instanceof TenantQueryBuilder) || !query.limitsTo(this.serviceProviderId))
          throw new Error('insertIfNew checks only selects of its own agency');
        const [text, queryParameters] = planned(query).sql();
        const shift = parameters.length;
        parameters.push(...queryParameters);
        return `(${text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`)})`;
      });
      sql = `${plan.selectSql} WHERE NOT EXISTS (${selects.join(' UNION ALL ')}) ${plan.onConflict}`;
    }
    const rows = await runStatement(this.#manager, { name: statementName(sql), text: sql, values: parameters });
    return rows.length > 0;
  }

  private insertPlan<T extends TenantOwned>(entity: EntityTarget<T>, values: NewRow<T>): InsertPlan {
    const metadata = this.#manager.connection.getMetadata(entity);
    const given = values as Record<string, unknown>;
    const properties = Object.keys(given).filter((property) => given[property] !== undefined);
    const key = `${metadata.name} ${properties.join(' ')}`;
    const cached = insertPlans.get(key);
    if (cached) return cached;
    const columns = properties.map((property) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column || column.transformer || property === 'serviceProviderId')
        throw new Error(`${metadata.name}.${property} cannot be inserted by insertIfNew`);
      return column;
    });
    const { driver } = this.#manager.connection;
    const names = ['"service_provider_id"', ...columns.map((column) => `"${column.databaseName}"`)].join(', ');
    const into = `INSERT INTO "${metadata.tableName}" (${names})`;
    const onConflict = 'ON CONFLICT DO NOTHING RETURNING 1 AS "new"';
    // A select's parameters have no type of their own (VALUES takes the columns'): each is cast to its column's type.
    const typed = ['uuid', ...columns.map((column) => driver.normalizeType(column))].map(
      (type, index) => `$${index + 1}::${type}`,
    );
    const plan: InsertPlan = {
      sql: `${into} VALUES (${typed.map((_, index) => `$${index + 1}`).join(', ')}) ${onConflict}`,
      selectSql: `${into} SELECT ${typed.join(', ')}`,
      onConflict,
      columns,
    };
    insertPlans.set(key, plan);
    return plan;
  }

  async save<T extends TenantOwned>(entity: EntityTarget<T>, row: T): Promise<T> {
    this.assertOwned(row);
    return this.#manager.save(entity, row);
  }

  async remove<T extends TenantOwned>(entity: EntityTarget<T>, row: T): Promise<void> {
    this.assertOwned(row);
    await this.delete(entity, { id: row.id } as FindOptionsWhere<T>);
  }

  /** Updates the rows of this agency matching `where`; returns how many changed. */
  async update<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    values: DeepPartial<T>,
  ): Promise<number> {
    if ('serviceProviderId' in values && values.serviceProviderId !== this.serviceProviderId)
      throw new Error('A row cannot move to another agency');
    const result = await this.#manager.update(entity, this.scoped(where), values as never);
    return result.affected ?? 0;
  }

  /** Deletes the rows of this agency matching `where`; returns how many went. */
  async delete<T extends TenantOwned>(entity: EntityTarget<T>, where: FindOptionsWhere<T>): Promise<number> {
    const result = await this.#manager.delete(entity, this.scoped(where));
    return result.affected ?? 0;
  }

  /** This agency's own row; `lock` holds it until the transaction ends (so concurrent changes queue). */
  async tenant(options: { lock?: boolean } = {}): Promise<Agency> {
    return this.#manager.findOneOrFail(Agency, {
      where: { id: this.serviceProviderId },
      ...(options.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  async updateTenant(changes: TenantChanges): Promise<void> {
    await this.#manager.update(Agency, { id: this.serviceProviderId }, changes);
  }

  private scoped<T>(where: FindOptionsWhere<T>): FindOptionsWhere<T>;
  private scoped<T>(where: Where<T> | undefined): Where<T>;
  private scoped<T>(where: Where<T> | undefined): Where<T> {
    const tenant = { serviceProviderId: this.serviceProviderId } as unknown as FindOptionsWhere<T>;
    if (where === undefined) return tenant;
    // TypeORM reads an empty list as "no condition": refuse it rather than read every row of the agency.
    if (Array.isArray(where) && where.length === 0) throw new Error('An empty list of conditions matches nothing');
    return Array.isArray(where) ? where.map((item) => ({ ...item, ...tenant })) : { ...where, ...tenant };
  }

  private assertOwned(row: TenantOwned): void {
    if (row.serviceProviderId !== this.serviceProviderId) throw new Error('Row belongs to another agency');
  }
}
