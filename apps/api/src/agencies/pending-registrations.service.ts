import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CreateAgencyResponse } from '@taskflow/contracts';
import { LessThan, Raw } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { AgencyFields } from './create-agency';
import { PendingRegistration } from './pending-registration.entity';
import { toPendingAgencyView } from './agency.view';
import { InvalidRegistrationTokenException } from './agencies.exception';

export const REGISTRATION_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Step 1 of the two-step registration keeps the agency's fields under a one-time token; step 2
 * (POST /users with that token) consumes them and runs the one registration flow (`users/registration.service.ts`).
 */
@Injectable()
export class PendingRegistrations {
  constructor(private readonly data: TenantDataAccess) {}

  async open(fields: AgencyFields): Promise<CreateAgencyResponse> {
    const registrationToken = newSecretToken();
    const platform = this.data.platform();
    await platform.delete(PendingRegistration, { expiresAt: LessThan(new Date()) });
    const pending = await platform.insert(PendingRegistration, {
      agencyId: randomUUID(),
      agencyFields: fields,
      tokenHash: hashToken(registrationToken),
      expiresAt: new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS),
    });
    return { ...toPendingAgencyView(pending), registrationToken };
  }

  /** Takes the registration of `token` out of the pending ones (once; 403 when unknown, used or expired). */
  async consume(tx: PlatformScope, token: string): Promise<PendingRegistration> {
    const pending = await tx.findOneForUpdate(PendingRegistration, {
      tokenHash: hashToken(token),
      expiresAt: Raw((column) => `${column} > now()`),
    });
    if (!pending) throw new InvalidRegistrationTokenException();
    await tx.delete(PendingRegistration, { id: pending.id });
    return pending;
  }
}
