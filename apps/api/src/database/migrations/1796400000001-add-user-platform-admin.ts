import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Platform admins (who manage the product's waitlist) are granted by the operator's command, not by their email. */
export class AddUserPlatformAdmin1796400000001 implements MigrationInterface {
  name = 'AddUserPlatformAdmin1796400000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user ADD COLUMN is_platform_admin boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN is_platform_admin`);
  }
}
