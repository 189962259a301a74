import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring tasks (docs/recurring-tasks.md): the agency's time zone (default Europe/Berlin), a series per recurring
 * task (its RFC 5545 rule, its pattern, and the fields every next occurrence is made with), and each occurrence's
 * series and place in it. The unique (series_id, occurrence_index) makes completing an occurrence twice, or on two API
 * processes at once, create one next occurrence.
 */
export class TaskRecurrence1797960000000 implements MigrationInterface {
  name = 'TaskRecurrence1797960000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE service_provider ADD COLUMN time_zone varchar(64) NOT NULL DEFAULT 'Europe/Berlin'`,
      `CREATE TABLE task_series (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        rule text NOT NULL,
        pattern jsonb NOT NULL,
        time_zone varchar(64) NOT NULL,
        start_date date NOT NULL,
        occurrence_count integer CONSTRAINT task_series_count_check CHECK (occurrence_count >= 1),
        until_date date,
        mode varchar(20) NOT NULL DEFAULT 'on_completion' CONSTRAINT task_series_mode_check CHECK (mode IN ('on_completion')),
        title varchar(300) NOT NULL,
        description text NOT NULL DEFAULT '',
        assigned_to_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        is_client_visible boolean NOT NULL DEFAULT false,
        tags text NOT NULL DEFAULT '[]',
        priority varchar(10) NOT NULL DEFAULT 'medium',
        category varchar(20),
        estimated_time numeric(7,1),
        created_by_id uuid REFERENCES app_user(id) ON DELETE SET NULL,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE INDEX task_series_project_idx ON task_series (project_id)`,
      `ALTER TABLE task ADD COLUMN series_id uuid REFERENCES task_series(id) ON DELETE SET NULL`,
      `ALTER TABLE task ADD COLUMN occurrence_index integer CONSTRAINT task_occurrence_index_check CHECK (occurrence_index >= 0)`,
      `CREATE UNIQUE INDEX task_series_occurrence_uq ON task (series_id, occurrence_index)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX task_series_occurrence_uq`);
    await queryRunner.query(`ALTER TABLE task DROP COLUMN occurrence_index, DROP COLUMN series_id`);
    await queryRunner.query(`DROP TABLE task_series`);
    await queryRunner.query(`ALTER TABLE service_provider DROP COLUMN time_zone`);
  }
}
