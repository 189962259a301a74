import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWaitlistEntry1795292930476 implements MigrationInterface {
  name = 'CreateWaitlistEntry1795292930476';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await queryRunner.query(`
      CREATE TABLE waitlist_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(320) NOT NULL,
        status varchar(32) NOT NULL DEFAULT 'pending',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT waitlist_entry_email_key UNIQUE (email)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The pgcrypto extension stays: other objects may depend on it.
    await queryRunner.query(`DROP TABLE waitlist_entry`);
  }
}
