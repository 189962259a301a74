import { Module } from '@nestjs/common';
import { LiveEventsModule } from '../live-events/live-events.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

@Module({
  imports: [TenancyModule, LiveEventsModule],
  controllers: [MessagesController, ConversationsController],
  providers: [ConversationsService, MessagesService],
  exports: [ConversationsService],
})
export class ConversationsModule {}
