import { currentMigrationName, knownMigrationNames } from '../database/database-restore';
import { compareVersions } from './product-version';

/** The version of the archive's layout (docs/backup-format.md); a restore reads only the layouts it knows. */
export const BACKUP_FORMAT = 1;

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FOLDER = 'database';
export const FILES_FOLDER = 'files';

/** `manifest.json` of a backup archive. */
export interface BackupManifest {
  format: number;
  product: 'TaskFlow';
  /** The product version that wrote the archive. */
  version: string;
  /** The newest migration the database had. */
  migration: string;
  /** Every migration the database had applied, oldest first. */
  migrations: string[];
  createdAt: string;
  /** Every table (parents before children), its row count and the keys its rows have. */
  tables: { name: string; rows: number; columns: string[] }[];
  /** The stored files' contents under files/; `missing` lists keys whose content the storage did not have. */
  files: { count: number; bytes: number; missing: string[] };
}

/** An archive this build must not restore, or a database it must not restore into. */
export class RestoreRefusedError extends Error {}

/** Refuses an archive of another layout, of a newer product version, or with migrations this build does not know. */
export function checkManifest(value: unknown, buildVersion: string): BackupManifest {
  const manifest = value as Partial<BackupManifest> | null;
  if (
    !manifest ||
    manifest.product !== 'TaskFlow' ||
    typeof manifest.version !== 'string' ||
    !Array.isArray(manifest.migrations) ||
    manifest.migrations.length === 0 ||
    !Array.isArray(manifest.tables)
  ) {
    throw new RestoreRefusedError('This is not a TaskFlow backup archive (its manifest.json is missing or incomplete)');
  }
  const written = `TaskFlow ${manifest.version} (database at migration ${manifest.migration})`;
  if (compareVersions(manifest.version, buildVersion) > 0) {
    throw new RestoreRefusedError(
      `The archive was written by ${written}, a newer version than this TaskFlow ${buildVersion}: ` +
        `restore it with TaskFlow ${manifest.version} or newer`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new RestoreRefusedError(
      `The archive has layout ${manifest.format}; TaskFlow ${buildVersion} reads layout ${BACKUP_FORMAT} only`,
    );
  }
  const known = new Set(knownMigrationNames());
  const unknown = manifest.migrations.filter((name) => !known.has(currentMigrationName(name)));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The archive was written by ${written} and has migrations this TaskFlow ${buildVersion} does not know ` +
        `(${unknown.join(', ')}): restore it with TaskFlow ${manifest.version} or newer`,
    );
  }
  return manifest as BackupManifest;
}
