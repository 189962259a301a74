import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { TeamPermissionsController } from './team-permissions.controller';
import { TeamPermissionsService } from './team-permissions.service';

@Module({ imports: [TenancyModule], controllers: [TeamPermissionsController], providers: [TeamPermissionsService] })
export class TeamPermissionsModule {}
