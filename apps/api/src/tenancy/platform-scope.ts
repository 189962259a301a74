import type {
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindManyOptions,
  FindOptionsWhere,
  SelectQueryBuilder,
} from 'typeorm';
import { Agency } from './agency.entity';
import { TenantScope, type TenantOwned } from './tenant-scope';

/** A new tenant's row: its company fields, licence and limits (the id only when reserved earlier). */
export type NewTenant = Omit<DeepPartial<Agency>, 'createdAt' | 'updatedAt'>;

/**
 * Everything that belongs to no single agency, so `TenantScope` cannot reach it:
 * - agency-less tables (waitlist entries, refresh and password reset tokens, pending registrations);
 * - lookups across agencies by a key unique across all of them (a login email, a token hash), only to learn
 *   which agency a row belongs to; the work then goes on through `forTenant(row.serviceProviderId)`;
 * - creating tenants.
 * Tenant-owned entities are refused by the agency-less methods, agency-less ones by the lookups.
 */
export class PlatformScope {
  readonly #manager: EntityManager;

  /** @internal Only `tenancy/` makes scopes: use `TenantDataAccess.platform`. */
  constructor(manager: EntityManager) {
    this.#manager = manager;
  }

  /** Runs `work` in one transaction (a savepoint when already inside one); tenant scopes from it share it. */
  transaction<R>(work: (platform: PlatformScope) => Promise<R>): Promise<R> {
    return this.#manager.transaction((manager) => work(new PlatformScope(manager)));
  }

  /** A scope for one agency on this scope's connection (inside `transaction`, in the same transaction). */
  forTenant(serviceProviderId: string): TenantScope {
    return new TenantScope(serviceProviderId, this.#manager);
  }

  // Agency-less tables

  async find<T extends object>(entity: EntityTarget<T>, options: FindManyOptions<T> = {}): Promise<T[]> {
    this.assertAgencyless(entity);
    return this.#manager.find(entity, options);
  }

  async findOne<T extends object>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    options: Omit<FindManyOptions<T>, 'where'> = {},
  ): Promise<T | null> {
    this.assertAgencyless(entity);
    return this.#manager.findOne(entity, { ...options, where });
  }

  /** Reads and locks the row until the transaction ends (call inside `transaction`). */
  async findOneForUpdate<T extends object>(entity: EntityTarget<T>, where: FindOptionsWhere<T>): Promise<T | null> {
    this.assertAgencyless(entity);
    return this.#manager.findOne(entity, { where, lock: { mode: 'pessimistic_write' } });
  }

  async insert<T extends object>(entity: EntityTarget<T>, values: DeepPartial<T>): Promise<T> {
    this.assertAgencyless(entity);
    return this.#manager.save(entity, this.#manager.create(entity, values));
  }

  /** Inserts the row unless it collides with a unique key; answers the new row, or null when one existed. */
  async insertOrIgnore<T extends { id: string }>(entity: EntityTarget<T>, values: DeepPartial<T>): Promise<T | null> {
    this.assertAgencyless(entity);
    const result = await this.#manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values(values as never)
      .orIgnore()
      .returning('id')
      .execute();
    const id = (result.raw as { id?: string }[])[0]?.id;
    return id ? this.findOne(entity, { id } as FindOptionsWhere<T>) : null;
  }

  async save<T extends object>(entity: EntityTarget<T>, row: T): Promise<T> {
    this.assertAgencyless(entity);
    return this.#manager.save(entity, row);
  }

  /** Updates the rows matching `where`; returns how many changed. */
  async update<T extends object>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    values: DeepPartial<T>,
  ): Promise<number> {
    this.assertAgencyless(entity);
    return (await this.#manager.update(entity, where, values as never)).affected ?? 0;
  }

  /** Deletes the rows matching `where`; returns how many went. */
  async delete<T extends object>(entity: EntityTarget<T>, where: FindOptionsWhere<T>): Promise<number> {
    this.assertAgencyless(entity);
    return (await this.#manager.delete(entity, where)).affected ?? 0;
  }

  // Lookups across agencies (read only)

  /** The row with a key unique across agencies (an email, a token hash), whichever agency owns it. */
  async findAcrossTenants<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    options: Omit<FindManyOptions<T>, 'where'> = {},
  ): Promise<T | null> {
    this.assertTenantOwned(entity);
    return this.#manager.findOne(entity, { ...options, where });
  }

  /** Like `findAcrossTenants`, and locks the row until the transaction ends (call inside `transaction`). */
  async findAcrossTenantsForUpdate<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
  ): Promise<T | null> {
    this.assertTenantOwned(entity);
    return this.#manager.findOne(entity, { where, lock: { mode: 'pessimistic_write' } });
  }

  async existsAcrossTenants<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
  ): Promise<boolean> {
    this.assertTenantOwned(entity);
    return this.#manager.existsBy(entity, where);
  }

  /** A query across agencies, for a lookup `findAcrossTenants` cannot express (e.g. hidden columns). Read only. */
  queryAcrossTenants<T extends TenantOwned>(entity: EntityTarget<T>, alias: string): SelectQueryBuilder<T> {
    this.assertTenantOwned(entity);
    return this.#manager.createQueryBuilder(entity, alias);
  }

  // Tenants

  async createTenant(values: NewTenant): Promise<Agency> {
    return this.#manager.save(Agency, this.#manager.create(Agency, values));
  }

  async countTenants(): Promise<number> {
    return this.#manager.count(Agency);
  }

  /** Holds back every other tenant creation until this transaction ends (call inside `transaction`). */
  async lockTenantTable(): Promise<void> {
    await this.#manager.query('LOCK TABLE service_provider IN EXCLUSIVE MODE');
  }

  private isTenantOwned(entity: EntityTarget<unknown>): boolean {
    return Boolean(this.#manager.connection.getMetadata(entity).findColumnWithPropertyName('serviceProviderId'));
  }

  private assertAgencyless(entity: EntityTarget<unknown>): void {
    if (this.#manager.connection.getMetadata(entity).target === Agency)
      throw new Error('Agency rows are read through TenantScope.tenant and made by createTenant');
    if (this.isTenantOwned(entity))
      throw new Error(`${this.nameOf(entity)} belongs to an agency: use TenantScope (forTenant)`);
  }

  private assertTenantOwned(entity: EntityTarget<unknown>): void {
    if (!this.isTenantOwned(entity))
      throw new Error(`${this.nameOf(entity)} belongs to no agency: use the agency-less methods`);
  }

  private nameOf(entity: EntityTarget<unknown>): string {
    return this.#manager.connection.getMetadata(entity).name;
  }
}
