import path from 'node:path';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FILE_STORAGE } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';

/** Where uploads are stored; bind FILE_STORAGE to another `FileStorage` here to move them (README: Files). */
export function filesDirectory(config: AppConfig): string {
  return path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'));
}

@Module({
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LocalDiskFileStorage(filesDirectory(config)),
    },
  ],
  exports: [FILE_STORAGE],
})
export class FileStorageModule {}
