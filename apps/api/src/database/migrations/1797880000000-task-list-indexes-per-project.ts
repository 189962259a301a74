import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project's task list reads its page in the lists' order (due day, none last, then as created) from an index, for
 * the team (task_project_list_idx, which also serves every lookup by project that task_project_idx served) and for a
 * team member who sees only their own tasks (task_project_assignee_list_idx), instead of collecting the project's
 * tasks and sorting them.
 *
 * An assignee belongs to one agency: without being told, PostgreSQL multiplies the two conditions' selectivities,
 * expects a member's tasks to be a few of the agency's, and reads the agency's whole comment feed to join them instead
 * of reading the feed newest first until a page of the member's is found. Likewise a member's share of a project (or of
 * a board column) is far above the product of their share of the platform's tasks and the project's: the most common
 * combinations are kept (mcv), so a member's large project is read in order and stops after the page.
 */
export class TaskListIndexesPerProject1797880000000 implements MigrationInterface {
  name = 'TaskListIndexesPerProject1797880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE INDEX task_project_list_idx ON task (project_id, due_date, created_at, id)`,
      `DROP INDEX task_project_idx`,
      `CREATE INDEX task_project_assignee_list_idx ON task (project_id, assigned_to_id, due_date, created_at, id)`,
      `CREATE STATISTICS task_assignee_provider_stats (dependencies) ON service_provider_id, assigned_to_id FROM task`,
      `CREATE STATISTICS task_project_assignee_stats (mcv) ON service_provider_id, project_id, assigned_to_id, status FROM task`,
      `ANALYZE task`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP STATISTICS task_project_assignee_stats`,
      `DROP STATISTICS task_assignee_provider_stats`,
      `DROP INDEX task_project_assignee_list_idx`,
      `CREATE INDEX task_project_idx ON task (project_id)`,
      `DROP INDEX task_project_list_idx`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
