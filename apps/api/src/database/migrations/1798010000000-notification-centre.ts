import type { MigrationInterface, QueryRunner } from 'typeorm';

const IN_APP_COLUMNS = [
  'in_app_task_assigned',
  'in_app_task_completed',
  'in_app_task_commented',
  'in_app_project_updates',
  'in_app_client_updates',
  'in_app_approval_requested',
  'in_app_approval_decided',
  'in_app_project_completed',
  'in_app_due_tomorrow',
];

/**
 * The in-app notification centre (apps/api/README.md "Notification model"): a notification row also shows in its
 * recipient's centre (`in_app`) until read (`read_at`); `email` says whether it waits for a mail at all. One in-app
 * switch per reason joins the mail switches in notification_preferences.
 */
export class NotificationCentre1798010000000 implements MigrationInterface {
  name = 'NotificationCentre1798010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE notification ADD COLUMN email boolean NOT NULL DEFAULT true,
        ADD COLUMN in_app boolean NOT NULL DEFAULT true,
        ADD COLUMN read_at timestamptz`,
    );
    // Rows from before the centre were mails only; they start read so no one finds months of old news unread.
    await queryRunner.query(`UPDATE notification SET read_at = created_at`);
    await queryRunner.query(
      `CREATE INDEX notification_centre_idx ON notification (service_provider_id, recipient_id, created_at) WHERE in_app`,
    );
    for (const column of IN_APP_COLUMNS)
      await queryRunner.query(
        `ALTER TABLE notification_preferences ADD COLUMN ${column} boolean NOT NULL DEFAULT true`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of IN_APP_COLUMNS)
      await queryRunner.query(`ALTER TABLE notification_preferences DROP COLUMN ${column}`);
    await queryRunner.query(`DROP INDEX notification_centre_idx`);
    await queryRunner.query(`ALTER TABLE notification DROP COLUMN email, DROP COLUMN in_app, DROP COLUMN read_at`);
  }
}
