import { Injectable } from '@nestjs/common';
import type { LoginResponse } from '@taskflow/contracts';
import { AppConfig } from '../config/app-config';
import { LiveEvents } from '../live-events/live-events.service';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { endAllSessions } from '../users/revoke-sessions';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.view';
import { RefreshTokenService, type IssuedRefreshToken } from './refresh-token.service';
import { signAccessToken } from './sign-access-token';

export interface StartedSession {
  body: LoginResponse;
  refresh: IssuedRefreshToken;
}

@Injectable()
export class SessionService {
  constructor(
    private readonly config: AppConfig,
    private readonly refreshTokens: RefreshTokenService,
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  /** An access token of `user` for the sign-in whose refresh chain is `sessionId`. */
  accessTokenFor(
    user: Pick<User, 'id' | 'serviceProviderId' | 'userType' | 'sessionVersion'>,
    sessionId: string,
  ): string {
    return signAccessToken(
      {
        userId: user.id,
        serviceProviderId: user.serviceProviderId,
        userType: user.userType,
        sessionVersion: user.sessionVersion,
        sessionId,
      },
      this.config.JWT_ACCESS_SECRET,
    );
  }

  /**
   * Ends every session of `user` (inside the caller's transaction `tx` when given): their refresh tokens are
   * revoked and the session version moves on, so access tokens already handed out stop working at once too.
   * `user.sessionVersion` is updated; close the live sockets with `disconnect` after the transaction.
   */
  async endAll(user: User, tx: PlatformScope = this.data.platform()): Promise<void> {
    user.sessionVersion = await endAllSessions(tx, user);
  }

  /** Closes the user's live sockets on every process (they were opened with now ended sessions). */
  disconnect(userId: string): void {
    this.live.disconnectUser(userId);
  }

  /** Signs `user` in: an access token and a new refresh token (inside the caller's transaction `tx` when given). */
  async start(user: User, tx?: PlatformScope): Promise<StartedSession> {
    const refresh = await this.refreshTokens.issue(user.id, tx);
    return { body: { token: this.accessTokenFor(user, refresh.familyId), user: toUserView(user) }, refresh };
  }
}
