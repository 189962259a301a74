import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project belongs to one agency, so a task's project decides its agency. Without being told, PostgreSQL multiplies
 * the two conditions' selectivities, expects a board column of a large project to hold a few dozen rows, and sorts the
 * whole column instead of reading its first page in order from task_board_column_idx. The statistics tell it.
 */
export class TaskProjectStatistics1797850000000 implements MigrationInterface {
  name = 'TaskProjectStatistics1797850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE STATISTICS task_project_provider_stats (dependencies, ndistinct) ON service_provider_id, project_id, status FROM task`,
    );
    await queryRunner.query(`ANALYZE task`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP STATISTICS task_project_provider_stats`);
  }
}
