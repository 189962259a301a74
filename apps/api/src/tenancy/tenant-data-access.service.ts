import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TenantScope } from './tenant-scope';

@Injectable()
export class TenantDataAccess {
  constructor(private readonly dataSource: DataSource) {}

  forTenant(serviceProviderId: string): TenantScope {
    return new TenantScope(serviceProviderId, this.dataSource.manager);
  }

  /** Runs `work` in one transaction; use only the given scope (and its manager) inside it. */
  transaction<T>(serviceProviderId: string, work: (scope: TenantScope) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new TenantScope(serviceProviderId, manager)));
  }
}
