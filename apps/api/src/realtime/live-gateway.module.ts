import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { LiveEventsModule } from '../live-events/live-events.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { LiveGateway } from './live.gateway';

/** The socket.io gateway: joins rooms after the same visibility checks as HTTP and attaches the event bus. */
@Module({
  imports: [AuthModule, LiveEventsModule, TasksModule, ProjectsModule, ConversationsModule],
  providers: [LiveGateway],
  exports: [LiveGateway],
})
export class LiveGatewayModule {}
