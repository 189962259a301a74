import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type {
  ChatPartnerView,
  ConversationListResponse,
  ConversationReadResponse,
  ConversationView,
} from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import { answerPage } from '../common/list-page';
import { PageQueryDto } from '../validation/page-query.dto';
import {
  AddParticipantDto,
  CreateConversationDto,
  ParticipantSettingsDto,
  UpdateConversationDto,
} from './conversations.dto';
import { ConversationsService } from './conversations.service';

const PARTICIPANTS = 'active participants only';
const MANAGERS = 'chat rights: direct any participant, team channel its admins or creator, announcement admin users';

@ApiTags('conversations')
@Controller('conversations')
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Access.signedIn('the conversations the actor takes part in')
  @Get()
  list(@CurrentActor() actor: Actor): Promise<ConversationListResponse> {
    return this.conversations.list(actor);
  }

  @Access.signedIn(
    'direct anyone, team channels the team side, announcements admins; clients only with their company and the team on their projects',
  )
  @Post()
  create(@CurrentActor() actor: Actor, @Body() body: CreateConversationDto): Promise<ConversationView> {
    return this.conversations.create(actor, body);
  }

  // Before :id, which would take "partners" for an id.
  @Access.signedIn('the people the actor may start a conversation with (the same rule as creating one)')
  @Get('partners')
  async partners(
    @CurrentActor() actor: Actor,
    @Query() page: PageQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ChatPartnerView[]> {
    return answerPage(response, await this.conversations.partners(actor, page));
  }

  @Access.signedIn(PARTICIPANTS)
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ConversationView> {
    return this.conversations.get(actor, id);
  }

  @Access.signedIn(MANAGERS)
  @Put(':id')
  update(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateConversationDto,
  ): Promise<ConversationView> {
    return this.conversations.update(actor, id, body);
  }

  @Access.signedIn(MANAGERS)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.conversations.remove(actor, id);
  }

  @Access.signedIn(MANAGERS)
  @Post(':id/clear')
  @HttpCode(HttpStatus.OK)
  clear(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ConversationView> {
    return this.conversations.clear(actor, id);
  }

  @Access.signedIn(MANAGERS)
  @Post(':id/participants')
  addParticipant(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AddParticipantDto,
  ): Promise<ConversationView> {
    return this.conversations.addParticipant(actor, id, body);
  }

  @Access.signedIn(`${MANAGERS}; anyone may leave a channel`)
  @Delete(':id/participants/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  removeParticipant(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('userId', ParseUUIDPipe) userId: string,
  ): Promise<void> {
    return this.conversations.removeParticipant(actor, id, userId);
  }

  @Access.signedIn(PARTICIPANTS)
  @Post(':id/read')
  @HttpCode(HttpStatus.OK)
  markRead(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<ConversationReadResponse> {
    return this.conversations.markRead(actor, id);
  }

  @Access.signedIn(PARTICIPANTS)
  @Put(':id/participant')
  updateSettings(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ParticipantSettingsDto,
  ): Promise<ConversationView> {
    return this.conversations.updateSettings(actor, id, body);
  }
}
