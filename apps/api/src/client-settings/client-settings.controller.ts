import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ClientCommunicationSettingsView, ClientPortalSettingsView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { UpdateClientSettingsDto } from './client-settings.dto';
import { ClientSettingsService } from './client-settings.service';

@ApiTags('client-communication-settings')
@Controller('client-communication-settings')
export class ClientSettingsController {
  constructor(private readonly settings: ClientSettingsService) {}

  @Access.roles('admin', 'team')
  @Get()
  get(@CurrentActor() actor: Actor): Promise<ClientCommunicationSettingsView> {
    return this.settings.get(actor);
  }

  /** Read from the caller's freshly loaded rules: clients learn what they may do before they try. */
  @Access.signedIn("the caller's own agency's client rules, nothing else of its settings")
  @Get('portal')
  portal(@CurrentActor() actor: Actor): ClientPortalSettingsView {
    const { allowClientComments, requireApprovalForUpdates } = actor.clientRules;
    return { allowClientComments, requireApprovalForUpdates };
  }

  @Access.permission('canManageSettings')
  @Put()
  update(
    @CurrentActor() actor: Actor,
    @Body() body: UpdateClientSettingsDto,
  ): Promise<ClientCommunicationSettingsView> {
    return this.settings.update(actor, body);
  }
}
