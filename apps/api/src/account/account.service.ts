import { Injectable } from '@nestjs/common';
import type { UpdateAccountResponse } from '@taskflow/contracts';
import { AuthService } from '../auth/auth.service';
import { SessionService, type StartedSession } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { isUniqueViolation } from '../common/unique-violation';
import { RequestValidationException } from '../errors/request-validation.exception';
import { textsIn } from '../i18n/api-texts';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { isEmailRegistered } from '../users/email-registered';
import { User } from '../users/user.entity';
import { toUserView } from '../users/user.view';
import { EmailAlreadyRegisteredException } from '../users/users.exception';
import { sentFields } from '../validation/common-validators';
import type { UpdateAccountDto } from './account.dto';

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Enter your current password to change your email address';

export interface UpdatedAccount {
  body: UpdateAccountResponse;
  /** This browser's new session when the email changed (every other session ended). */
  session?: StartedSession;
}

@Injectable()
export class AccountService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
  ) {}

  /**
   * Saves the signed-in user's own profile and language. A new email needs the current password; the old address
   * is told, and every other session of the user ends (this browser gets a new one).
   */
  async update(actor: Actor, dto: UpdateAccountDto): Promise<UpdatedAccount> {
    const user = await this.auth.findWithPassword(actor);
    const { currentPassword, ...fields } = sentFields(dto);
    const oldEmail = user.email;
    const emailChanges = fields.email !== undefined && fields.email !== oldEmail;
    if (emailChanges) {
      if (!currentPassword)
        throw RequestValidationException.of('currentPassword', 'REQUIRED', CURRENT_PASSWORD_REQUIRED_MESSAGE);
      await this.auth.assertCurrentPassword(user, currentPassword);
      if (await isEmailRegistered(this.data.platform(), fields.email as string))
        throw new EmailAlreadyRegisteredException();
    }
    const changes = { ...fields };
    if (!emailChanges) delete changes.email;
    Object.assign(user, changes);

    const session = await this.data
      .platform()
      .transaction(async (tx) => {
        if (Object.keys(changes).length > 0)
          await tx.forTenant(actor.serviceProviderId).update(User, { id: user.id }, changes);
        if (!emailChanges) return undefined;
        await this.sessions.endAll(user, tx);
        return this.sessions.start(user, tx);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new EmailAlreadyRegisteredException() : error;
      });

    if (session) {
      this.sessions.disconnect(user.id);
      await this.mail.send({
        to: oldEmail,
        ...localizedMail(user.language, (language) => {
          const t = textsIn(language, 'mail');
          return {
            subject: t('emailChanged.subject'),
            text: t('emailChanged.text', { firstName: user.firstName, email: user.email }),
          };
        }),
      });
    }
    return { body: { user: toUserView(user), token: session?.body.token }, session };
  }
}
