import { Injectable } from '@nestjs/common';
import type { JoinWaitlistResponse } from '@taskflow/contracts';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { WaitlistEntry } from './waitlist-entry.entity';

@Injectable()
export class WaitlistService {
  constructor(private readonly data: TenantDataAccess) {}

  /** Adds the (already normalised) email once; concurrent joins with one email do not fail. */
  async join(email: string): Promise<JoinWaitlistResponse> {
    const platform = this.data.platform();
    const inserted = await platform.insertOrIgnore(WaitlistEntry, { email });
    return { alreadyExists: !inserted };
  }
}
