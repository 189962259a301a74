import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each task comment holds its task's assignee (`task_assigned_to_id`), kept by triggers in the transaction of every
 * change (a comment added takes its task's; a task reassigned passes its new assignee to its comments), and an index
 * by it in the feeds' order: a team member who sees only their own tasks reads their comment feed and the dashboard's
 * activity newest first from task_comment_assignee_feed_idx, a page's worth, instead of the agency's whole feed joined
 * to their tasks (PostgreSQL cannot tell how many of an agency's comments are on one member's tasks).
 */
export class TaskCommentAssignee1797882000000 implements MigrationInterface {
  name = 'TaskCommentAssignee1797882000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE task_comment ADD COLUMN task_assigned_to_id uuid`,
      `UPDATE task_comment c SET task_assigned_to_id = t.assigned_to_id
        FROM task t WHERE t.id = c.task_id AND t.assigned_to_id IS NOT NULL`,
      // With the columns the counts read (as task_comment_counts_idx), so a member's counts read this index alone.
      `CREATE INDEX task_comment_assignee_feed_idx ON task_comment (task_assigned_to_id, created_at, id)
        INCLUDE (service_provider_id, task_id, is_internal, is_read_by_team, is_read_by_client)`,
      // An assignee belongs to one agency (as for task, TaskListIndexesPerProject1797880000000).
      `CREATE STATISTICS task_comment_assignee_provider_stats (dependencies)
        ON service_provider_id, task_assigned_to_id FROM task_comment`,

      `CREATE FUNCTION task_comment_takes_assignee() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.task_assigned_to_id := (SELECT t.assigned_to_id FROM task t WHERE t.id = NEW.task_id);
        RETURN NEW;
      END $$`,
      `CREATE TRIGGER task_comment_assignee BEFORE INSERT OR UPDATE OF task_id, task_assigned_to_id ON task_comment
        FOR EACH ROW EXECUTE FUNCTION task_comment_takes_assignee()`,

      `CREATE FUNCTION task_comments_follow_assignee() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE task_comment c SET task_assigned_to_id = NEW.assigned_to_id WHERE c.task_id = NEW.id;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comments_assignee_on_reassign AFTER UPDATE OF assigned_to_id ON task
        FOR EACH ROW WHEN (OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id)
        EXECUTE FUNCTION task_comments_follow_assignee()`,
      `ANALYZE task_comment`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TRIGGER task_comments_assignee_on_reassign ON task`,
      `DROP FUNCTION task_comments_follow_assignee()`,
      `DROP TRIGGER task_comment_assignee ON task_comment`,
      `DROP FUNCTION task_comment_takes_assignee()`,
      `DROP STATISTICS task_comment_assignee_provider_stats`,
      `DROP INDEX task_comment_assignee_feed_idx`,
      `ALTER TABLE task_comment DROP COLUMN task_assigned_to_id`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
