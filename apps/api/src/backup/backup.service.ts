import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { dumpDatabase } from '../database/database-dump';
import { DatabaseServer } from '../database/database-server';
import { FILE_STORAGE, type FileStorage, StoredContentMissingError } from '../file-storage/file-storage';
import { BACKUP_FORMAT, type BackupManifest, DATABASE_FOLDER, FILES_FOLDER, MANIFEST_FILE } from './backup-manifest';
import { packArchive } from './backup-archive';
import { PRODUCT_VERSION } from './product-version';

/** The table of uploaded files (`StoredFile`) and the column with each content's key in the file storage. */
export const STORED_FILE_TABLE = 'stored_file';
const STORAGE_KEY_COLUMN = 'storage_key';

/** The storage keys of the stored files in a dumped `stored_file.jsonl`. */
export async function storageKeysOf(databaseFolder: string): Promise<string[]> {
  const keys: string[] = [];
  const lines = createInterface({
    input: createReadStream(path.join(databaseFolder, `${STORED_FILE_TABLE}.jsonl`)),
    crlfDelay: Infinity,
  });
  for await (const line of lines) {
    if (line.trim() !== '') keys.push(String((JSON.parse(line) as Record<string, unknown>)[STORAGE_KEY_COLUMN]));
  }
  return keys;
}

/** The path of a storage key under a folder; a key that would leave the folder is refused. */
export function fileOf(folder: string, key: string): string {
  const file = path.resolve(folder, key);
  if (!file.startsWith(path.resolve(folder) + path.sep)) throw new Error(`Not a storage key: ${key}`);
  return file;
}

/** Writes a backup archive: every table of the database, the stored files' contents and a manifest. */
@Injectable()
export class BackupService {
  constructor(
    private readonly config: AppConfig,
    private readonly server: DatabaseServer,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async write(archive: string): Promise<BackupManifest> {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'taskflow-backup-'));
    try {
      const databaseFolder = path.join(staging, DATABASE_FOLDER);
      const filesFolder = path.join(staging, FILES_FOLDER);
      await mkdir(databaseFolder);
      await mkdir(filesFolder);
      const dump = await dumpDatabase(this.server, this.config, databaseFolder);
      // The files of the snapshot, read after it: a file deleted meanwhile is listed as missing.
      const files = await this.copyFiles(await storageKeysOf(databaseFolder), filesFolder);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        product: 'TaskFlow',
        version: PRODUCT_VERSION,
        migration: dump.migrations[dump.migrations.length - 1],
        migrations: dump.migrations,
        createdAt: new Date().toISOString(),
        tables: dump.tables,
        files,
      };
      await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      const partial = `${archive}.partial`;
      await packArchive(staging, [MANIFEST_FILE, DATABASE_FOLDER, FILES_FOLDER], partial);
      await rename(partial, archive);
      return manifest;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  private async copyFiles(keys: string[], folder: string): Promise<BackupManifest['files']> {
    const files: BackupManifest['files'] = { count: 0, bytes: 0, missing: [] };
    for (const key of keys) {
      const target = fileOf(folder, key);
      let content;
      try {
        content = await this.storage.read(key);
      } catch (error) {
        if (!(error instanceof StoredContentMissingError)) throw error;
        files.missing.push(key);
        continue;
      }
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(content, createWriteStream(target));
      files.count += 1;
      files.bytes += (await stat(target)).size;
    }
    return files;
  }
}
