import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board reads each column's page by the cards' ids first, in the column's order from task_board_column_idx: with
 * the agency, the client visibility and the assignee included in the index (and the due day itself: PostgreSQL reads
 * an index alone only when it holds the columns an expression is made of), that is an index-only scan that stops
 * after the page, whoever reads the board and however the rows lie in the table.
 *
 * The board counts each column exactly (apps/api/src/tasks/task-board.service.ts). A project's tasks hold few distinct
 * (agency, project, status, client visibility) keys, so this index stores each key once with its rows' list
 * (deduplication) and is a small fraction of task_counts_idx: counting a column of a large project reads it alone, a
 * few pages, for the agency's team as for a client (who sees the client-visible tasks).
 */
export class BoardColumnCounts1797870000000 implements MigrationInterface {
  name = 'BoardColumnCounts1797870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "task_board_column_idx"`);
    await queryRunner.query(
      `CREATE INDEX "task_board_column_idx" ON "task" ("project_id", "status", (COALESCE("due_date", 'infinity'::date)), "created_at", "id") INCLUDE ("due_date", "service_provider_id", "is_client_visible", "assigned_to_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "task_board_count_idx" ON "task" ("service_provider_id", "project_id", "status", "is_client_visible")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "task_board_count_idx"`);
    await queryRunner.query(`DROP INDEX "task_board_column_idx"`);
    await queryRunner.query(
      `CREATE INDEX task_board_column_idx ON task (project_id, status, (COALESCE(due_date, 'infinity'::date)), created_at, id)`,
    );
  }
}
