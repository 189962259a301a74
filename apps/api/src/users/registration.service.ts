import { Injectable, UnauthorizedException } from '@nestjs/common';
import { hashPassword } from '../common/password-hasher';
import { RequestValidationException } from '../errors/request-validation.exception';
import { createAgency, type AgencyFields } from '../agencies/create-agency';
import { PendingRegistrations } from '../agencies/pending-registrations.service';
import { RegistrationPolicy } from '../agencies/registration-policy.service';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { User } from './user.entity';
import type { CreateUserDto } from './users.dto';
import { FirstUserMustBeAdminException } from './users.exception';
import { UsersService, type NewUser } from './users.service';

/** The first admin of a new agency. */
export type FirstAdmin = Omit<NewUser, 'userType' | 'clientCompanyId'>;

/**
 * The one registration flow: an agency on a trial licence with its defaults and its first, active admin, all or
 * nothing. POST /auth/register calls `register`; the two steps (docs/product-rules.md#registration) (POST /service-providers, then POST /users
 * with the registration token and no bearer token) end in `completePending`, which calls it too.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly users: UsersService,
    private readonly pending: PendingRegistrations,
    private readonly policy: RegistrationPolicy,
  ) {}

  /**
   * Inside the caller's transaction `tx` (so the caller may start a session in it); a taken email rolls it all back.
   * Refused (REGISTRATION_CLOSED) when REGISTRATION takes no new agency now.
   */
  async register(
    tx: PlatformScope,
    agency: AgencyFields,
    admin: FirstAdmin,
    passwordHash: string,
    reservedAgencyId?: string,
  ): Promise<User> {
    await this.policy.assertMayCreateAgency(tx);
    return this.createAgencyWithAdmin(tx, agency, admin, passwordHash, reservedAgencyId);
  }

  /** The same agency and first admin, whatever REGISTRATION says: the operator's `create-agency` command. */
  async createAgencyWithAdmin(
    tx: PlatformScope,
    agency: AgencyFields,
    admin: FirstAdmin,
    passwordHash: string,
    reservedAgencyId?: string,
  ): Promise<User> {
    const created = await createAgency(tx, agency, reservedAgencyId);
    return this.users.insertUser(tx, created.id, { ...admin, userType: 'admin' }, passwordHash);
  }

  /** Step 2 of the two-step registration: POST /users without a bearer token, with the token of step 1. */
  async completePending(dto: CreateUserDto): Promise<User> {
    if (!dto.registrationToken) throw new UnauthorizedException();
    if (dto.userType !== 'admin') throw new FirstUserMustBeAdminException();
    if (!dto.password) throw RequestValidationException.of('password', 'REQUIRED', 'Password is required');
    const registrationToken = dto.registrationToken;
    const passwordHash = await hashPassword(dto.password);
    const { firstName, lastName, email, phone } = dto;
    return this.data.platform().transaction(async (tx) => {
      const pending = await this.pending.consume(tx, registrationToken);
      return this.register(
        tx,
        pending.agencyFields,
        { firstName, lastName, email, phone },
        passwordHash,
        pending.agencyId,
      );
    });
  }
}
