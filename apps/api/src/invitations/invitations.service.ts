import { Injectable } from '@nestjs/common';
import {
  INVITATION_PERMISSION_FLAGS,
  type InvitationPermission,
  type PendingInvitationView,
  type PermissionOverrides,
  type TeamInvitationResponse,
} from '@taskflow/contracts';
import { In, IsNull, Raw } from 'typeorm';
import { SessionService, type StartedSession } from '../auth/session.service';
import type { Actor } from '../authorization/actor';
import { Customer } from '../customer-records/customer.entity';
import { hashPassword } from '../common/password-hasher';
import { hashToken, newSecretToken } from '../common/secret-token';
import { webAppUrl } from '../common/web-app-url';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { SignInLink } from '../sign-in-links/sign-in-link.entity';
import { SIGN_IN_LINK_PATH, SignInLinksService } from '../sign-in-links/sign-in-links.service';
import { assertMayManageMember, assertMayOffer, cappedOverrides } from '../team-member-profiles/team-authority';
import { TeamMemberProfile } from '../team-member-profiles/team-member-profile.entity';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { syncTeamMemberCount } from '../users/team-member-count';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { contactInvitationMail, teamInvitationMail } from './invitation-mails';
import type { AcceptInvitationDto, CreateInvitationDto } from './invitations.dto';
import {
  InvalidInvitationLinkException,
  InvitationAlreadyAcceptedException,
  InvitationNotFoundException,
} from './invitations.exception';
import { TeamInvitation } from '../users/team-invitation.entity';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
export const INVITATION_PATH = '/accept-invitation';

/** A link created in a transaction, mailed once the transaction has committed. */
export interface IssuedInvitation {
  invitation: TeamInvitation;
  token: string;
}

/** An invitation's permission choices as overrides: the flags of chosen options on, those of the others off. */
export function overridesFromInvitation(permissions: readonly string[] | undefined): PermissionOverrides {
  if (!permissions) return {};
  const overrides: PermissionOverrides = {};
  for (const [option, flags] of Object.entries(INVITATION_PERMISSION_FLAGS)) {
    for (const flag of flags) overrides[flag] = permissions.includes(option as InvitationPermission);
  }
  return overrides;
}

