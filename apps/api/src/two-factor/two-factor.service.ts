import { Injectable } from '@nestjs/common';
import type {
  TwoFactorChallengeResponse,
  TwoFactorConfirmResponse,
  TwoFactorSetupRequiredResponse,
  TwoFactorSetupResponse,
  TwoFactorStatus,
} from '@taskflow/contracts';
import type { FastifyRequest } from 'fastify';
import { textsIn } from '../i18n/api-texts';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import { IsNull, LessThan, Or } from 'typeorm';
import type { Actor } from '../authorization/actor';
import { verifyPassword } from '../common/password-hasher';
import { RequestValidationException } from '../errors/request-validation.exception';
import type { TenantScope } from '../tenancy/tenant-scope';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { currentPasswordThrottle, twoFactorCodeThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { User } from '../users/user.entity';
import { UserNotFoundException } from '../users/users.exception';
import { RecoveryCode } from './recovery-code.entity';
import { SignInTokens } from './sign-in-tokens';
import { matchingStep, newRecoveryCodes, newTotpSecret, otpauthUri, qrCodeDataUrl, recoveryCodeHash } from './totp';
import { TrustedBrowserCookies } from './trusted-browser-cookie';
import {
  CannotResetOwnTwoFactorException,
  TooManyTwoFactorAttemptsException,
  TwoFactorRequiredByAgencyException,
  TwoFactorSetupInvalidException,
  TwoFactorAlreadyEnabledException,
  TwoFactorChallengeInvalidException,
  TwoFactorNotSetUpException,
  invalidCode,
  WRONG_PASSWORD_MESSAGE,
} from './two-factor.exception';
import { TwoFactorFactor } from './two-factor-factor.entity';

/** A code from the authenticator app, or one of the recovery codes (exactly one of them). */
export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

/** A challenge passed: whose sign-in it was, how it was asked for, and the factor (trusted browsers name it). */
export interface PassedChallenge {
  user: User;
  rememberMe: boolean;
  factorId: string;
}

/** A set-up at sign-in finished: whose sign-in it was, how it was asked for, and the recovery codes to show once. */
export interface FinishedSetup {
  user: User;
  rememberMe: boolean;
  recoveryCodes: string[];
}

/** TOTP second factor of admins and team members (apps/api/README.md, "Two-factor sign-in"). */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly throttles: Throttles,
    private readonly tokens: SignInTokens,
    private readonly trusted: TrustedBrowserCookies,
    private readonly mail: MailService,
  ) {}

  async status(actor: Actor): Promise<TwoFactorStatus> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: actor.userId });
    const enabledAt = factor?.enabledAt ?? null;
    const recoveryCodesLeft = enabledAt
      ? await scope.count(RecoveryCode, { userId: actor.userId, usedAt: IsNull() })
      : 0;
    const { requireTwoFactor } = await scope.tenant();
    return {
      enabled: enabledAt !== null,
      enabledAt: enabledAt?.toISOString() ?? null,
      recoveryCodesLeft,
      required: requireTwoFactor,
    };
  }

  /** A new secret to scan (replacing an unconfirmed one); refused while two-factor is on. */
  async setup(actor: Actor, password: string): Promise<TwoFactorSetupResponse> {
    const user = await this.userWithPassword(actor);
    await this.assertPassword(user, password);
    return this.newSecretFor(user);
  }

  /** The first code turns two-factor on and answers the ten recovery codes, this once. */
  async confirm(actor: Actor, code: string): Promise<TwoFactorConfirmResponse> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: actor.userId });
    if (!factor || factor.enabledAt) throw new TwoFactorNotSetUpException();
    await this.checkSecondFactor(scope, factor, { code });
    return scope.transaction(async (tx) => {
      await tx.update(TwoFactorFactor, { id: factor.id }, { enabledAt: new Date() });
      return { recoveryCodes: await this.replaceRecoveryCodes(tx, actor.userId) };
    });
  }

  /** Turning off needs the password and a current code (or a recovery code); trusted browsers end with it. */
  async disable(actor: Actor, password: string, proof: SecondFactor): Promise<void> {
    // Refused before the password and code are looked at: nothing is used up by a try that cannot succeed.
    if ((await this.data.forTenant(actor.serviceProviderId).tenant()).requireTwoFactor)
      throw new TwoFactorRequiredByAgencyException();
    const user = await this.userWithPassword(actor);
    await this.assertPassword(user, password);
    const scope = this.data.forTenant(actor.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: actor.userId });
    if (!factor?.enabledAt) throw new TwoFactorNotSetUpException();
    await this.checkSecondFactor(scope, factor, proof);
    await this.removeFactor(scope, actor.userId);
  }

  /**
   * The second step a sign-in that passed its first factor still needs: a challenge when the user has two-factor on
   * and this browser is not trusted for it, a set-up when the agency requires two-factor the user lacks; else null.
   */
  async secondStepFor(
    user: User,
    rememberMe: boolean,
    request: FastifyRequest,
  ): Promise<TwoFactorChallengeResponse | TwoFactorSetupRequiredResponse | null> {
    if (user.userType === 'client') return null;
    const scope = this.data.forTenant(user.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: user.id });
    if (factor?.enabledAt) {
      if (this.trusted.isTrusted(request, user.id, factor.id)) return null;
      return { twoFactorRequired: true, challengeToken: this.tokens.issue('challenge', user.id, rememberMe) };
    }
    const { requireTwoFactor } = await scope.tenant();
    if (!requireTwoFactor) return null;
    return { twoFactorSetupRequired: true, setupToken: this.tokens.issue('setup', user.id, rememberMe) };
  }

  /** Checks a challenge token and its code (throttled per challenge and per account); the code is used up. */
  async passChallenge(challengeToken: string, proof: SecondFactor): Promise<PassedChallenge> {
    const pending = this.tokens.read(challengeToken, 'challenge');
    if (!pending) throw new TwoFactorChallengeInvalidException();
    const user = await this.data
      .platform()
      .findAcrossTenants(User, { id: pending.userId }, { relations: { clientCompany: true } });
    if (!user) throw new TwoFactorChallengeInvalidException();
    const scope = this.data.forTenant(user.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: user.id });
    if (!factor?.enabledAt) throw new TwoFactorChallengeInvalidException();
    await this.checkSecondFactor(scope, factor, proof, pending.nonce);
    return { user, rememberMe: pending.rememberMe, factorId: factor.id };
  }

  /**
   * A new secret for the sign-in whose set-up token this is (the token proves the password, so none is asked);
   * replaces an unconfirmed one. Refused once the factor is on: the token then finished its sign-in already.
   */
  async setupForSignIn(setupToken: string): Promise<TwoFactorSetupResponse> {
    const { user } = await this.pendingSetup(setupToken);
    return this.newSecretFor(user);
  }

  /** The first code of the secret `setupForSignIn` answered turns two-factor on; the sign-in may then finish. */
  async confirmForSignIn(setupToken: string, code: string): Promise<FinishedSetup> {
    const { user, rememberMe, nonce } = await this.pendingSetup(setupToken);
    const scope = this.data.forTenant(user.serviceProviderId);
    const factor = await scope.findOne(TwoFactorFactor, { userId: user.id });
    if (!factor) throw new TwoFactorNotSetUpException();
    await this.checkSecondFactor(scope, factor, { code }, nonce);
    const recoveryCodes = await scope.transaction(async (tx) => {
      // Conditional: two requests racing with one token turn it on once; the other is told to sign in again.
      const turnedOn = await tx.update(
        TwoFactorFactor,
        { id: factor.id, enabledAt: IsNull() },
        { enabledAt: new Date() },
      );
      if (turnedOn !== 1) throw new TwoFactorSetupInvalidException();
      return this.replaceRecoveryCodes(tx, user.id);
    });
    return { user, rememberMe, recoveryCodes };
  }

  /**
   * An admin's reset of a member's second factor (admins only, by the route): never the admin's own, only within the
   * agency; the factor, its recovery codes and (through the factor's row) its trusted browsers end, and the member is
   * told by mail in their language.
   */
  async resetFor(actor: Actor, userId: string): Promise<void> {
    if (userId === actor.userId) throw new CannotResetOwnTwoFactorException();
    const scope = this.data.forTenant(actor.serviceProviderId);
    const member = await scope.findOne(User, { id: userId });
    if (!member) throw new UserNotFoundException();
    const factor = await scope.findOne(TwoFactorFactor, { userId });
    if (!factor?.enabledAt) throw new TwoFactorNotSetUpException();
    await this.removeFactor(scope, userId);
    const admin = await scope.findOne(User, { id: actor.userId });
    const agency = await scope.tenant();
    const adminName = admin ? `${admin.firstName} ${admin.lastName}`.trim() || admin.email : '';
    await this.mail.send({
      to: member.email,
      ...localizedMail(member.language, (language) => {
        const t = textsIn(language, 'mail');
        const { requireTwoFactor } = agency;
        return {
          subject: t('twoFactorReset.subject'),
          text: [
            t('twoFactorReset.text', { firstName: member.firstName, admin: adminName }),
            t(requireTwoFactor ? 'twoFactorReset.required' : 'twoFactorReset.optional'),
          ].join('\n\n'),
        };
      }),
    });
  }

  /** Removes the user's factor and recovery codes (turning off, an admin's reset). */
  async removeFactor(scope: TenantScope, userId: string): Promise<void> {
    await scope.transaction(async (tx) => {
      await tx.delete(RecoveryCode, { userId });
      await tx.delete(TwoFactorFactor, { userId });
    });
  }

  /** The user of a valid set-up token: an active admin or team member whose factor is not on yet. */
  private async pendingSetup(setupToken: string): Promise<{ user: User; rememberMe: boolean; nonce: string }> {
    const pending = this.tokens.read(setupToken, 'setup');
    if (!pending) throw new TwoFactorSetupInvalidException();
    const user = await this.data
      .platform()
      .findAcrossTenants(User, { id: pending.userId }, { relations: { clientCompany: true } });
    if (!user || user.userType === 'client' || user.status !== 'active') throw new TwoFactorSetupInvalidException();
    const factor = await this.data.forTenant(user.serviceProviderId).findOne(TwoFactorFactor, { userId: user.id });
    if (factor?.enabledAt) throw new TwoFactorSetupInvalidException();
    return { user, rememberMe: pending.rememberMe, nonce: pending.nonce };
  }

  private async newSecretFor(user: User): Promise<TwoFactorSetupResponse> {
    const scope = this.data.forTenant(user.serviceProviderId);
    const existing = await scope.findOne(TwoFactorFactor, { userId: user.id });
    if (existing?.enabledAt) throw new TwoFactorAlreadyEnabledException();
    const secret = newTotpSecret();
    if (existing) await scope.update(TwoFactorFactor, { id: existing.id }, { secret, lastUsedStep: null });
    else await scope.insert(TwoFactorFactor, { userId: user.id, secret, enabledAt: null, lastUsedStep: null });
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
  }

  /**
   * Takes a TOTP code (later than the last one taken) or an unused recovery code, using it up; a wrong one counts
   * against the challenge (when signing in) and the account, and answers 400 naming the field.
   */
  private async checkSecondFactor(
    scope: TenantScope,
    factor: TwoFactorFactor,
    proof: SecondFactor,
    challenge?: string,
  ): Promise<void> {
    const throttle = this.throttles.of(twoFactorCodeThrottle);
    const keys = { account: factor.userId, ...(challenge ? { challenge } : {}) };
    const retryAfter = await throttle.retryAfterSeconds(keys);
    if (retryAfter > 0) throw new TooManyTwoFactorAttemptsException(retryAfter);
    const field = proof.recoveryCode !== undefined ? 'recoveryCode' : 'code';
    if (!(await this.useUp(scope, factor, proof))) {
      await throttle.hit(keys);
      throw invalidCode(field);
    }
    await throttle.reset('account', factor.userId);
  }

  private async useUp(scope: TenantScope, factor: TwoFactorFactor, proof: SecondFactor): Promise<boolean> {
    if (proof.recoveryCode !== undefined) {
      const used = await scope.update(
        RecoveryCode,
        { userId: factor.userId, codeHash: recoveryCodeHash(proof.recoveryCode), usedAt: IsNull() },
        { usedAt: new Date() },
      );
      return used === 1;
    }
    if (proof.code === undefined) return false;
    const step = matchingStep(factor.secret, proof.code, factor.lastUsedStep);
    if (step === null) return false;
    // Only one request can move the step on: a code raced in twice is taken once.
    const taken = await scope.update(
      TwoFactorFactor,
      { id: factor.id, lastUsedStep: Or(IsNull(), LessThan(step)) },
      { lastUsedStep: step },
    );
    return taken === 1;
  }

  private async replaceRecoveryCodes(scope: TenantScope, userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await scope.delete(RecoveryCode, { userId });
    for (const code of codes)
      await scope.insert(RecoveryCode, { userId, codeHash: recoveryCodeHash(code), usedAt: null });
    return codes;
  }

  private userWithPassword(actor: Actor): Promise<User> {
    return this.data
      .forTenant(actor.serviceProviderId)
      .query(User, 'user')
      .addSelect('user.passwordHash')
      .andWhere('user.id = :id', { id: actor.userId })
      .getOneOrFail();
  }

  /** 400 with fields.password unless it is the user's; guesses are throttled per user (as for other changes). */
  private async assertPassword(user: User, password: string): Promise<void> {
    const throttle = this.throttles.of(currentPasswordThrottle);
    const retryAfter = await throttle.retryAfterSeconds({ user: user.id });
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await throttle.hit({ user: user.id });
      throw RequestValidationException.of('password', 'WRONG_CURRENT_PASSWORD', WRONG_PASSWORD_MESSAGE);
    }
  }
}
