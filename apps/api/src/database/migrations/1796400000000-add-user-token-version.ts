import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Access tokens name the generation of the user's sessions; logout, a password change and deactivation end it. */
export class AddUserTokenVersion1796400000000 implements MigrationInterface {
  name = 'AddUserTokenVersion1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN token_version`);
  }
}
