import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { InvalidRefreshTokenException } from './auth.exception';
import { RefreshToken } from './refresh-token.entity';

export const REFRESH_TOKEN_TTL_MS = 14 * 24 * 60 * 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

/** Opaque, rotating refresh tokens: each is used once; presenting a used one revokes its whole family. */
@Injectable()
export class RefreshTokenService {
  constructor(private readonly dataSource: DataSource) {}

  issue(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
    familyId: string = randomUUID(),
  ): Promise<IssuedRefreshToken> {
    return this.insert(manager, userId, familyId);
  }

  /** Consumes `token` and returns its user and the next token of the family. */
  rotate(token: string): Promise<{ userId: string; next: IssuedRefreshToken }> {
    return this.dataSource
      .transaction(async (manager) => {
        const current = await manager
          .getRepository(RefreshToken)
          .createQueryBuilder('token')
          .setLock('pessimistic_write')
          .where('token.tokenHash = :hash', { hash: hashToken(token) })
          .getOne();
        if (!current) return undefined;
        if (current.usedAt || current.revokedAt) {
          await this.revokeFamilyWith(manager, current.familyId);
          return 'reused' as const;
        }
        if (current.expiresAt.getTime() <= Date.now()) return undefined;
        await manager.update(RefreshToken, { id: current.id }, { usedAt: new Date() });
        return { userId: current.userId, next: await this.insert(manager, current.userId, current.familyId) };
      })
      .then((result) => {
        if (!result || result === 'reused') throw new InvalidRefreshTokenException();
        return result;
      });
  }

  /** Revokes the token's family; answers whose session it was (null for an unknown token). */
  async revoke(token: string): Promise<string | null> {
    const current = await this.dataSource.manager.findOneBy(RefreshToken, { tokenHash: hashToken(token) });
    if (!current) return null;
    await this.revokeFamilyWith(this.dataSource.manager, current.familyId);
    return current.userId;
  }

  async revokeAllOf(userId: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(RefreshToken, { userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async revokeFamilyWith(manager: EntityManager, familyId: string): Promise<void> {
    await manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async insert(manager: EntityManager, userId: string, familyId: string): Promise<IssuedRefreshToken> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_MS);
    await manager.insert(RefreshToken, { userId, familyId, tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt };
  }
}
