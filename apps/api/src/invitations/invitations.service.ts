import { randomBytes } from 'node:crypto';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { TeamInvitationResponse } from '@taskflow/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../auth/password-hasher';
import { hashToken } from '../auth/refresh-token.service';
import { SessionService, type StartedSession } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { TenantScope } from '../tenancy/tenant-scope';
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
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Creates a pending team member (counts against the team limit) and mails the link to set a password. */
  async invite(actor: Actor, dto: CreateInvitationDto): Promise<TeamInvitationResponse> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
    const invitation = await this.dataSource.transaction(async (manager) => {
      const user = await this.users.insertUser(actor.serviceProviderId, { ...dto, userType: 'team' }, null, manager);
      return manager.save(
        manager.create(TeamInvitation, {
          serviceProviderId: actor.serviceProviderId,
          userId: user.id,
          invitedById: actor.userId,
          tokenHash: hashToken(token),
          role: dto.role,
          department: dto.department,
          permissions: dto.permissions ?? [],
          expiresAt,
        }),
      );
    });
    const invitationUrl = `${this.webAppUrl()}${INVITATION_PATH}?token=${token}`;
    await this.mail.send({
      to: dto.email,
      subject: 'You are invited to TaskFlow',
      text: `Hello ${dto.firstName},\n\nyou were invited to join your team on TaskFlow as ${dto.role}.\nSet your password here: ${invitationUrl}\n\nThe link is valid for 7 days.`,
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
    const passwordHash = await hashPassword(dto.password);
    return this.dataSource.transaction(async (manager) => {
      const invitation = await manager
        .createQueryBuilder(TeamInvitation, 'invitation')
        .setLock('pessimistic_write')
        .where('invitation.tokenHash = :hash', { hash: hashToken(dto.token) })
        .andWhere('invitation.acceptedAt IS NULL')
        .andWhere('invitation.expiresAt > now()')
        .getOne();
      if (!invitation) throw new NotFoundException(INVALID_INVITATION_MESSAGE);
      const scope = new TenantScope(invitation.serviceProviderId, manager);
      const user = await scope.findOne(
        User,
        { id: invitation.userId, status: 'pending' },
        { relations: { clientCompany: true } },
      );
      if (!user) throw new NotFoundException(INVALID_INVITATION_MESSAGE);
      await scope.update(User, { id: user.id }, { passwordHash, status: 'active', lastLoginAt: new Date() });
      await manager.update(TeamInvitation, { id: invitation.id }, { acceptedAt: new Date() });
      user.status = 'active';
      return this.sessions.start(user, manager);
    });
  }

  private webAppUrl(): string {
    return (this.config.WEB_APP_URL ?? this.config.WEB_ORIGINS[0]).replace(/\/$/, '');
  }
}
