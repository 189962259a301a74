import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account settings: each user's interface language (null until chosen), a session version that ends every
 * session at once when it moves on, and the personal calendar feed (the key its secret URL is derived from).
 */
export class AccountLanguageSessionsCalendarFeed1796100000000 implements MigrationInterface {
  name = 'AccountLanguageSessionsCalendarFeed1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE app_user ADD COLUMN language varchar(2) CHECK (language IN ('de', 'en'))`,
      `ALTER TABLE app_user ADD COLUMN session_version integer NOT NULL DEFAULT 0`,
      `CREATE TABLE calendar_feed (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        user_id uuid NOT NULL UNIQUE REFERENCES app_user(id) ON DELETE CASCADE,
        feed_key varchar(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX calendar_feed_provider_idx ON calendar_feed (service_provider_id)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE calendar_feed`);
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN session_version`);
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN language`);
  }
}
