import {
  Brackets,
  SelectQueryBuilder,
  type DataSource,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
  type QueryBuilder,
  type QueryRunner,
} from 'typeorm';

/** The parameter holding the agency's id in a tenant query's first condition. */
export const TENANT_PARAMETER = 'tenantId';

/**
 * A select of one agency's rows (`TenantScope.query`). Its first condition limits it to the agency, and
 * nothing added later can drop or widen it:
 * - `where()` adds its condition like `andWhere()` (TypeORM's `where()` replaces every condition before it);
 * - every added condition is kept in parentheses (`andWhere('a OR b')` cannot become `tenant AND a OR b`);
 * - `orWhere()` is refused (`tenant OR b` reads other agencies' rows): put alternatives in one condition;
 * - the agency's parameter cannot be set to another value.
 * Builders TypeORM makes from it for brackets and sub-queries are plain (they are parts of its conditions).
 */
export class TenantQueryBuilder<T extends ObjectLiteral> extends SelectQueryBuilder<T> {
  /** The agency whose rows the query is limited to; unset on the plain builders TypeORM makes from this one. */
  private tenant?: string;

  constructor(from: DataSource | QueryBuilder<T>, queryRunner?: QueryRunner) {
    super(from as DataSource, queryRunner);
    // clone() copies the builder through this constructor: the copy is limited like the original.
    if (from instanceof TenantQueryBuilder) this.tenant = from.tenant;
  }

  /** A select of `entity` as `alias` on `manager`'s connection (and transaction), limited to the agency's rows. */
  static of<T extends ObjectLiteral>(
    manager: EntityManager,
    entity: EntityTarget<T>,
    alias: string,
    serviceProviderId: string,
  ): TenantQueryBuilder<T> {
    const query = new TenantQueryBuilder<T>(manager.connection, manager.queryRunner);
    query.select(alias).from(manager.connection.getMetadata(entity).target, alias);
    query.where(`${alias}.serviceProviderId = :${TENANT_PARAMETER}`, { [TENANT_PARAMETER]: serviceProviderId });
    query.tenant = serviceProviderId;
    return query;
  }

  /** Whether the query is limited to this agency's rows. */
  limitsTo(serviceProviderId: string): boolean {
    return this.tenant === serviceProviderId;
  }

  // Conditions are typed as SelectQueryBuilder types them (with `this`, so a tenant query infers as its entity's).
  override where(
    where: string | Brackets | ((qb: this) => string) | ObjectLiteral | ObjectLiteral[],
    parameters?: ObjectLiteral,
  ): this {
    return this.tenant === undefined ? super.where(where, parameters) : this.andWhere(where, parameters);
  }

  override andWhere(
    where: string | Brackets | ((qb: this) => string) | ObjectLiteral | ObjectLiteral[],
    parameters?: ObjectLiteral,
  ): this {
    if (this.tenant === undefined) return super.andWhere(where, parameters);
    if (typeof where === 'string') return super.andWhere(`(${where})`, parameters);
    if (where instanceof Brackets) return super.andWhere(where, parameters);
    return super.andWhere(new Brackets((inner) => inner.where(where)), parameters);
  }

  override orWhere(
    where: string | Brackets | ((qb: this) => string) | ObjectLiteral | ObjectLiteral[],
    parameters?: ObjectLiteral,
  ): this {
    if (this.tenant === undefined) return super.orWhere(where, parameters);
    throw new Error(
      "orWhere() would widen a tenant query to other agencies' rows: put the alternatives in one andWhere()",
    );
  }

  override setParameter(key: string, value: unknown): this {
    if (this.tenant !== undefined && key === TENANT_PARAMETER && value !== this.tenant)
      throw new Error(`The parameter ${TENANT_PARAMETER} of a tenant query names its agency: choose another name`);
    return super.setParameter(key, value);
  }
}
