import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { DatabaseRestoreRefusedError, restoreDatabase } from '../database/database-restore';
import { DatabaseServer } from '../database/database-server';
import { FILE_STORAGE, type FileStorage } from '../file-storage/file-storage';
import {
  type BackupManifest,
  checkManifest,
  DATABASE_FOLDER,
  FILES_FOLDER,
  MANIFEST_FILE,
  RestoreRefusedError,
} from './backup-manifest';
import { fileOf, storageKeysOf } from './backup.service';
import { PRODUCT_VERSION } from './product-version';

/** Reads and checks the manifest of an unpacked archive (before anything is opened or written). */
export async function readManifest(unpacked: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(unpacked, MANIFEST_FILE), 'utf8');
  } catch {
    throw new RestoreRefusedError(`This is not a TaskFlow backup archive (it has no ${MANIFEST_FILE})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new RestoreRefusedError(`This is not a TaskFlow backup archive (its ${MANIFEST_FILE} is not JSON)`);
  }
  return checkManifest(value, PRODUCT_VERSION);
}

/** Restores an unpacked archive into an empty installation: the database in one transaction, the files through the storage. */
@Injectable()
export class RestoreService {
  private readonly logger = new Logger(RestoreService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly server: DatabaseServer,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Answers the number of files saved and the migrations applied after the rows were loaded. */
  async restore(unpacked: string, manifest: BackupManifest): Promise<{ files: number; migrated: string[] }> {
    const databaseFolder = path.join(unpacked, DATABASE_FOLDER);
    let files = 0;
    try {
      const { migratedAfterLoad } = await restoreDatabase(
        this.server,
        this.config,
        { directory: databaseFolder, migrations: manifest.migrations, tables: manifest.tables },
        // Inside the database's transaction: it commits only once every file is saved.
        async () => {
          files = await this.saveFiles(await storageKeysOf(databaseFolder), path.join(unpacked, FILES_FOLDER));
        },
      );
      return { files, migrated: migratedAfterLoad };
    } catch (error) {
      if (error instanceof DatabaseRestoreRefusedError) throw new RestoreRefusedError(error.message);
      throw error;
    }
  }

  private async saveFiles(keys: string[], folder: string): Promise<number> {
    let saved = 0;
    for (const key of keys) {
      const file = fileOf(folder, key);
      try {
        await access(file);
      } catch {
        this.logger.warn(`The archive has no content for the stored file ${key}`);
        continue;
      }
      await this.storage.save(key, file);
      saved += 1;
    }
    return saved;
  }
}
