import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module';
import { ProjectsModule } from '../projects/projects.module';
import { TasksModule } from '../tasks/tasks.module';
import { LiveGateway } from './live.gateway';

@Module({ imports: [TasksModule, ProjectsModule, ConversationsModule], providers: [LiveGateway] })
export class LiveGatewayModule {}
