import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { IsNull, Raw } from 'typeorm';
import { hashPassword } from '../common/password-hasher';
import { hashToken, newSecretToken } from '../common/secret-token';
import { webAppUrl } from '../common/web-app-url';
import { AppConfig } from '../config/app-config';
import { RequestValidationException } from '../errors/request-validation.exception';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';
import { textsIn } from '../i18n/api-texts';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { passwordResetRequestThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { User } from '../users/user.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { SecretRotations } from './secret-rotations';
import { SessionService } from './session.service';

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const RESET_PASSWORD_PATH = '/reset-password';
export const INVALID_RESET_TOKEN_MESSAGE =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';

export const TOO_MANY_RESET_REQUESTS_MESSAGE = 'Too many password reset requests. Please try again later.';

@Injectable()
export class PasswordResetService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(PasswordResetService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly data: TenantDataAccess,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly throttles: Throttles,
    private readonly rotations: SecretRotations,
  ) {}

  /**
   * Accepts a reset request (or refuses it with 429 when throttled). The token and the mail are made after the
   * answer, so neither the answer nor its timing tells whether the account exists.
   */
  async request(email: string, address: string, knownDevice: (userId: string) => string | null): Promise<void> {
    // The owner's browser (a device cookie for the account) is counted by itself: strangers asking for links to
    // this address never stop the owner from asking too.
    const user = await this.data.platform().findAcrossTenants(User, { email });
    const device = user ? knownDevice(user.id) : null;
    const keys = device ? { device, address } : { account: email, address };
    const retryAfter = await this.throttles.of(passwordResetRequestThrottle).attempt(keys);
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter, TOO_MANY_RESET_REQUESTS_MESSAGE);
    const job: Promise<void> = this.issueAndMail(email)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Password reset mail not sent'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every accepted request has stored its token and sent its mail. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.whenIdle();
  }

  /** Sets the new password once per link, signs the user out everywhere (every session and live socket). */
  async reset(token: string, password: string): Promise<void> {
    // An unknown or spent link is refused before the (deliberately slow) hashing; the transaction checks it again.
    const usable = await this.data.platform().findOne(PasswordResetToken, usableToken(token));
    if (!usable) throw RequestValidationException.of('token', 'INVALID_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
    const passwordHash = await hashPassword(password);
    const userId = await this.data.platform().transaction(async (tx) => {
      const resetToken = await tx.findOneForUpdate(PasswordResetToken, usableToken(token));
      const user = resetToken ? await tx.findAcrossTenants(User, { id: resetToken.userId, status: 'active' }) : null;
      if (!resetToken || !user)
        throw RequestValidationException.of('token', 'INVALID_TOKEN', INVALID_RESET_TOKEN_MESSAGE);
      // The reset token names the user; the user row then tells which agency's row is written.
      const scope = tx.forTenant(user.serviceProviderId);
      await scope.update(User, { id: user.id }, { passwordHash });
      await tx.update(PasswordResetToken, { id: resetToken.id }, { usedAt: new Date() });
      await tx.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull(), revokedAt: IsNull() },
        { revokedAt: new Date() },
      );
      await this.sessions.endAll(user, tx);
      await this.rotations.rotate(tx, user);
      return user.id;
    });
    this.sessions.disconnect(userId);
  }

  private async issueAndMail(email: string): Promise<void> {
    // Like login, this looks a user up across agencies: the email is globally unique.
    const user = await this.data.platform().findAcrossTenants(User, { email });
    if (!user || user.status !== 'active') return;
    const token = newSecretToken();
    await this.data.platform().transaction(async (tx) => {
      await tx.update(
        PasswordResetToken,
        { userId: user.id, usedAt: IsNull(), revokedAt: IsNull() },
        { revokedAt: new Date() },
      );
      await tx.insert(PasswordResetToken, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
      });
    });
    const link = `${webAppUrl(this.config)}${RESET_PASSWORD_PATH}?token=${token}`;
    await this.mail.send({
      to: user.email,
      ...localizedMail(user.language, (language) => {
        const t = textsIn(language, 'mail');
        return {
          subject: t('passwordReset.subject'),
          text: t('passwordReset.text', { firstName: user.firstName, link }),
        };
      }),
    });
  }
}

function usableToken(token: string) {
  return {
    tokenHash: hashToken(token),
    usedAt: IsNull(),
    revokedAt: IsNull(),
    expiresAt: Raw((column: string) => `${column} > now()`),
  };
}
