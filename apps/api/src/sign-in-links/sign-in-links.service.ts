import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { UserLanguage } from '@taskflow/contracts';
import { IsNull, Raw } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import { webAppUrl } from '../common/web-app-url';
import { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from '../errors/too-many-requests.exception';
import { textsIn } from '../i18n/api-texts';
import { TeamInvitation } from '../users/team-invitation.entity';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { signInLinkRequestThrottle } from '../throttling/policies';
import { Throttles } from '../throttling/throttles.service';
import { User } from '../users/user.entity';
import { SignInLink, type SignInLinkPurpose } from './sign-in-link.entity';
import { SignInLinkInvalidException, TOO_MANY_SIGN_IN_LINK_REQUESTS_MESSAGE } from './sign-in-links.exception';

export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
export const SIGN_IN_LINK_PATH = '/login/link';

export interface SignInLinkAsked {
  email: string;
  rememberMe: boolean;
  language: UserLanguage | null;
}

/** A consumed link: whose it was and the remember-me choice made when it was asked for. */
export interface ConsumedSignInLink {
  user: User;
  rememberMe: boolean;
}

/**
 * Passwordless sign-in by emailed link (apps/api/README.md, "Sign-in methods"). Only the token's SHA-256 is stored;
 * a link works once, and a newer link of the same purpose replaces the older ones.
 */
@Injectable()
export class SignInLinksService implements BeforeApplicationShutdown {
  private readonly logger = new Logger(SignInLinksService.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly data: TenantDataAccess,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly throttles: Throttles,
  ) {}

  /**
   * Accepts a request (or refuses it with 429 when throttled). Whether a link is made and mailed is decided after the
   * answer, so neither the answer nor its timing tells whether the account exists or may use links.
   */
  async request(
    asked: SignInLinkAsked,
    address: string,
    knownDevice: (userId: string) => string | null,
  ): Promise<void> {
    const user = await this.data.platform().findAcrossTenants(User, { email: asked.email });
    const device = user ? knownDevice(user.id) : null;
    const keys = device ? { device, address } : { account: asked.email, address };
    const retryAfter = await this.throttles.of(signInLinkRequestThrottle).attempt(keys);
    if (retryAfter > 0) throw new TooManyRequestsException(retryAfter, TOO_MANY_SIGN_IN_LINK_REQUESTS_MESSAGE);
    const job: Promise<void> = this.issueAndMail(asked)
      .catch((error: unknown) => this.logger.error({ err: error }, 'Sign-in link mail not sent'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves once every accepted request has stored its link and sent its mail. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.whenIdle();
  }

  /**
   * Spends the link once and answers whose it was. A portal invitation's link also activates the invited contact and
   * closes their invitation (a password stays optional). Whether the account may sign in (active, portal open) is
   * AuthService.finishSignIn's to decide.
   */
  async consume(token: string): Promise<ConsumedSignInLink> {
    return this.data.platform().transaction(async (tx) => {
      const link = await tx.findOneForUpdate(SignInLink, usableLink(token));
      if (!link) throw new SignInLinkInvalidException();
      await tx.update(SignInLink, { id: link.id }, { usedAt: new Date() });
      const user = await tx.findAcrossTenants(User, { id: link.userId }, { relations: { clientCompany: true } });
      if (!user) throw new SignInLinkInvalidException();
      if (link.purpose === 'invitation' && user.status === 'pending') await this.acceptInvitation(tx, user);
      else if (!(await this.mayUseLinks(tx, user))) throw new SignInLinkInvalidException();
      return { user, rememberMe: link.rememberMe };
    });
  }

  /** A link for an invited client contact, valid as long as the invitation; replaces earlier ones. Mail it yourself. */
  async issueForInvitation(userId: string, expiresAt: Date): Promise<string> {
    return this.data
      .platform()
      .transaction((tx) => this.issue(tx, userId, { purpose: 'invitation', rememberMe: false, expiresAt }));
  }

  private async issueAndMail({ email, rememberMe, language }: SignInLinkAsked): Promise<void> {
    // Like login, this looks a user up across agencies: the email is globally unique.
    const user = await this.data.platform().findAcrossTenants(User, { email });
    if (!user || user.status !== 'active' || !(await this.mayUseLinks(this.data.platform(), user))) return;
    const token = await this.data.platform().transaction((tx) =>
      this.issue(tx, user.id, {
        purpose: 'sign_in',
        rememberMe,
        expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MS),
      }),
    );
    const link = `${webAppUrl(this.config)}${SIGN_IN_LINK_PATH}?token=${token}`;
    await this.mail.send({
      to: user.email,
      ...localizedMail(user.language ?? language, (mailLanguage) => {
        const t = textsIn(mailLanguage, 'mail');
        return { subject: t('signInLink.subject'), text: t('signInLink.text', { firstName: user.firstName, link }) };
      }),
    });
  }

  private async issue(
    tx: PlatformScope,
    userId: string,
    fields: { purpose: SignInLinkPurpose; rememberMe: boolean; expiresAt: Date },
  ): Promise<string> {
    const token = newSecretToken();
    await tx.update(
      SignInLink,
      { userId, purpose: fields.purpose, usedAt: IsNull(), revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    await tx.insert(SignInLink, { userId, tokenHash: hashToken(token), ...fields });
    return token;
  }

  private async mayUseLinks(tx: PlatformScope, user: User): Promise<boolean> {
    if (user.userType === 'client') return true;
    return (await tx.forTenant(user.serviceProviderId).tenant()).teamSignInLinks;
  }

  private async acceptInvitation(tx: PlatformScope, user: User): Promise<void> {
    const scope = tx.forTenant(user.serviceProviderId);
    await scope.update(User, { id: user.id }, { status: 'active' });
    await scope.update(TeamInvitation, { userId: user.id, acceptedAt: IsNull() }, { acceptedAt: new Date() });
    user.status = 'active';
  }
}

function usableLink(token: string) {
  return {
    tokenHash: hashToken(token),
    usedAt: IsNull(),
    revokedAt: IsNull(),
    expiresAt: Raw((column: string) => `${column} > now()`),
  };
}
