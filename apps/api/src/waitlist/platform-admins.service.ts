import { Injectable } from '@nestjs/common';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';

export class PlatformAdminRefusedException extends Error {}

/**
 * Who manages the product's waitlist: the operator grants it to an active admin account by command
 * (`node dist/apps/api/main.js grant-platform-admin <email>`). The grant belongs to the account: registering with
 * or changing to some email gives nothing.
 */
@Injectable()
export class PlatformAdmins {
  constructor(private readonly data: TenantDataAccess) {}

  /** Answers the account's email as stored. */
  async grant(email: string): Promise<string> {
    const user = await this.findAccount(email);
    if (user.userType !== 'admin' || user.status !== 'active')
      throw new PlatformAdminRefusedException(
        `${user.email} is a ${user.status} ${user.userType}: only an active admin can be a platform admin`,
      );
    await this.data.forTenant(user.serviceProviderId).update(User, { id: user.id }, { isPlatformAdmin: true });
    return user.email;
  }

  async revoke(email: string): Promise<string> {
    const user = await this.findAccount(email);
    await this.data.forTenant(user.serviceProviderId).update(User, { id: user.id }, { isPlatformAdmin: false });
    return user.email;
  }

  private async findAccount(email: string): Promise<User> {
    const normalized = email.trim().toLowerCase();
    // The email is unique across agencies; the row then tells whose user it is.
    const user = await this.data.platform().findAcrossTenants(User, { email: normalized });
    if (!user) throw new PlatformAdminRefusedException(`No user with the email ${normalized}`);
    return user;
  }
}
