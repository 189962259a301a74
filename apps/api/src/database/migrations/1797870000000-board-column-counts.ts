import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board counts each column exactly (apps/api/src/tasks/task-board.service.ts). A project's tasks hold few distinct
 * (agency, project, status, client visibility) keys, so this index stores each key once with its rows' list
 * (deduplication) and is a small fraction of task_counts_idx: counting a column of a large project reads it alone, a
 * few pages, for the agency's team as for a client (who sees the client-visible tasks).
 */
export class BoardColumnCounts1797870000000 implements MigrationInterface {
  name = 'BoardColumnCounts1797870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "task_board_count_idx" ON "task" ("service_provider_id", "project_id", "status", "is_client_visible")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "task_board_count_idx"`);
  }
}
