import { Injectable } from '@nestjs/common';
import type { WaitlistEntryView, WaitlistStatus } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { WaitlistEntry } from './waitlist-entry.entity';
import { NotPlatformAdminException, WaitlistEntryNotFoundException } from './waitlist.exception';

/** The waitlist belongs to the product, not to a tenant: only platform admins (granted by command) manage it. */
@Injectable()
export class WaitlistAdminService {
  constructor(private readonly data: TenantDataAccess) {}

  async list(actor: Actor): Promise<WaitlistEntryView[]> {
    await this.assertPlatformAdmin(actor);
    return (await this.data.platform().find(WaitlistEntry, { order: { createdAt: 'DESC' } })).map(toView);
  }

  async updateStatus(actor: Actor, id: string, status: WaitlistStatus): Promise<WaitlistEntryView> {
    await this.assertPlatformAdmin(actor);
    const entry = await this.findOr404(id);
    entry.status = status;
    return toView(await this.data.platform().save(WaitlistEntry, entry));
  }

  async remove(actor: Actor, id: string): Promise<void> {
    await this.assertPlatformAdmin(actor);
    await this.findOr404(id);
    await this.data.platform().delete(WaitlistEntry, { id });
  }

  private async findOr404(id: string): Promise<WaitlistEntry> {
    const entry = await this.data.platform().findOne(WaitlistEntry, { id });
    if (!entry) throw new WaitlistEntryNotFoundException();
    return entry;
  }

  private async assertPlatformAdmin(actor: Actor): Promise<void> {
    const user = await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: actor.userId });
    if (!user?.isPlatformAdmin) throw new NotPlatformAdminException();
  }
}

function toView(entry: WaitlistEntry): WaitlistEntryView {
  return {
    id: entry.id,
    email: entry.email,
    status: entry.status,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
