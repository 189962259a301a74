import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ClientCommunicationSettingsView, ClientRulesView } from '@taskflow/contracts';
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

  /** The rules that shape every user's screens (approval buttons, the client's comment box); no templates. */
  @Access.signedIn("answers only the caller's own provider's client rules")
  @Get('rules')
  rules(@CurrentActor() actor: Actor): ClientRulesView {
    const { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault } =
      actor.clientRules;
    return { allowClientComments, requireApprovalForUpdates, clientPortalAccess, clientVisibilityDefault };
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
