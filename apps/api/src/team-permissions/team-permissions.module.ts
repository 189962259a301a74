import { Module } from '@nestjs/common';
import { TeamPermissionsController } from './team-permissions.controller';
import { TeamPermissionsService } from './team-permissions.service';

@Module({ controllers: [TeamPermissionsController], providers: [TeamPermissionsService] })
export class TeamPermissionsModule {}
