import type { MigrationInterface, QueryRunner } from 'typeorm';

const NOBODY = `'00000000-0000-0000-0000-000000000000'::uuid`;
const ADD = `ON CONFLICT (service_provider_id, assigned_to_id) DO UPDATE SET unread = kept.unread + EXCLUDED.unread`;

/**
 * The task comments the team has not read, counted per assignee of their task and kept by triggers in the transaction
 * of every change, so the unread count of a team member who sees only their own tasks reads one row instead of their
 * tasks' whole history (the other callers read comment_count per project).
 *
 * Triggers follow the comments (added, once per statement; deleted; read or unread by the team) and their tasks
 * (reassigned: the task's unread comments move to the new assignee; deleted, before its comments go). A comment
 * deleted with its task finds no task and leaves the count to the task's trigger.
 *
 * PostgreSQL fires a table's triggers by name: the names put this count between comment_count's
 * (task_comment_counts_*) and task_count's (task_counts_*), so a task's deletion and its reassignment lock the three
 * counts in the same order and never wait on each other.
 */
export class KeptUnreadTaskCommentsPerAssignee1797860000001 implements MigrationInterface {
  name = 'KeptUnreadTaskCommentsPerAssignee1797860000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE unread_comment_count (
        service_provider_id uuid NOT NULL REFERENCES service_provider (id) ON DELETE CASCADE,
        assigned_to_id uuid NOT NULL,
        unread integer NOT NULL DEFAULT 0,
        PRIMARY KEY (service_provider_id, assigned_to_id)
      )`,

      `CREATE FUNCTION unread_comment_counts_follow_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO unread_comment_count AS kept (service_provider_id, assigned_to_id, unread)
        SELECT t.service_provider_id, COALESCE(t.assigned_to_id, ${NOBODY}), count(*)
        FROM added c JOIN task t ON t.id = c.task_id
        WHERE NOT c.is_read_by_team GROUP BY 1, 2 ORDER BY 1, 2
        ${ADD};
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_unread_on_insert AFTER INSERT ON task_comment REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION unread_comment_counts_follow_added()`,

      `CREATE FUNCTION unread_comment_counts_follow_comment() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        delta integer;
        assignee uuid;
      BEGIN
        IF TG_OP = 'DELETE' THEN
          delta := -(NOT OLD.is_read_by_team)::int;
        ELSE
          delta := (NOT NEW.is_read_by_team)::int - (NOT OLD.is_read_by_team)::int;
        END IF;
        IF delta = 0 THEN RETURN NULL; END IF;
        SELECT COALESCE(t.assigned_to_id, ${NOBODY}) INTO assignee FROM task t WHERE t.id = OLD.task_id;
        IF NOT FOUND THEN RETURN NULL; END IF;
        UPDATE unread_comment_count kept SET unread = kept.unread + delta
          WHERE kept.service_provider_id = OLD.service_provider_id AND kept.assigned_to_id = assignee;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_unread_on_change AFTER DELETE OR UPDATE OF is_read_by_team ON task_comment
        FOR EACH ROW EXECUTE FUNCTION unread_comment_counts_follow_comment()`,

      // Both counts of a reassignment change in one statement, locked in key order (two opposite moves never wait on
      // each other).
      `CREATE FUNCTION unread_comment_counts_follow_task() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        unread integer;
        gaining uuid;
      BEGIN
        SELECT count(*) INTO unread FROM task_comment c WHERE c.task_id = OLD.id AND NOT c.is_read_by_team;
        IF unread > 0 THEN
          IF TG_OP = 'UPDATE' THEN gaining := COALESCE(NEW.assigned_to_id, ${NOBODY}); END IF;
          INSERT INTO unread_comment_count AS kept (service_provider_id, assigned_to_id, unread)
          SELECT OLD.service_provider_id, moved.assigned_to_id, moved.unread
          FROM (VALUES (COALESCE(OLD.assigned_to_id, ${NOBODY}), -unread), (gaining, unread))
            AS moved (assigned_to_id, unread)
          WHERE moved.assigned_to_id IS NOT NULL ORDER BY 1, 2
          ${ADD};
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_unread_on_task_delete BEFORE DELETE ON task
        FOR EACH ROW EXECUTE FUNCTION unread_comment_counts_follow_task()`,
      `CREATE TRIGGER task_comment_unread_on_reassign AFTER UPDATE OF assigned_to_id ON task
        FOR EACH ROW WHEN (OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id)
        EXECUTE FUNCTION unread_comment_counts_follow_task()`,

      // The counts of the comments already there.
      `INSERT INTO unread_comment_count (service_provider_id, assigned_to_id, unread)
        SELECT t.service_provider_id, COALESCE(t.assigned_to_id, ${NOBODY}), count(*)
        FROM task_comment c JOIN task t ON t.id = c.task_id
        WHERE NOT c.is_read_by_team GROUP BY 1, 2`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TRIGGER task_comment_unread_on_reassign ON task`,
      `DROP TRIGGER task_comment_unread_on_task_delete ON task`,
      `DROP FUNCTION unread_comment_counts_follow_task()`,
      `DROP TRIGGER task_comment_unread_on_change ON task_comment`,
      `DROP FUNCTION unread_comment_counts_follow_comment()`,
      `DROP TRIGGER task_comment_unread_on_insert ON task_comment`,
      `DROP FUNCTION unread_comment_counts_follow_added()`,
      `DROP TABLE unread_comment_count`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
