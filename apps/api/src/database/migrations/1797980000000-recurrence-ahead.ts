import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recurring tasks made ahead of time (docs/recurring-tasks.md): a series' mode may be 'ahead' (the job queue makes
 * each occurrence `lead_days` days before its due day) besides 'on_completion'.
 */
export class RecurrenceAhead1797980000000 implements MigrationInterface {
  name = 'RecurrenceAhead1797980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE task_series DROP CONSTRAINT task_series_mode_check`);
    await queryRunner.query(
      `ALTER TABLE task_series ADD CONSTRAINT task_series_mode_check CHECK (mode IN ('on_completion', 'ahead'))`,
    );
    await queryRunner.query(
      `ALTER TABLE task_series ADD COLUMN lead_days integer CONSTRAINT task_series_lead_days_check CHECK (lead_days BETWEEN 0 AND 60)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM task_series WHERE mode = 'ahead'`);
    await queryRunner.query(`ALTER TABLE task_series DROP COLUMN lead_days`);
    await queryRunner.query(`ALTER TABLE task_series DROP CONSTRAINT task_series_mode_check`);
    await queryRunner.query(
      `ALTER TABLE task_series ADD CONSTRAINT task_series_mode_check CHECK (mode IN ('on_completion'))`,
    );
  }
}
