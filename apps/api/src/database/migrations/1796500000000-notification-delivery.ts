import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail notifications that are really sent: each user's time zone (quiet hours and schedules follow it), clients'
 * own opt-outs, the work activity log mails are built from, task followers, the notifications waiting for a mail
 * (digests) and the mails themselves with their delivery state (held, queued, sent, skipped, failed).
 * The job queue (pg-boss) keeps its own tables in the `pgboss` schema and migrates them itself.
 */
export class NotificationDelivery1796500000000 implements MigrationInterface {
  name = 'NotificationDelivery1796500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE app_user ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'Europe/Berlin'`,
      `ALTER TABLE notification_preferences
        ADD COLUMN email_client_updates boolean NOT NULL DEFAULT true,
        ADD COLUMN email_client_reports boolean NOT NULL DEFAULT true`,
      `CREATE TABLE work_activity (
        id uuid PRIMARY KEY,
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        actor_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        project_id uuid,
        task_id uuid,
        comment_id uuid,
        details jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX work_activity_provider_time_idx ON work_activity (service_provider_id, occurred_at)`,
      `CREATE TABLE task_follower (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        task_id uuid NOT NULL REFERENCES task(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (task_id, user_id)
      )`,
      `CREATE INDEX task_follower_provider_idx ON task_follower (service_provider_id)`,
      `CREATE TABLE notification_mail (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        kind varchar(30) NOT NULL,
        period_key varchar(120),
        details jsonb NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL CHECK (status IN ('held', 'queued', 'sent', 'skipped', 'failed')),
        deliver_after timestamptz,
        job_id uuid,
        subject varchar(300),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE UNIQUE INDEX notification_mail_period_idx ON notification_mail (recipient_id, kind, period_key)
        WHERE period_key IS NOT NULL`,
      `CREATE INDEX notification_mail_status_idx ON notification_mail (service_provider_id, status, deliver_after)`,
      `CREATE TABLE notification (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        recipient_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        activity_id uuid NOT NULL REFERENCES work_activity(id) ON DELETE CASCADE,
        reason varchar(30) NOT NULL,
        deliver_after timestamptz NOT NULL,
        mail_id uuid REFERENCES notification_mail(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (activity_id, recipient_id)
      )`,
      `CREATE INDEX notification_pending_idx ON notification (service_provider_id, deliver_after) WHERE mail_id IS NULL`,
      `CREATE INDEX notification_mail_idx ON notification (mail_id)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['notification', 'notification_mail', 'task_follower', 'work_activity'])
      await queryRunner.query(`DROP TABLE ${table}`);
    await queryRunner.query(
      `ALTER TABLE notification_preferences DROP COLUMN email_client_updates, DROP COLUMN email_client_reports`,
    );
    await queryRunner.query(`ALTER TABLE app_user DROP COLUMN time_zone`);
  }
}
