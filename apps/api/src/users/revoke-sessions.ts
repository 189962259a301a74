import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from './user.entity';

/**
 * The one way sessions end: moves the user's session version on (atomically, in the caller's transaction when `scope`
 * is one), so every access token issued before is refused from now on (the guard, the live handshake and the live
 * rooms' re-check compare the token's version with the user's). Answers the new version, for a token issued right
 * after. Used as it is by logout (one browser's refresh chain is revoked by the caller) and deactivation; the auth
 * folder's SessionService.endAll adds the revocation of every refresh token (logout everywhere, password change or
 * reset, email change). Open sockets are closed by the caller (LiveEvents.disconnectUser).
 */
export async function revokeSessions(scope: TenantScope, userId: string): Promise<number> {
  await scope.update(User, { id: userId }, { sessionVersion: () => 'session_version + 1' } as never);
  const user = await scope.findOne(User, { id: userId });
  return user?.sessionVersion ?? 0;
}
