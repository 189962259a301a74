import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { InvalidRefreshTokenException } from './auth.exception';
import { RefreshToken } from '../users/refresh-token.entity';
import { User } from '../users/user.entity';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60_000;

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
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
   * token of the family.
   */
  rotate(token: string): Promise<{ user: User | null; next: IssuedRefreshToken }> {
    const tokenHash = hashToken(token);
    return this.data
      .platform()
      .transaction(async (tx) => {
        const presented = await tx.findOne(RefreshToken, { tokenHash });
        if (!presented) return undefined;
        // The user row is locked before the token, in the order endAllSessions takes them: a deactivation at the same
        // time either waits and then revokes the token issued here too, or has revoked the presented one already.
        const user = await tx.findAcrossTenantsForUpdate(User, { id: presented.userId });
        const current = await tx.findOneForUpdate(RefreshToken, { tokenHash });
        if (!current) return undefined;
        if (current.usedAt || current.revokedAt) {
          await this.revokeFamily(tx, current.familyId);
          return 'reused' as const;
        }
        if (current.expiresAt.getTime() <= Date.now()) return undefined;
        await tx.update(RefreshToken, { id: current.id }, { usedAt: new Date() });
        return { user, next: await this.insert(tx, current.userId, current.familyId) };
      })
      .then((result) => {
        if (!result || result === 'reused') throw new InvalidRefreshTokenException();
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
    return { token, expiresAt };
  }
}
