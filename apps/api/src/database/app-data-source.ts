import { DataSource, type DataSourceOptions, type Migration, MigrationExecutor, type QueryRunner } from 'typeorm';
import { withMigrationLock } from './migration-lock';
import { RENAMED_MIGRATIONS } from './migrations/renamed-migrations';

/**
 * The API's data source, for the app and for the TypeORM CLI alike. It applies pending migrations in one transaction
 * that first records renamed migrations under their new names, so a database that applied one under its former name
 * never runs it again (and a failed run leaves the migrations table as it was). Given a lock URL (a PostgreSQL server,
 * not the embedded one), it initialises and migrates under the migration lock, so processes starting together migrate
 * one after the other.
 */
export class AppDataSource extends DataSource {
  private holdsMigrationLock = false;

  constructor(
    options: DataSourceOptions,
    private readonly migrationLockUrl?: string,
  ) {
    super(options);
  }

  override initialize(): Promise<this> {
    return this.underMigrationLock(() => super.initialize());
  }

  /** Always one transaction for all pending migrations (TypeORM's default mode "all"), whatever `transaction` says. */
  override runMigrations(options?: { fake?: boolean }): Promise<Migration[]> {
    return this.underMigrationLock(async () => {
      const queryRunner = this.createQueryRunner();
      try {
        await queryRunner.startTransaction();
        await this.recordRenamedMigrations(queryRunner);
        const executor = new MigrationExecutor(this, queryRunner);
        executor.fake = options?.fake ?? false;
        const applied = await executor.executePendingMigrations();
        await queryRunner.commitTransaction();
        return applied;
      } catch (error) {
        if (queryRunner.isTransactionActive) await queryRunner.rollbackTransaction();
        throw error;
      } finally {
        await queryRunner.release();
      }
    });
  }

  private async recordRenamedMigrations(queryRunner: QueryRunner): Promise<void> {
    const table = this.options.migrationsTableName ?? 'migrations';
    if (!(await queryRunner.hasTable(table))) return;
    for (const { formerName, migration } of RENAMED_MIGRATIONS) {
      const { name } = new migration();
      if (!name) throw new Error(`The renamed migration ${migration.name} has no name`);
      // TypeORM's timestamp of a migration: the number its name ends with (13 digits).
      await queryRunner.query(
        `UPDATE ${this.driver.escape(table)} SET "name" = $1, "timestamp" = $2 WHERE "name" = $3`,
        [name, Number(name.slice(-13)), formerName],
      );
    }
  }

  private async underMigrationLock<T>(work: () => Promise<T>): Promise<T> {
    if (!this.migrationLockUrl || this.holdsMigrationLock) return work();
    this.holdsMigrationLock = true;
    try {
      return await withMigrationLock(this.migrationLockUrl, work);
    } finally {
      this.holdsMigrationLock = false;
    }
  }
}
