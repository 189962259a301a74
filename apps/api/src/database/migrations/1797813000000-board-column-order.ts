import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board reads a column (a project's tasks of one status) in its order, due day (none last), then as created, a
 * page at a time from a cursor, and counts each column: this index serves both without reading the project's other
 * columns or sorting (apps/api/src/tasks/task-board.service.ts).
 */
export class BoardColumnOrder1797813000000 implements MigrationInterface {
  name = 'BoardColumnOrder1797813000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX task_board_column_idx ON task (project_id, status, (COALESCE(due_date, 'infinity'::date)), created_at, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX task_board_column_idx`);
  }
}
