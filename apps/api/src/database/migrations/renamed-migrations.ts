import type { MigrationInterface } from 'typeorm';
import { CustomerDetailsTeamProfiles1796700000000 } from './1796700000000-customer-details-team-profiles';
import { FileAttachments1796900000000 } from './1796900000000-file-attachments';
import { RowChangeNotifications1797500000000 } from './1797500000000-row-change-notifications';

export interface RenamedMigration {
  /** The name databases recorded when they applied the migration. */
  formerName: string;
  migration: new () => MigrationInterface;
}

/**
 * Migrations renamed after databases had applied them. These three had 14-digit timestamps: TypeORM reads a name's last
 * 13 digits (so it recorded 7967000000000 and so on), and any migration stamped with `Date.now()` would have run before
 * them on a fresh database but after them on an existing one.
 */
export const RENAMED_MIGRATIONS: readonly RenamedMigration[] = [
  { formerName: 'CustomerDetailsTeamProfiles17967000000000', migration: CustomerDetailsTeamProfiles1796700000000 },
  { formerName: 'FileAttachments17969000000000', migration: FileAttachments1796900000000 },
  { formerName: 'RowChangeNotifications17975000000000', migration: RowChangeNotifications1797500000000 },
];
