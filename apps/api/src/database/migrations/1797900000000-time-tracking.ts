import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Time tracking (docs/time-tracking.md): entries of whole minutes per person, day and project (a task optional), one
 * running timer per person (its primary key: concurrent starts leave exactly one), submitted and locked timesheet
 * weeks, hourly rates (agency default, per project, per person on a project, in cents) and a project's budget in hours
 * beside the existing one in euros, with whether its client sees the meter.
 */
export class TimeTracking1797900000000 implements MigrationInterface {
  name = 'TimeTracking1797900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE service_provider ADD COLUMN default_hourly_rate_cents integer
        CHECK (default_hourly_rate_cents >= 0)`,
      `ALTER TABLE project
        ADD COLUMN hourly_rate_cents integer CHECK (hourly_rate_cents >= 0),
        ADD COLUMN budget_hours integer CHECK (budget_hours > 0),
        ADD COLUMN budget_shared_with_client boolean NOT NULL DEFAULT false,
        ADD COLUMN billable_by_default boolean NOT NULL DEFAULT true,
        ADD COLUMN budget_warning_percent smallint NOT NULL DEFAULT 0`,
      `CREATE TABLE project_member_rate (
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        hourly_rate_cents integer NOT NULL CHECK (hourly_rate_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (project_id, user_id)
      )`,
      `CREATE TABLE time_entry (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        task_id uuid REFERENCES task(id) ON DELETE SET NULL,
        work_date date NOT NULL,
        minutes integer NOT NULL CHECK (minutes > 0 AND minutes <= 1440),
        note text NOT NULL DEFAULT '',
        billable boolean NOT NULL,
        started_at timestamptz,
        ended_at timestamptz,
        billed_at timestamptz,
        invoice_reference varchar(100),
        billed_rate_cents integer CHECK (billed_rate_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX time_entry_provider_date_idx ON time_entry (service_provider_id, work_date)`,
      `CREATE INDEX time_entry_user_date_idx ON time_entry (user_id, work_date)`,
      `CREATE INDEX time_entry_project_date_idx ON time_entry (project_id, work_date)`,
      `CREATE INDEX time_entry_task_idx ON time_entry (task_id) WHERE task_id IS NOT NULL`,
      `CREATE TABLE running_timer (
        user_id uuid PRIMARY KEY REFERENCES app_user(id) ON DELETE CASCADE,
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        task_id uuid REFERENCES task(id) ON DELETE CASCADE,
        started_at timestamptz NOT NULL,
        note text NOT NULL DEFAULT '',
        time_zone varchar(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE timesheet_week (
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        week_start date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        submitted_at timestamptz,
        locked_at timestamptz,
        locked_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, week_start)
      )`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TABLE timesheet_week`,
      `DROP TABLE running_timer`,
      `DROP TABLE time_entry`,
      `DROP TABLE project_member_rate`,
      `ALTER TABLE project DROP COLUMN hourly_rate_cents, DROP COLUMN budget_hours,
        DROP COLUMN budget_shared_with_client, DROP COLUMN billable_by_default, DROP COLUMN budget_warning_percent`,
      `ALTER TABLE service_provider DROP COLUMN default_hourly_rate_cents`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
