import { Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { prepareStatementsOn } from './prepared-statements';
import { PlatformScope } from './platform-scope';
import { TenantScope } from './tenant-scope';

/** The entry to the database for every feature: tenant scopes, and the platform scope for what no tenant owns. */
@Injectable()
export class TenantDataAccess {
  constructor(
    private readonly dataSource: DataSource,
    @Optional() config?: AppConfig,
  ) {
    // The embedded database (no DATABASE_URL) runs every connection on one session: no statement names there.
    if (config?.DATABASE_URL) prepareStatementsOn(dataSource);
  }

  forTenant(serviceProviderId: string): TenantScope {
    return new TenantScope(serviceProviderId, this.dataSource.manager);
  }

  /** Runs `work` in one transaction; use only the given scope inside it. */
  transaction<T>(serviceProviderId: string, work: (scope: TenantScope) => Promise<T>): Promise<T> {
    return this.forTenant(serviceProviderId).transaction(work);
  }

  /** Agency-less tables, lookups across agencies and tenant creation (see `PlatformScope`). */
  platform(): PlatformScope {
    return new PlatformScope(this.dataSource.manager);
  }
}
