import { Injectable } from '@nestjs/common';
import type { RegistrationStatusResponse } from '@taskflow/contracts';
import { AppConfig } from '../config/app-config';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { RegistrationClosedException } from './agencies.exception';

/**
 * Whether a new agency may register (REGISTRATION): always when `open`; in `invite-only` and `closed` only while the
 * installation has no agency yet (its first registration sets it up). Invitations to an existing agency and the
 * operator's `create-agency` command are never asked.
 */
@Injectable()
export class RegistrationPolicy {
  constructor(
    private readonly config: AppConfig,
    private readonly data: TenantDataAccess,
  ) {}

  async status(): Promise<RegistrationStatusResponse> {
    const mode = this.config.REGISTRATION;
    const newAgenciesAllowed = mode === 'open' || (await this.data.platform().countTenants()) === 0;
    return { mode, newAgenciesAllowed };
  }

  /** Refuses early (registration step 1): nothing is reserved for a registration that would be refused anyway. */
  async assertNewAgenciesAllowed(): Promise<void> {
    if (!(await this.status()).newAgenciesAllowed) throw new RegistrationClosedException();
  }

  /**
   * The check inside the registration's transaction `tx`: when the mode is not `open`, it holds every other agency
   * creation back until `tx` ends, so two first registrations of a fresh install cannot both pass.
   */
  async assertMayCreateAgency(tx: PlatformScope): Promise<void> {
    if (this.config.REGISTRATION === 'open') return;
    await tx.lockTenantTable();
    if ((await tx.countTenants()) > 0) throw new RegistrationClosedException();
  }
}
