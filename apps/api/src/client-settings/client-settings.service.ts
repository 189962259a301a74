import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { ClientCommunicationSettingsView, ClientReportFrequency } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { LiveEvents } from '../live-events/live-events.service';
import type { PlatformScope } from '../tenancy/platform-scope';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { endAllSessions } from '../users/revoke-sessions';
import { User } from '../users/user.entity';
import { ClientCommunicationSettings } from './client-communication-settings.entity';
import type { UpdateClientSettingsDto } from './client-settings.dto';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates';

@Injectable()
export class ClientSettingsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
  ) {}

  async get(actor: Actor): Promise<ClientCommunicationSettingsView> {
    return toView(await this.load(actor.serviceProviderId));
  }

  async update(actor: Actor, dto: UpdateClientSettingsDto): Promise<ClientCommunicationSettingsView> {
    const settings = await this.load(actor.serviceProviderId);
    const { emailTemplates, ...flags } = dto;
    const closesPortal = flags.clientPortalAccess === false && settings.clientPortalAccess;
    const reopensPortal = flags.clientPortalAccess === true && !settings.clientPortalAccess;
    Object.assign(settings, sentFields(flags));
    if (emailTemplates)
      settings.emailTemplates = { ...DEFAULT_EMAIL_TEMPLATES, ...settings.emailTemplates, ...emailTemplates };
    const saved = await this.data.platform().transaction(async (tx) => {
      const scope = tx.forTenant(actor.serviceProviderId);
      if (reopensPortal) await endClientSessions(tx, scope);
      return scope.save(ClientCommunicationSettings, settings);
    });
    // With the portal closed, clients may not be connected at all.
    if (closesPortal) await this.live.accessChanged(actor.serviceProviderId);
    return toView(saved);
  }

  private async load(serviceProviderId: string): Promise<ClientCommunicationSettings> {
    const scope = this.data.forTenant(serviceProviderId);
    return (
      (await scope.findOne(ClientCommunicationSettings, {})) ??
      scope.insert(ClientCommunicationSettings, { emailTemplates: { ...DEFAULT_EMAIL_TEMPLATES } })
    );
  }
}

/**
 * Opening the portal again does not revive the clients' sessions from before it closed (access tokens, refresh
 * cookies): a browser left signed in cannot walk back in, its client signs in anew. They are ended on opening, not on
 * closing, so that while it is closed their calls still answer with the portal message, which tells them why.
 */
async function endClientSessions(tx: PlatformScope, scope: TenantScope): Promise<void> {
  const clients = await scope.find(User, {
    where: { userType: 'client' },
    select: { id: true, serviceProviderId: true },
  });
  for (const client of clients) await endAllSessions(tx, client);
}

function toView(settings: ClientCommunicationSettings): ClientCommunicationSettingsView {
  return {
    autoNotifyClients: settings.autoNotifyClients,
    clientVisibilityDefault: settings.clientVisibilityDefault,
    allowClientComments: settings.allowClientComments,
    requireApprovalForUpdates: settings.requireApprovalForUpdates,
    clientPortalAccess: settings.clientPortalAccess,
    clientReportsFrequency: settings.clientReportsFrequency as ClientReportFrequency,
    emailTemplates: { ...DEFAULT_EMAIL_TEMPLATES, ...settings.emailTemplates },
  };
}
