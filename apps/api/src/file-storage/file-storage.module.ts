import path from 'node:path';
import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FILE_STORAGE, type FileStorage } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';
import { S3FileStorage, s3ClientOf } from './s3-file-storage';

/**
 * The local folder of uploads: their contents with FILES_STORE=local, and with either store the uploads still
 * arriving (`.incoming`) before they are handed to the storage (README: Files).
 */
export function filesDirectory(config: AppConfig): string {
  return path.resolve(config.FILES_DIR ?? path.join(config.DATA_DIR, 'files'));
}

/** The storage FILES_STORE chooses; bind FILE_STORAGE to another `FileStorage` here to add one. */
export function fileStorageOf(config: AppConfig): FileStorage {
  switch (config.FILES_STORE) {
    case 'local':
      return new LocalDiskFileStorage(filesDirectory(config));
    case 's3':
      // The config requires S3_BUCKET with FILES_STORE=s3.
      return new S3FileStorage(s3ClientOf(config), config.S3_BUCKET as string);
  }
}

@Module({
  providers: [{ provide: FILE_STORAGE, inject: [AppConfig], useFactory: fileStorageOf }],
  exports: [FILE_STORAGE],
})
export class FileStorageModule {}
