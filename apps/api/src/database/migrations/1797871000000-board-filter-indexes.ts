import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The board's filters run on the server (apps/api/src/tasks/task-board.service.ts), each through an index instead of
 * reading every task of the column:
 * - the text search (a part of the title or the description, any case: ILIKE '%…%') through trigram indexes, then
 *   only the tasks found are checked against the project and the column; pg_trgm is a trusted extension (the
 *   database's owner may create it) and the embedded database loads it;
 * - the tag filter (`tags::jsonb @> '["tag"]'`) through an index of the tags;
 * - an assignee (the filter, or a team member who sees only their own tasks) reads the column's cards of that
 *   assignee in the board's order, as task_board_column_idx does for the whole column (an index-only scan).
 */
export class BoardFilterIndexes1797871000000 implements MigrationInterface {
  name = 'BoardFilterIndexes1797871000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX "task_title_search_idx" ON "task" USING gin ("title" gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX "task_description_search_idx" ON "task" USING gin ("description" gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX "task_tags_idx" ON "task" USING gin (("tags"::jsonb) jsonb_path_ops)`);
    await queryRunner.query(
      `CREATE INDEX "task_board_assignee_idx" ON "task" ("project_id", "status", "assigned_to_id", (COALESCE("due_date", 'infinity'::date)), "created_at", "id") INCLUDE ("due_date", "service_provider_id", "is_client_visible")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "task_board_assignee_idx"`);
    await queryRunner.query(`DROP INDEX "task_tags_idx"`);
    await queryRunner.query(`DROP INDEX "task_description_search_idx"`);
    await queryRunner.query(`DROP INDEX "task_title_search_idx"`);
    // The pg_trgm extension stays: other objects may depend on it.
  }
}
