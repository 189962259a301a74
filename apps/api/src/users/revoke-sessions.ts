import { IsNull } from 'typeorm';
import type { PlatformScope } from '../tenancy/platform-scope';
import type { TenantScope } from '../tenancy/tenant-scope';
import { RefreshToken } from './refresh-token.entity';
import { User } from './user.entity';

/**
 * Moves the user's session version on (atomically, in the caller's transaction when `scope` is one), so every access
 * token issued before is refused from now on (the guard, the live handshake and the live rooms' re-check compare the
 * token's version with the user's). Answers the new version, for a token issued right after. Used as it is by logout
 * only (one browser's refresh chain is revoked by the caller, the others refresh their access tokens); everything
 * else that ends sessions calls endAllSessions. Open sockets are closed by the caller (LiveEvents.disconnectUser).
 */
export async function revokeSessions(scope: TenantScope, userId: string): Promise<number> {
  await scope.update(User, { id: userId }, { sessionVersion: () => 'session_version + 1' } as never);
  const user = await scope.findOne(User, { id: userId });
  return user?.sessionVersion ?? 0;
}

/**
 * Ends every session of the user for good, in the caller's transaction `tx`: the session version moves on (access
 * tokens) and every refresh token is revoked, so no cookie issued before can start a session again, not even after
 * the account is reactivated. Deactivation (user admin, team page, offboarding, a removed customer contact), logout
 * everywhere, a password change or reset and an email change all end sessions this way. Answers the new version.
 */
export async function endAllSessions(tx: PlatformScope, user: Pick<User, 'id' | 'serviceProviderId'>): Promise<number> {
  const version = await revokeSessions(tx.forTenant(user.serviceProviderId), user.id);
  await tx.update(RefreshToken, { userId: user.id, revokedAt: IsNull() }, { revokedAt: new Date() });
  return version;
}
