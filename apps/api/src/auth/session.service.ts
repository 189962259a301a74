import { Injectable } from '@nestjs/common';
import type { LoginResponse } from '@taskflow/contracts';
import { AppConfig } from '../config/app-config';
import type { PlatformScope } from '../tenancy/platform-scope';
import type { User } from '../users/user.entity';
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
  ) {}

  accessTokenFor(user: Pick<User, 'id' | 'serviceProviderId' | 'userType' | 'tokenVersion'>): string {
    return signAccessToken(
      {
        userId: user.id,
        serviceProviderId: user.serviceProviderId,
        userType: user.userType,
        tokenVersion: user.tokenVersion,
      },
      this.config.JWT_ACCESS_SECRET,
    );
  }

  /** Signs `user` in: an access token and a new refresh token (inside the caller's transaction `tx` when given). */
  async start(user: User, tx?: PlatformScope): Promise<StartedSession> {
    const refresh = await this.refreshTokens.issue(user.id, tx);
    return { body: { token: this.accessTokenFor(user), user: toUserView(user) }, refresh };
  }
}
