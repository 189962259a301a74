import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { DatabaseServer } from '../database/database-server';
import { unpackArchive } from './backup-archive';
import { RestoreRefusedError } from './backup-manifest';
import { BackupModule } from './backup.module';
import { BackupService } from './backup.service';
import { readManifest, RestoreService } from './restore.service';

export const BACKUP_COMMANDS = ['backup', 'restore'] as const;
export type BackupCommand = (typeof BACKUP_COMMANDS)[number];

export const BACKUP_USAGE = 'backup [--out <file>] | restore <file>';

/**
 * `node dist/apps/api/main.js backup [--out <file>]` writes one archive of the installation (database and files);
 * `restore <file>` puts one into an empty installation. Answers the process exit code.
 */
export async function runBackupCommand(config: AppConfig, command: BackupCommand, args: string[]): Promise<number> {
  return command === 'backup' ? backup(config, args) : restore(config, args);
}

async function backup(config: AppConfig, args: string[]): Promise<number> {
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : defaultArchiveName(new Date());
  if (!out || args.length !== (outIndex >= 0 ? 2 : 0)) {
    console.error('Usage: node dist/apps/api/main.js backup [--out <file>]');
    return 1;
  }
  const archive = path.resolve(out);
  const manifest = await withContext(config, (context) => context.get(BackupService).write(archive));
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backup written to ${archive}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.count} files ` +
      `(TaskFlow ${manifest.version}, migration ${manifest.migration})`,
  );
  for (const key of manifest.files.missing) console.warn(`The storage had no content for the stored file ${key}`);
  return 0;
}

async function restore(config: AppConfig, args: string[]): Promise<number> {
  if (args.length !== 1 || args[0].startsWith('--')) {
    console.error('Usage: node dist/apps/api/main.js restore <file>');
    return 1;
  }
  const unpacked = await mkdtemp(path.join(os.tmpdir(), 'taskflow-restore-'));
  try {
    await unpackArchive(path.resolve(args[0]), unpacked);
    // Checked before the database is opened: a refused archive changes nothing.
    const manifest = await readManifest(unpacked);
    const restored = await withContext(config, (context) => context.get(RestoreService).restore(unpacked, manifest));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Restored ${rows} rows and ${restored.files} files from TaskFlow ${manifest.version} ` +
        `(migration ${manifest.migration})` +
        (restored.migrated.length > 0 ? `; then applied ${restored.migrated.length} newer migrations` : ''),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof RestoreRefusedError)) throw error;
    console.error(`Restore refused: ${error.message}`);
    return 1;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

/** `taskflow-backup-20260131-154500.tar.gz` (UTC) in the working directory. */
export function defaultArchiveName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/-|:/g, '')
    .replace('T', '-');
  return `taskflow-backup-${stamp}.tar.gz`;
}

async function withContext<T>(config: AppConfig, work: (context: INestApplicationContext) => Promise<T>): Promise<T> {
  const context = await NestFactory.createApplicationContext(BackupModule.register(config), {
    logger: ['error', 'warn'],
    abortOnError: false,
  });
  const server = context.get(DatabaseServer);
  try {
    return await work(context);
  } finally {
    await context.close();
    await server.stop();
  }
}
