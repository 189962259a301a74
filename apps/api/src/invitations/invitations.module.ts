import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({ imports: [UsersModule], controllers: [InvitationsController], providers: [InvitationsService] })
export class InvitationsModule {}
