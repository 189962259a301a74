import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from './user.entity';

/**
 * Starts a new generation of the user's sessions: every access token issued before is refused from now on (the
 * guard and the live gateway compare the token's generation on each request and handshake). Answers the new
 * generation, for a token issued right after (a password change keeps the browser signed in). Refresh tokens and
 * open sockets are ended by the caller (RefreshTokenService, LiveEvents.disconnectUser).
 */
export async function revokeSessions(scope: TenantScope, userId: string): Promise<number> {
  await scope.update(User, { id: userId }, { tokenVersion: () => 'token_version + 1' } as never);
  const user = await scope.findOne(User, { id: userId });
  return user?.tokenVersion ?? 0;
}
