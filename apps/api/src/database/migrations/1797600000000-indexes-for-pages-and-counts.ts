import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes that let an agency's pages cost what they show, however long its history and however many agencies share
 * the database:
 * - the task lists' order (due day, none last, then as created) per agency and per assignee, so a first page reads its
 *   rows from the index in order instead of sorting every task of the agency;
 * - task and comment columns the counts read (dashboard, totals, comment overview and unread counts), so a count
 *   reads only an index, never the tables' rows;
 * - the comment feeds' order (newest first, then id) per agency, and a task's thread in order with the columns its
 *   counts read.
 */
export class IndexesForPagesAndCounts1797600000000 implements MigrationInterface {
  name = 'IndexesForPagesAndCounts1797600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE INDEX task_list_idx ON task (service_provider_id, due_date, created_at, id)`,
      `DROP INDEX task_assignee_idx`,
      `CREATE INDEX task_assignee_list_idx ON task (assigned_to_id, due_date, created_at, id)`,
      `CREATE INDEX task_counts_idx ON task (service_provider_id, project_id, status, assigned_to_id, is_client_visible,
        due_date, requires_client_approval, client_approval_status, id)`,
      `DROP INDEX task_comment_task_idx`,
      `CREATE INDEX task_comment_thread_idx ON task_comment (task_id, created_at, id, is_internal, is_read_by_team,
        is_read_by_client)`,
      `DROP INDEX task_comment_provider_idx`,
      `CREATE INDEX task_comment_feed_idx ON task_comment (service_provider_id, created_at, id)`,
      `CREATE INDEX task_comment_counts_idx ON task_comment (service_provider_id, task_id, is_internal, is_read_by_team,
        is_read_by_client, created_at, id)`,
      `DROP INDEX project_comment_provider_idx`,
      `CREATE INDEX project_comment_feed_idx ON project_comment (service_provider_id, created_at, id)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP INDEX project_comment_feed_idx`,
      `CREATE INDEX project_comment_provider_idx ON project_comment (service_provider_id, created_at)`,
      `DROP INDEX task_comment_counts_idx`,
      `DROP INDEX task_comment_feed_idx`,
      `CREATE INDEX task_comment_provider_idx ON task_comment (service_provider_id, created_at)`,
      `DROP INDEX task_comment_thread_idx`,
      `CREATE INDEX task_comment_task_idx ON task_comment (task_id, created_at)`,
      `DROP INDEX task_counts_idx`,
      `DROP INDEX task_assignee_list_idx`,
      `CREATE INDEX task_assignee_idx ON task (assigned_to_id)`,
      `DROP INDEX task_list_idx`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