/**
 * Invitations of team members and of customers' contacts: a pending user, a link mailed in the recipient's language
 * (both languages until they chose one) with which they set a password once; resend replaces the link.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly signInLinks: SignInLinksService,
  ) {}

  /**
   * Creates a pending team member (counts against the team limit) with the chosen role, department and permissions.
   * A team member offers only options whose flags they hold, and the account gets none of the flags they lack.
   */
  async invite(actor: Actor, dto: CreateInvitationDto): Promise<TeamInvitationResponse> {
    assertMayOffer(actor, dto.permissions);
    const { firstName, lastName, email } = dto;
    const issued = await this.data.platform().transaction(async (tx) => {
      const user = await this.users.insertUser(
        tx,
        actor.serviceProviderId,
        { firstName, lastName, email, userType: 'team', language: dto.language ?? null },
        null,
      );
      await tx.forTenant(actor.serviceProviderId).insert(TeamMemberProfile, {
        userId: user.id,
        jobTitle: dto.role,
        department: dto.department,
        permissionOverrides: cappedOverrides(actor, overridesFromInvitation(dto.permissions)),
      });
      return this.issue(tx, actor, user.id, {
        role: dto.role,
        department: dto.department,
        permissions: dto.permissions,
      });
    });
    return this.send(actor.serviceProviderId, issued);
  }

  /** Issues a contact's invitation inside the caller's transaction; mail it with `send` after the commit. */
  issueForContact(tx: PlatformScope, actor: Actor, userId: string): Promise<IssuedInvitation> {
    return this.issue(tx, actor, userId, {});
  }

  /** Mails the link of an issued invitation (team or contact, told apart by the user's type). */
  async send(serviceProviderId: string, { invitation, token }: IssuedInvitation): Promise<TeamInvitationResponse> {
    const scope = this.data.forTenant(serviceProviderId);
    const user = await scope.findOne(User, { id: invitation.userId });
    if (!user) throw new InvitationNotFoundException();
    const agency = await scope.tenant();
    const url = `${webAppUrl(this.config)}${INVITATION_PATH}?token=${token}`;
    const facts = { firstName: user.firstName, url, language: user.language, agencyName: agency.companyName };
    const company = user.clientCompanyId ? await scope.findOne(Customer, { id: user.clientCompanyId }) : null;
    const texts = company
      ? contactInvitationMail({ ...facts, companyName: company.name, signInUrl: await this.signInUrl(invitation) })
      : teamInvitationMail({ ...facts, role: invitation.role });
    await this.mail.send({ to: user.email, ...texts });
    return {
      id: invitation.id,
      userId: user.id,
      email: user.email,
      invitationUrl: url,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /** A contact's link that signs them in directly (setting a password stays optional); only their mail holds it. */
  private async signInUrl(invitation: TeamInvitation): Promise<string> {
    const token = await this.signInLinks.issueForInvitation(invitation.userId, invitation.expiresAt);
    return `${webAppUrl(this.config)}${SIGN_IN_LINK_PATH}?token=${token}`;
  }

  /** A new link for a person who has not accepted yet; the previous link stops working. */
  async resend(actor: Actor, userId: string): Promise<TeamInvitationResponse> {
    const issued = await this.data.platform().transaction(async (tx) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      const user = await scope.findOne(User, { id: userId });
      if (!user) throw new InvitationNotFoundException();
      if (user.status !== 'pending') throw new InvitationAlreadyAcceptedException();
      // The answer carries the new link: whoever asks for it could accept it themselves.
      await assertMayManageMember(scope, actor, user);
      const previous = await this.latestOpen(scope, userId);
      await scope.delete(TeamInvitation, { userId, acceptedAt: IsNull() });
      return this.issue(tx, actor, userId, {
        role: previous?.role ?? null,
        department: previous?.department ?? null,
        permissions: previous?.permissions,
      });
    });
    return this.send(actor.serviceProviderId, issued);
  }

  /** Resends a team invitation by its id. */
  async resendTeamInvitation(actor: Actor, invitationId: string): Promise<TeamInvitationResponse> {
    const invitation = await this.data
      .forTenant(actor.serviceProviderId)
      .findOne(TeamInvitation, { id: invitationId, acceptedAt: IsNull() });
    if (!invitation) throw new InvitationNotFoundException();
    return this.resend(actor, invitation.userId);
  }

  /** Withdraws a team invitation: the pending member is removed and their seat freed. */
  async revoke(actor: Actor, invitationId: string): Promise<void> {
    await this.data.transaction(actor.serviceProviderId, async (scope) => {
      const invitation = await scope.findOne(TeamInvitation, { id: invitationId, acceptedAt: IsNull() });
      if (!invitation) throw new InvitationNotFoundException();
      const user = await scope.findOne(User, { id: invitation.userId, status: 'pending' });
      if (!user || user.userType === 'client') throw new InvitationNotFoundException();
      await assertMayManageMember(scope, actor, user);
      await scope.remove(User, user);
      await syncTeamMemberCount(scope);
    });
  }

  /** Team invitations not accepted yet (expired ones included, marked), newest first. */
  async pendingTeamInvitations(actor: Actor): Promise<PendingInvitationView[]> {
    const scope = this.data.forTenant(actor.serviceProviderId);
    const pending = await scope.find(User, { where: { status: 'pending', userType: In(['admin', 'team']) } });
    if (pending.length === 0) return [];
    const invitations = await scope.find(TeamInvitation, {
      where: { userId: In(pending.map((user) => user.id)), acceptedAt: IsNull() },
      order: { createdAt: 'DESC' },
    });
    const now = Date.now();
    return invitations.flatMap((invitation) => {
      const user = pending.find((candidate) => candidate.id === invitation.userId);
      if (!user) return [];
      return [
        {
          id: invitation.id,
          userId: user.id,
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          role: invitation.role,
          department: invitation.department,
          invitedAt: invitation.createdAt.toISOString(),
          expiresAt: invitation.expiresAt.toISOString(),
          expired: invitation.expiresAt.getTime() <= now,
        },
      ];
    });
  }

  /** Sets the password, activates the invited person and signs them in; each link works once. */
  async accept(dto: AcceptInvitationDto): Promise<StartedSession> {
    // An unknown or spent link is refused before the (deliberately slow) hashing; the transaction checks it again.
    if (!(await this.data.platform().findAcrossTenants(TeamInvitation, openInvitation(dto.token))))
      throw new InvalidInvitationLinkException();
    const passwordHash = await hashPassword(dto.password);
    return this.data.platform().transaction(async (tx) => {
      // The link's token is unique across agencies; the invitation then tells whose member this is.
      const invitation = await tx.findAcrossTenantsForUpdate(TeamInvitation, openInvitation(dto.token));
      if (!invitation) throw new InvalidInvitationLinkException();
      const scope = tx.forTenant(invitation.serviceProviderId);
      const user = await scope.findOne(
        User,
        { id: invitation.userId, status: 'pending' },
        { relations: { clientCompany: true } },
      );
      if (!user) throw new InvalidInvitationLinkException();
      await scope.update(User, { id: user.id }, { passwordHash, status: 'active', lastLoginAt: new Date() });
      await scope.update(TeamInvitation, { id: invitation.id }, { acceptedAt: new Date() });
      // The invitation's sign-in link (a contact's) goes with the invitation.
      await tx.update(
        SignInLink,
        { userId: user.id, purpose: 'invitation', usedAt: IsNull(), revokedAt: IsNull() },
        { revokedAt: new Date() },
      );
      user.status = 'active';
      return this.sessions.start(user, tx);
    });
  }

  private latestOpen(scope: TenantScope, userId: string): Promise<TeamInvitation | null> {
    return scope
      .query(TeamInvitation, 'invitation')
      .andWhere('invitation.userId = :userId', { userId })
      .andWhere('invitation.acceptedAt IS NULL')
      .orderBy('invitation.createdAt', 'DESC')
      .getOne();
  }

  private async issue(
    tx: PlatformScope,
    actor: Actor,
    userId: string,
    fields: { role?: string | null; department?: string | null; permissions?: string[] },
  ): Promise<IssuedInvitation> {
    const token = newSecretToken();
    const invitation = await tx.forTenant(actor.serviceProviderId).insert(TeamInvitation, {
      userId,
      invitedById: actor.userId,
      tokenHash: hashToken(token),
      role: fields.role ?? null,
      department: fields.department ?? null,
      permissions: fields.permissions ?? [],
      expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
    });
    return { invitation, token };
  }
}

function openInvitation(token: string) {
  return { tokenHash: hashToken(token), acceptedAt: IsNull(), expiresAt: Raw((column: string) => `${column} > now()`) };
}
