import { Module } from '@nestjs/common';
import { TenancyModule } from '../tenancy/tenancy.module';
import { ClientSettingsController } from './client-settings.controller';
import { ClientSettingsService } from './client-settings.service';

@Module({ imports: [TenancyModule], controllers: [ClientSettingsController], providers: [ClientSettingsService] })
export class ClientSettingsModule {}
