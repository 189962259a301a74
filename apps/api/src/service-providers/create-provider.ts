import type { EntityManager } from 'typeorm';
import { ClientCommunicationSettings } from '../client-settings/client-communication-settings.entity';
import { DEFAULT_EMAIL_TEMPLATES } from '../client-settings/default-email-templates';
import { TeamPermissionSet } from '../team-permissions/team-permission-set.entity';
import { TenantScope } from '../tenancy/tenant-scope';
import { REGISTRATION_MAX_TEAM_MEMBERS, ServiceProvider } from './service-provider.entity';

export interface ProviderFields {
  companyName: string;
  website?: string | null;
  industry?: string | null;
  address?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** A new tenant on a trial licence with its default team permissions and client settings. */
export async function createProvider(
  manager: EntityManager,
  fields: ProviderFields,
  currentTeamMembers: number,
): Promise<ServiceProvider> {
  const provider = await manager.save(
    manager.create(ServiceProvider, {
      ...fields,
      licenseStatus: 'trial',
      maxTeamMembers: REGISTRATION_MAX_TEAM_MEMBERS,
      currentTeamMembers,
    }),
  );
  const scope = new TenantScope(provider.id, manager);
  await scope.insert(TeamPermissionSet, {});
  await scope.insert(ClientCommunicationSettings, { emailTemplates: { ...DEFAULT_EMAIL_TEMPLATES } });
  return provider;
}
