import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { LoginResponse, SignInResult, TwoFactorSetupSignInResponse, User as UserView } from '@taskflow/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../authorization/actor';
import { ClientPortalDisabledException } from '../authorization/authorization.exception';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { AppConfig } from '../config/app-config';
import { clientAddress } from '../common/client-address';
import { hashPassword, verifyPassword } from '../common/password-hasher';
import { RequestValidationException } from '../errors/request-validation.exception';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { currentPasswordThrottle, loginThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { RegistrationService } from '../users/registration.service';
import { revokeSessions } from '../users/revoke-sessions';
import { TrustedBrowserCookies } from '../two-factor/trusted-browser-cookie';
import type { TwoFactorSetupConfirmSignInDto, TwoFactorSignInDto } from '../two-factor/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.view';
import type { RegisterDto } from './auth.dto';
import {
  AccountNotActivatedException,
  InvalidCredentialsException,
  ReusedRefreshTokenException,
  TooManyLoginAttemptsException,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from './auth.exception';
import type { AuthenticatedUser } from '../authorization/authenticated-user';
import { DeviceCookies } from './device-cookie';
import { setRefreshCookie } from './refresh-cookie';
import { RefreshTokenService, type IssuedRefreshToken } from './refresh-token.service';
import { SecretRotations } from './secret-rotations';
import { SessionService, type StartedSession } from './session.service';

/** How a sign-in was asked for; kept through the second step. */
export interface SignInOptions {
  rememberMe?: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly registration: RegistrationService,
    private readonly sessions: SessionService,
    private readonly refreshTokens: RefreshTokenService,
    private readonly throttles: Throttles,
    private readonly live: LiveEvents,
    private readonly rotations: SecretRotations,
    private readonly config: AppConfig,
    private readonly devices: DeviceCookies,
    private readonly twoFactor: TwoFactorService,
    private readonly trustedBrowsers: TrustedBrowserCookies,
  ) {}

  /**
   * Signs in with email and password. A browser holding a valid device cookie for the account (its device key) is
   * counted by itself, every other one shares the account's count, which strangers can fill; the address counts
   * for all. Then `finishSignIn`: a session, or the second step.
   */
  async login(
    email: string,
    password: string,
    options: SignInOptions,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<SignInResult> {
    const throttle = this.throttles.of(loginThrottle);
    const address = clientAddress(request);
    const user = await this.findAccountByEmail(email);
    const device = user ? this.devices.knownDevice(request, user.id) : null;
    const keys = device ? { device, address } : { account: email, address };
    const retryAfter = await throttle.retryAfterSeconds(keys);
    if (retryAfter > 0) throw new TooManyLoginAttemptsException(retryAfter);
    const delay = device ? 0 : await throttle.delayMs(email);
    if (delay > 0) await sleep(delay);

    if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
      await throttle.hit(keys);
      throw new InvalidCredentialsException();
    }
    await (device ? throttle.reset('device', device) : throttle.reset('account', email));
    return this.finishSignIn(user, options, request, response);
  }

  /**
   * The one place every sign-in ends once its first factor passed (a password, a sign-in link): the account must be
   * active and, for a client, the portal open; then the second step two-factor still asks for (a challenge, or a
   * set-up the agency requires), or the session.
   */
  async finishSignIn(
    user: User,
    options: SignInOptions,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<SignInResult> {
    if (user.status !== 'active') throw new AccountNotActivatedException();
    await this.assertPortalOpen(user);
    const secondStep = await this.twoFactor.secondStepFor(user, options.rememberMe ?? false, request);
    if (secondStep) return secondStep;
    return this.issueSession(user, options, request, response);
  }

  /** The second step of a sign-in: a challenge passed with its code; optionally trusts this browser. */
  async completeTwoFactor(
    body: TwoFactorSignInDto,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<LoginResponse> {
    const { user, rememberMe, factorId } = await this.twoFactor.passChallenge(body.challengeToken, {
      code: body.code,
      recoveryCode: body.recoveryCode,
    });
    if (user.status !== 'active') throw new AccountNotActivatedException();
    await this.assertPortalOpen(user);
    if (body.trustBrowser) this.trustedBrowsers.trust(request, response, user.id, factorId);
    return this.issueSession(user, { rememberMe }, request, response);
  }

  /**
   * The set-up the agency required at sign-in, finished with its first code: two-factor is on, and the sign-in ends
   * like any other (the token's remember-me echoed), with the recovery codes shown this once.
   */
  async completeTwoFactorSetup(
    body: TwoFactorSetupConfirmSignInDto,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<TwoFactorSetupSignInResponse> {
    const { user, rememberMe, recoveryCodes } = await this.twoFactor.confirmForSignIn(body.setupToken, body.code);
    const session = await this.issueSession(user, { rememberMe }, request, response);
    return { ...session, recoveryCodes };
  }

  /**
   * Every factor passed: the session starts (refresh and device cookies set on `response`). `rememberMe` is handed
   * back for the web app to keep the session past the browser's closing.
   */
  private async issueSession(
    user: User,
    { rememberMe }: SignInOptions,
    request: FastifyRequest,
    response: FastifyReply,
  ): Promise<LoginResponse> {
    user.lastLoginAt = new Date();
    await this.data.forTenant(user.serviceProviderId).update(User, { id: user.id }, { lastLoginAt: user.lastLoginAt });
    const session = await this.sessions.start(user);
    setRefreshCookie(response, this.config, session.refresh);
    this.devices.remember(request, response, user.id);
    return rememberMe === undefined ? session.body : { ...session.body, rememberMe };
  }

  async me(actor: Actor): Promise<UserView> {
    const user = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(User, { id: actor.userId }, { relations: { clientCompany: true } });
    if (!user) throw new InvalidCredentialsException();
    return toUserView(user);
  }

  /** The one registration flow (agency on a trial, its defaults, the first admin), then signed in, or nothing. */
  async register(dto: RegisterDto): Promise<StartedSession> {
    const passwordHash = await hashPassword(dto.password);
    const { firstName, lastName, email, companyName } = dto;
    return this.data.platform().transaction(async (tx) => {
      const admin = await this.registration.register(
        tx,
        { companyName, email },
        { firstName, lastName, email },
        passwordHash,
      );
      admin.lastLoginAt = new Date();
      await tx.forTenant(admin.serviceProviderId).update(User, { id: admin.id }, { lastLoginAt: admin.lastLoginAt });
      return this.sessions.start(admin, tx);
    });
  }

  async refresh(token: string): Promise<{ token: string; refresh: IssuedRefreshToken }> {
    // The refresh token names the user, not the agency: the user row tells which agency the new token is for.
    const { user, next } = await this.refreshTokens.rotate(token).catch((error: unknown) => {
      // A copy of the cookie came back: the access tokens ended with the chain; so do the live sockets.
      if (error instanceof ReusedRefreshTokenException) this.live.disconnectUser(error.userId);
      throw error;
    });
    if (!user || user.status !== 'active') {
      if (user) await this.refreshTokens.revokeAllOf(user.id);
      throw new InvalidCredentialsException();
    }
    await this.assertPortalOpen(user);
    return { token: this.sessions.accessTokenFor(user, next.familyId), refresh: next };
  }

  /**
   * Ends the session of the refresh cookie and the one the bearer token names (either may come alone), refuses
   * every access token issued so far (other browsers refresh theirs with their own cookie) and closes the user's
   * live sockets. A bearer token counts only while its session is current.
   */
  async logout(cookie: string | undefined, bearer: AuthenticatedUser | null): Promise<void> {
    const ended = new Set<string>();
    const fromCookie = cookie ? await this.refreshTokens.revoke(cookie) : null;
    if (fromCookie) ended.add(fromCookie);
    if (bearer && (await this.isCurrent(bearer))) {
      if (bearer.sessionId) await this.refreshTokens.revokeChain(bearer.userId, bearer.sessionId);
      ended.add(bearer.userId);
    }
    for (const userId of ended) {
      const user = await this.data.platform().findAcrossTenants(User, { id: userId });
      if (user) await revokeSessions(this.data.forTenant(user.serviceProviderId), userId);
      this.live.disconnectUser(userId);
    }
  }

  private async isCurrent(bearer: AuthenticatedUser): Promise<boolean> {
    const user = await this.data.forTenant(bearer.serviceProviderId).findOne(User, { id: bearer.userId });
    return user !== null && user.sessionVersion === (bearer.sessionVersion ?? 0);
  }

  /** Changes the password, signs out every other session and starts a new one for this browser. */
  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<StartedSession> {
    const user = await this.findWithPassword(actor);
    await this.assertCurrentPassword(user, currentPassword);
    const passwordHash = await hashPassword(newPassword);
    const session = await this.data.platform().transaction(async (tx) => {
      await tx.forTenant(actor.serviceProviderId).update(User, { id: user.id }, { passwordHash });
      await this.sessions.endAll(user, tx);
      await this.rotations.rotate(tx, user);
      return this.sessions.start(user, tx);
    });
    // Every open socket was opened with the old password; the browser reconnects with its new token.
    this.sessions.disconnect(user.id);
    return session;
  }

  /** The signed-in user with their password hash (and company), to confirm a change with the current password. */
  findWithPassword(actor: Actor): Promise<User> {
    return this.data
      .forTenant(actor.serviceProviderId)
      .query(User, 'user')
      .addSelect('user.passwordHash')
      .leftJoinAndSelect('user.clientCompany', 'clientCompany')
      .andWhere('user.id = :id', { id: actor.userId })
      .getOneOrFail();
  }

  /** 400 with fields.currentPassword unless `password` is the user's; guesses are throttled per user. */
  async assertCurrentPassword(user: User, password: string): Promise<void> {
    // Guessing the current password with a stolen access token is throttled per user (never for everyone).
    const throttle = this.throttles.of(currentPasswordThrottle);
    const retryAfter = await throttle.retryAfterSeconds({ user: user.id });
    if (retryAfter > 0) throw new TooManyLoginAttemptsException(retryAfter);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.hit({ user: user.id });
      throw RequestValidationException.of('currentPassword', 'WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE);
    }
  }

  /** Signs the user out on every device and browser, this one included, and replaces their calendar feed's URL. */
  async logoutEverywhere(actor: Actor): Promise<void> {
    const user = await this.data.forTenant(actor.serviceProviderId).findOne(User, { id: actor.userId });
    if (!user) throw new InvalidCredentialsException();
    await this.data.platform().transaction(async (tx) => {
      await this.sessions.endAll(user, tx);
      await this.rotations.rotate(tx, user);
    });
    this.sessions.disconnect(user.id);
  }

  private findAccountByEmail(email: string): Promise<User | null> {
    // Login looks a user up across agencies: the email is globally unique.
    return this.data
      .platform()
      .queryAcrossTenants(User, 'user')
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
