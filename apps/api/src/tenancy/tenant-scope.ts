import type {
  DeepPartial,
  EntityManager,
  EntityTarget,
  FindManyOptions,
  FindOptionsWhere,
  SelectQueryBuilder,
} from 'typeorm';
/** Any row carrying its service provider id. */
export interface TenantOwned {
  id: string;
  serviceProviderId: string;
}

type Where<T> = FindOptionsWhere<T> | FindOptionsWhere<T>[];

/**
 * The one data access path to tenant-owned rows: every read, write and delete is limited to one
 * service provider, so a row of another provider behaves exactly like a missing one.
 */
export class TenantScope {
  constructor(
    readonly serviceProviderId: string,
    readonly manager: EntityManager,
  ) {}

  find<T extends TenantOwned>(entity: EntityTarget<T>, options: FindManyOptions<T> = {}): Promise<T[]> {
    return this.manager.find(entity, { ...options, where: this.scoped(options.where as Where<T> | undefined) });
  }

  findOne<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    options: Omit<FindManyOptions<T>, 'where'> = {},
  ): Promise<T | null> {
    return this.manager.findOne(entity, { ...options, where: this.scoped(where) });
  }

  /** A query builder already limited to this provider's rows of `alias`. */
  query<T extends TenantOwned>(entity: EntityTarget<T>, alias: string): SelectQueryBuilder<T> {
    return this.manager
      .createQueryBuilder(entity, alias)
      .where(`${alias}.serviceProviderId = :tenantId`, { tenantId: this.serviceProviderId });
  }

  async insert<T extends TenantOwned>(
    entity: EntityTarget<T>,
    values: Omit<DeepPartial<T>, 'serviceProviderId'>,
  ): Promise<T> {
    const row = this.manager.create(entity, { ...values, serviceProviderId: this.serviceProviderId } as DeepPartial<T>);
    return this.manager.save(entity, row);
  }

  async save<T extends TenantOwned>(entity: EntityTarget<T>, row: T): Promise<T> {
    this.assertOwned(row);
    return this.manager.save(entity, row);
  }

  async remove<T extends TenantOwned>(entity: EntityTarget<T>, row: T): Promise<void> {
    this.assertOwned(row);
    await this.manager.delete(entity, { id: row.id, serviceProviderId: this.serviceProviderId } as FindOptionsWhere<T>);
  }

  /** Updates the rows of this provider matching `where`; returns how many changed. */
  async update<T extends TenantOwned>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T>,
    values: DeepPartial<T>,
  ): Promise<number> {
    const result = await this.manager.update(
      entity,
      { ...where, serviceProviderId: this.serviceProviderId } as FindOptionsWhere<T>,
      values as never,
    );
    return result.affected ?? 0;
  }

  private scoped<T>(where: Where<T> | undefined): Where<T> {
    const tenant = { serviceProviderId: this.serviceProviderId } as unknown as FindOptionsWhere<T>;
    if (where === undefined) return tenant;
    return Array.isArray(where) ? where.map((item) => ({ ...item, ...tenant })) : { ...where, ...tenant };
  }

  private assertOwned(row: TenantOwned): void {
    if (row.serviceProviderId !== this.serviceProviderId) throw new Error('Row belongs to another service provider');
  }
}
