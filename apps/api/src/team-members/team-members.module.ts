import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvitationsModule } from '../invitations/invitations.module';
import { TasksModule } from '../tasks/tasks.module';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TeamMembersController } from './team-members.controller';
import { TeamMembersService } from './team-members.service';

/** /team/members: the team page (profiles, figures, per-member permissions, deactivation and deletion). */
@Module({
  imports: [TenancyModule, InvitationsModule, AuthModule, TasksModule],
  controllers: [TeamMembersController],
  providers: [TeamMembersService],
})
export class TeamMembersModule {}
