import { knownMigrationNames } from '../database/database-restore';
import { type BackupManifest, checkManifest, RestoreRefusedError } from './backup-manifest';
import { compareVersions } from './product-version';

const known = knownMigrationNames();
const manifest = (overrides: Partial<BackupManifest> = {}): BackupManifest => ({
  format: 1,
  product: 'TaskFlow',
  version: '1.2.0',
  migration: known[known.length - 1],
  migrations: known,
  createdAt: '2026-01-31T10:00:00.000Z',
  tables: [{ name: 'agency', rows: 1, columns: ['id'] }],
  files: { count: 0, bytes: 0, missing: [] },
  ...overrides,
});

describe('compareVersions', () => {
  it.each([
    ['1.2.0', '1.2.0', 0],
    ['1.10.0', '1.9.9', 1],
    ['0.1.0', '0.2.0', -1],
    ['2.0.0-beta.1', '2.0.0', 0],
    ['1.2', '1.2.0', 0],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe('checkManifest', () => {
  it('accepts an archive of the same or an older version whose migrations the build knows', () => {
    expect(checkManifest(manifest(), '1.2.0').version).toBe('1.2.0');
    expect(checkManifest(manifest({ migrations: known.slice(0, 3) }), '1.3.0').migrations).toHaveLength(3);
  });

  it('accepts a migration recorded under its former name', () => {
    expect(() => checkManifest(manifest({ migrations: ['FileAttachments17969000000000'] }), '1.2.0')).not.toThrow();
  });

  it('refuses an archive of a newer version, naming both versions', () => {
    expect(() => checkManifest(manifest({ version: '1.3.0' }), '1.2.0')).toThrow(
      new RestoreRefusedError(
        `The archive was written by TaskFlow 1.3.0 (database at migration ${known[known.length - 1]}), ` +
          'a newer version than this TaskFlow 1.2.0: restore it with TaskFlow 1.3.0 or newer',
      ),
    );
  });

  it('refuses migrations the build does not know', () => {
    expect(() => checkManifest(manifest({ migrations: [...known, 'FutureThing1899999999999'] }), '1.2.0')).toThrow(
      /has migrations this TaskFlow 1\.2\.0 does not know \(FutureThing1899999999999\)/,
    );
  });

  it('refuses what is no manifest of a TaskFlow backup', () => {
    expect(() => checkManifest({ hello: 'world' }, '1.2.0')).toThrow(RestoreRefusedError);
    expect(() => checkManifest(manifest({ format: 2 }), '1.2.0')).toThrow(/layout 2/);
  });
});
