import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { InvalidRefreshTokenException, ReusedRefreshTokenException } from './auth.exception';
import { RefreshToken } from '../users/refresh-token.entity';
import { revokeSessions } from '../users/revoke-sessions';
import { User } from '../users/user.entity';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The chain (one sign-in) the token belongs to; access tokens name it as their session. */
  familyId: string;
}

interface Rotated {
  user: User | null;
  next: IssuedRefreshToken;
}

/** Opaque, rotating refresh tokens: each is used once; presenting a used one revokes its whole family. */
@Injectable()
export class RefreshTokenService {
  constructor(private readonly data: TenantDataAccess) {}

  /** A new token (of a new family unless given); `tx` to issue it inside the caller's transaction. */
  issue(
    userId: string,
    tx: PlatformScope = this.data.platform(),
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    return this.insert(tx, userId, familyId);
  }

  /**
   * Consumes `token` and returns its user (as stored now, to check before a new access token is signed) and the next
   * token of the family. A used or revoked token revokes its family; a used one (a copy of a rotated cookie) also
   * ends the user's access tokens at once (the session version moves on: the thief's newest access token stops
   * working; the user's other browsers refresh theirs), then throws ReusedRefreshTokenException.
   */
  rotate(token: string): Promise<Rotated> {
    const tokenHash = hashToken(token);
    return this.data
      .platform()
      .transaction(async (tx): Promise<Rotated | { reusedBy: string } | undefined> => {
        const presented = await tx.findOne(RefreshToken, { tokenHash });
        if (!presented) return undefined;
        // The user row is locked before the token, in the order endAllSessions takes them: a deactivation at the same
        // time either waits and then revokes the token issued here too, or has revoked the presented one already.
        const user = await tx.findAcrossTenantsForUpdate(User, { id: presented.userId });
        const current = await tx.findOneForUpdate(RefreshToken, { tokenHash });
        if (!current) return undefined;
        if (current.usedAt || current.revokedAt) {
          await this.revokeFamily(tx, current.familyId);
          // A token already rotated coming back means a copy exists. (One revoked by a logout or a password change
          // is just spent: it must not sign the user's newer sessions out.)
          if (!current.usedAt) return undefined;
          if (user) await revokeSessions(tx.forTenant(user.serviceProviderId), user.id);
          return { reusedBy: current.userId };
        }
        if (current.expiresAt.getTime() <= Date.now()) return undefined;
        await tx.update(RefreshToken, { id: current.id }, { usedAt: new Date() });
        return { user, next: await this.insert(tx, current.userId, current.familyId) };
      })
      .then((result) => {
        if (!result) throw new InvalidRefreshTokenException();
        if ('reusedBy' in result) throw new ReusedRefreshTokenException(result.reusedBy);
        return result;
      });
  }

  /** Revokes the token's family; answers whose session it was (null for an unknown token). */
  async revoke(token: string): Promise<string | null> {
    const platform = this.data.platform();
    const current = await platform.findOne(RefreshToken, { tokenHash: hashToken(token) });
    if (!current) return null;
    await this.revokeFamily(platform, current.familyId);
    return current.userId;
  }

  /** Revokes one sign-in's chain of `userId` (the session an access token names). */
  async revokeChain(userId: string, familyId: string): Promise<void> {
    await this.data
      .platform()
      .update(RefreshToken, { userId, familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async revokeAllOf(userId: string, tx: PlatformScope = this.data.platform()): Promise<void> {
    await tx.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async revokeFamily(tx: PlatformScope, familyId: string): Promise<void> {
    await tx.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async insert(tx: PlatformScope, userId: string, familyId: string): Promise<IssuedRefreshToken> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
    await tx.insert(RefreshToken, { userId, familyId, tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt, familyId };
  }
}
