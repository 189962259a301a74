import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { DEFAULT_EMAIL_TEMPLATES } from '../client-settings/default-email-templates';
import { TeamPermissionSet } from '../team-permissions/team-permission-set.entity';
import type { PlatformScope } from '../tenancy/platform-scope';
import { REGISTRATION_MAX_TEAM_MEMBERS, type Agency } from '../tenancy/agency.entity';

/** The company fields a registration gives its agency. */
export interface AgencyFields {
  companyName: string;
  website?: string | null;
  industry?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * A new tenant on a trial licence with its default team permissions and client settings, in the caller's
 * transaction; `reservedId` is the id a pending registration already answered. Members are counted as they join.
 */
export async function createAgency(
  platform: PlatformScope,
  fields: AgencyFields,
  reservedId?: string,
): Promise<Agency> {
  const agency = await platform.createTenant({
    ...(reservedId ? { id: reservedId } : {}),
    ...fields,
    licenseStatus: 'trial',
    maxTeamMembers: REGISTRATION_MAX_TEAM_MEMBERS,
    currentTeamMembers: 0,
  });
  const scope = platform.forTenant(agency.id);
  await scope.insert(TeamPermissionSet, {});
  await scope.insert(ClientCommunicationSettings, { emailTemplates: { ...DEFAULT_EMAIL_TEMPLATES } });
  return agency;
}
