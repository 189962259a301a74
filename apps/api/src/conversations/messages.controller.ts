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
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageListResponse, MessageView } from '@taskflow/contracts';
import { Access } from '../authorization/access.decorator';
import type { Actor } from '../authorization/actor';
import { CurrentActor } from '../authorization/current-actor.decorator';
import {
  EditMessageDto,
  MessagePageQueryDto,
  ReactionDto,
  SearchMessagesQueryDto,
  SendMessageDto,
} from './conversations.dto';
import { MessagesService } from './messages.service';

const PARTICIPANTS = 'messages of conversations the actor takes part in';

@ApiTags('conversations')
@Controller('conversations')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  // Before messages/:id, which would take "search" for an id.
  @Access.signedIn(PARTICIPANTS)
  @Get('messages/search')
  search(@CurrentActor() actor: Actor, @Query() query: SearchMessagesQueryDto): Promise<MessageView[]> {
    return this.messages.search(actor, query.q, query.limit);
  }

  @Access.signedIn(PARTICIPANTS)
  @Get('messages/:id')
  get(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<MessageView> {
    return this.messages.get(actor, id);
  }

  @Access.signedIn('own messages only')
  @Put('messages/:id')
  edit(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: EditMessageDto,
  ): Promise<MessageView> {
    return this.messages.edit(actor, id, body);
  }

  @Access.signedIn('own messages only')
  @Delete('messages/:id')
  @HttpCode(HttpStatus.NO_CONTENT)
  remove(@CurrentActor() actor: Actor, @Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.messages.remove(actor, id);
  }

  @Access.signedIn(PARTICIPANTS)
  @Post('messages/:id/reactions')
  addReaction(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ReactionDto,
  ): Promise<MessageView> {
    return this.messages.addReaction(actor, id, body.emoji);
  }

  @Access.signedIn(PARTICIPANTS)
  @Delete('messages/:id/reactions')
  removeReaction(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: ReactionDto,
  ): Promise<MessageView> {
    return this.messages.removeReaction(actor, id, query.emoji);
  }

  @Access.signedIn(PARTICIPANTS)
  @Get(':id/messages')
  list(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: MessagePageQueryDto,
  ): Promise<MessageListResponse> {
    return this.messages.list(actor, id, query.limit, query.offset);
  }

  @Access.signedIn('active participants; announcements admin users only')
  @Post(':id/messages')
  send(
    @CurrentActor() actor: Actor,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SendMessageDto,
  ): Promise<MessageView> {
    return this.messages.send(actor, id, body);
  }
}
