import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mentions (apps/api/README.md, "Mentions and formatted text"): a person mentioned in a description, comment or message
 * is notified with the reason 'mentioned'; its mail and its notification centre entry can be turned off like the others.
 */
export class MentionNotifications1798020000000 implements MigrationInterface {
  name = 'MentionNotifications1798020000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE notification_preferences ADD COLUMN email_mentioned boolean NOT NULL DEFAULT true`,
    );
    await queryRunner.query(
      `ALTER TABLE notification_preferences ADD COLUMN in_app_mentioned boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM notification WHERE reason = 'mentioned'`);
    await queryRunner.query(`ALTER TABLE notification_preferences DROP COLUMN in_app_mentioned`);
    await queryRunner.query(`ALTER TABLE notification_preferences DROP COLUMN email_mentioned`);
  }
}
