import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables an API process may keep in memory (the signed-in actor: the user, their permissions, client rules). */
const WATCHED_TABLES = ['app_user', 'team_member_profile', 'team_permission_set', 'client_communication_settings'];

/**
 * Every committed change to a watched table sends a PostgreSQL notification on `taskflow_row_changes` (the table
 * name as payload): whoever made it (any API process, a cascade from a deleted customer or provider, a script, an
 * operator in psql). API processes listen and drop what they keep of those rows (apps/api/src/tenancy/row-changes).
 * Notifications go out at commit, and PostgreSQL sends one per table and transaction however many rows changed.
 */
export class RowChangeNotifications1797500000000 implements MigrationInterface {
  name = 'RowChangeNotifications1797500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION taskflow_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('taskflow_row_changes', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of WATCHED_TABLES) {
      await queryRunner.query(`CREATE TRIGGER ${table}_notify_change AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION taskflow_notify_row_change()`);
      await queryRunner.query(`CREATE TRIGGER ${table}_notify_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION taskflow_notify_row_change()`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of WATCHED_TABLES) {
      await queryRunner.query(`DROP TRIGGER ${table}_notify_truncate ON ${table}`);
      await queryRunner.query(`DROP TRIGGER ${table}_notify_change ON ${table}`);
    }
    await queryRunner.query(`DROP FUNCTION taskflow_notify_row_change()`);
  }
}
