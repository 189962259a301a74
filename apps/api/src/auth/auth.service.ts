import { isEmailRegistered } from '../users/email-registered';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { User as UserView } from '@taskflow/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { ClientPortalDisabledException } from '../authorization/authorization.exception';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { RequestValidationException } from '../errors/request-validation.exception';
import { createProvider } from '../service-providers/create-provider';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.view';
import {
  AccountNotActivatedException,
  EmailAlreadyRegisteredException,
  InvalidCredentialsException,
  TooManyLoginAttemptsException,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './auth.exception';
import type { RegisterDto } from './auth.dto';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';
import { RefreshTokenService, type IssuedRefreshToken } from './refresh-token.service';
import { SessionService, type StartedSession } from './session.service';
import type { Actor } from '../authorization/actor';
import { LiveEvents } from '../realtime/live-events.service';

const CHANGE_PASSWORD_ADDRESS = 'change-password';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly data: TenantDataAccess,
    private readonly sessions: SessionService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly throttle: LoginThrottle,
    private readonly live: LiveEvents,
  ) {}

  async login(email: string, password: string, address: string): Promise<StartedSession> {
    const retryAfter = this.throttle.retryAfterSeconds(email, address);
    if (retryAfter > 0) throw new TooManyLoginAttemptsException(retryAfter);
    const delay = this.throttle.delayMs(email);
    if (delay > 0) await sleep(delay);

    const user = await this.findAccountByEmail(email);
    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      this.throttle.recordFailure(email, address);
      throw new InvalidCredentialsException();
    }
    this.throttle.recordSuccess(email);
    if (user.status !== 'active') throw new AccountNotActivatedException();
    await this.assertPortalOpen(user);

    user.lastLoginAt = new Date();
    await this.data.forTenant(user.serviceProviderId).update(User, { id: user.id }, { lastLoginAt: user.lastLoginAt });
    return this.sessions.start(user);
  }

  async me(actor: Actor): Promise<UserView> {
    const user = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(User, { id: actor.userId }, { relations: { clientCompany: true } });
    if (!user) throw new InvalidCredentialsException();
    return toUserView(user);
  }

  /** Atomic registration: provider (trial), its defaults and the first admin, or nothing. */
  async register(dto: RegisterDto): Promise<StartedSession> {
    const passwordHash = await hashPassword(dto.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        if (await isEmailRegistered(manager, dto.email)) throw new EmailAlreadyRegisteredException();
        const provider = await createProvider(manager, { companyName: dto.companyName, email: dto.email }, 1);
        const admin = await new TenantScope(provider.id, manager).insert(User, {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          userType: 'admin',
          status: 'active',
          passwordHash,
          lastLoginAt: new Date(),
        });
        return this.sessions.start(admin, manager);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? new EmailAlreadyRegisteredException() : error;
    }
  }

  async refresh(token: string): Promise<{ token: string; refresh: IssuedRefreshToken }> {
    const { userId, next } = await this.refreshTokens.rotate(token);
    // The refresh token names the user, not the provider: the user row tells which provider the new token is for.
    const user = await this.dataSource.manager.findOneBy(User, { id: userId });
    if (!user || user.status !== 'active') {
      await this.refreshTokens.revokeAllOf(userId);
      throw new InvalidCredentialsException();
    }
    await this.assertPortalOpen(user);
    return { token: this.sessions.accessTokenFor(user), refresh: next };
  }

  /** Ends the session of the refresh cookie and closes the user's live sockets. */
  async logout(token: string | undefined): Promise<void> {
    const userId = token ? await this.refreshTokens.revoke(token) : null;
    if (userId) this.live.disconnectUser(userId);
  }

  /** Changes the password, signs out every other session and starts a new one for this browser. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<StartedSession> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const user = await scope
      .query(User, 'user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany')
      .andWhere('user.id = :id', { id: actor.userId })
      .getOneOrFail();
    // Guessing the current password with a stolen access token is throttled like logins.
    const retryAfter = this.throttle.retryAfterSeconds(user.email, CHANGE_PASSWORD_ADDRESS);
    if (retryAfter > 0) throw new TooManyLoginAttemptsException(retryAfter);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      this.throttle.recordFailure(user.email, CHANGE_PASSWORD_ADDRESS);
      throw new RequestValidationException({ currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] });
    }
    const passwordHash = await hashPassword(newPassword);
    const session = await this.dataSource.transaction(async (manager) => {
      await new TenantScope(actor.serviceProviderId, manager).update(User, { id: user.id }, { passwordHash });
      await this.refreshTokens.revokeAllOf(user.id, manager);
      return this.sessions.start(user, manager);
    });
    // Every open socket was opened with the old password; the browser reconnects with its new token.
    this.live.disconnectUser(user.id);
    return session;
  }

  private findAccountByEmail(email: string): Promise<User | null> {
    // Login is the one place that looks a user up across providers: the email is globally unique.
    return this.dataSource.manager
      .createQueryBuilder(User, 'user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany')
      .where('user.email = :email', { email })
      .getOne();
  }

  private async assertPortalOpen(user: User): Promise<void> {
    if (user.userType !== 'client') return;
    const settings = await this.data.forTenant(user.serviceProviderId).findOne(ClientCommunicationSettings, {});
    if (settings && !settings.clientPortalAccess) throw new ClientPortalDisabledException();
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';
}
