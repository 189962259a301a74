import { Injectable } from '@nestjs/common';
import type { PlatformScope } from '../tenancy/platform-scope';
import type { User } from '../users/user.entity';

/** Replaces one kind of secret a user holds, inside the transaction that ends their sessions. */
export type SecretRotation = (tx: PlatformScope, user: Pick<User, 'id' | 'serviceProviderId'>) => Promise<void>;

/**
 * Secrets a user holds beside their sessions (the calendar feed's URL) that signing out everywhere, a password change
 * and a password reset replace as well: whoever copied one must not keep reading. Features above `auth` (the calendar
 * feed) register their rotation here, so auth needs to know none of them.
 */
@Injectable()
export class SecretRotations {
  private readonly rotations: SecretRotation[] = [];

  register(rotation: SecretRotation): void {
    this.rotations.push(rotation);
  }

  async rotate(tx: PlatformScope, user: Pick<User, 'id' | 'serviceProviderId'>): Promise<void> {
    for (const rotation of this.rotations) await rotation(tx, user);
  }
}
