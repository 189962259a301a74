import { sentFields } from '../validation/common-validators';
import { Injectable } from '@nestjs/common';
import type { ClientCommunicationSettingsView, ClientReportFrequency } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import { LiveEvents } from '../live-events/live-events.service';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import { ClientCommunicationSettings } from './client-communication-settings.entity';
import type { UpdateClientSettingsDto } from './client-settings.dto';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates';
import { PortalReopening } from './portal-reopening';

@Injectable()
export class ClientSettingsService {
  constructor(
    private readonly data: TenantDataAccess,
    private readonly live: LiveEvents,
    private readonly reopening: PortalReopening,
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
      if (reopensPortal) await this.reopening.run(tx, actor.serviceProviderId);
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
