import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { AppConfigModule } from '../config/app-config.module';
import { DatabaseServerModule } from '../database/database-server.module';
import { FileStorageModule } from '../file-storage/file-storage.module';
import { BackupService } from './backup.service';
import { RestoreService } from './restore.service';

/**
 * What the backup and restore commands need, without the app: the database server (which they migrate themselves,
 * not on start) and the file storage.
 */
@Module({})
export class BackupModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: BackupModule,
      imports: [AppConfigModule.register(config), DatabaseServerModule, FileStorageModule],
      providers: [BackupService, RestoreService],
    };
  }
}
