import type { AgencyView } from '@taskflow/contracts';
import { REGISTRATION_MAX_TEAM_MEMBERS } from '../tenancy/agency.entity';
import type { PendingRegistration } from './pending-registration.entity';

/** The agency a pending registration will create, as POST /service-providers answers it. */
export function toPendingAgencyView(pending: PendingRegistration): AgencyView {
  const { companyName, website, industry, address, phone, email } = pending.agencyFields;
  return {
    id: pending.agencyId,
    companyName,
    website: website ?? null,
    industry: industry ?? null,
    address: address ?? null,
    phone: phone ?? null,
    email: email ?? null,
    licenseStatus: 'trial',
    maxTeamMembers: REGISTRATION_MAX_TEAM_MEMBERS,
    currentTeamMembers: 0,
    createdAt: pending.createdAt.toISOString(),
  };
}
