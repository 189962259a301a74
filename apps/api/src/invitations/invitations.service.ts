import { Injectable, NotFoundException } from '@nestjs/common';
import type { TeamInvitationResponse } from '@taskflow/contracts';
import { IsNull, Raw } from 'typeorm';
import { SessionService, type StartedSession } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { hashPassword } from '../common/password-hasher';
import { hashToken, newSecretToken } from '../common/secret-token';
import { webAppUrl } from '../common/web-app-url';
import { AppConfig } from '../config/app-config';
import { localizedMail } from '../mail/localized-mail';
import { MailService } from '../mail/mail.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import type { AcceptInvitationDto, CreateInvitationDto } from './invitations.dto';
import { TeamInvitation } from './team-invitation.entity';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_PATH = '/accept-invitation';
export const INVALID_INVITATION_MESSAGE = 'This invitation is invalid, expired or was already used';

@Injectable()
export class InvitationsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Creates a pending team member (counts against the team limit) and mails the link to set a password. */
  async invite(actor: Actor, dto: CreateInvitationDto): Promise<TeamInvitationResponse> {
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const { firstName, lastName, email } = dto;
    const invitation = await this.data.platform().transaction(async (tx) => {
      const user = await this.users.insertUser(
        tx,
        actor.serviceProviderId,
        { firstName, lastName, email, userType: 'team' },
        null,
      );
      return tx.forTenant(actor.serviceProviderId).insert(TeamInvitation, {
        userId: user.id,
        invitedById: actor.userId,
        tokenHash: hashToken(token),
        role: dto.role,
        department: dto.department,
        permissions: dto.permissions ?? [],
        expiresAt,
      });
    });
    const invitationUrl = `${webAppUrl(this.config)}${INVITATION_PATH}?token=${token}`;
    // The invited person has not chosen a language yet: the mail speaks both.
    await this.mail.send({
      to: dto.email,
      ...localizedMail(null, {
        en: {
          subject: 'You are invited to TaskFlow',
          text: `Hello ${dto.firstName},\n\nyou were invited to join your team on TaskFlow as ${dto.role}.\nSet your password here: ${invitationUrl}\n\nThe link is valid for 7 days.`,
        },
        de: {
          subject: 'Einladung zu TaskFlow',
          text: `Hallo ${dto.firstName},\n\nSie wurden eingeladen, Ihrem Team bei TaskFlow als ${dto.role} beizutreten.\nLegen Sie hier Ihr Passwort fest: ${invitationUrl}\n\nDer Link ist 7 Tage lang gültig.`,
        },
      }),
    });
    return {
      id: invitation.id,
      userId: invitation.userId,
      email: dto.email,
      invitationUrl,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** Sets the password, activates the member and signs them in; each link works once. */
  async accept(dto: AcceptInvitationDto): Promise<StartedSession> {
    // An unknown or spent link is refused before the (deliberately slow) hashing; the transaction checks it again.
    if (!(await this.data.platform().findAcrossTenants(TeamInvitation, openInvitation(dto.token))))
      throw new NotFoundException(INVALID_INVITATION_MESSAGE);
    const passwordHash = await hashPassword(dto.password);
    return this.data.platform().transaction(async (tx) => {
      // The link's token is unique across providers; the invitation then tells whose member this is.
      const invitation = await tx.findAcrossTenantsForUpdate(TeamInvitation, openInvitation(dto.token));
      if (!invitation) throw new NotFoundException(INVALID_INVITATION_MESSAGE);
      const scope = tx.forTenant(invitation.serviceProviderId);
      const user = await scope.findOne(
        User,
        { id: invitation.userId, status: 'pending' },
        { relations: { clientCompany: true } },
      );
      if (!user) throw new NotFoundException(INVALID_INVITATION_MESSAGE);
      await scope.update(User, { id: user.id }, { passwordHash, status: 'active', lastLoginAt: new Date() });
      await scope.update(TeamInvitation, { id: invitation.id }, { acceptedAt: new Date() });
      user.status = 'active';
      return this.sessions.start(user, tx);
    });
  }
}

function openInvitation(token: string) {
  return { tokenHash: hashToken(token), acceptedAt: IsNull(), expiresAt: Raw((column: string) => `${column} > now()`) };
}
