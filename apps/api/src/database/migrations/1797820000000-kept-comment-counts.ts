import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Comment counts per project, kept by triggers in the transaction of every change, so the messages page's overview
 * and the unread count read a few rows per project instead of every comment of the agency's history.
 *
 * `comment_count` holds one row per project, thread (`task`: the comments on the project's tasks, `project`: the
 * project's own) and audience (`team`: every comment, unread by the team; `client`: comments that are not internal, on
 * client-visible tasks for the task thread, unread by the client): how many, how many unread and the newest one's
 * time. Triggers follow the comments (added, deleted, made internal or shared, read or unread by either side) and
 * their tasks (deleted, moved to another project, shown to or hidden from the client). When the newest comment of a
 * count leaves it, the newest remaining one is looked up again.
 */
export class KeptCommentCounts1797820000000 implements MigrationInterface {
  name = 'KeptCommentCounts1797820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE comment_count (
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        thread text NOT NULL,
        audience text NOT NULL,
        service_provider_id uuid NOT NULL REFERENCES service_provider (id) ON DELETE CASCADE,
        total integer NOT NULL DEFAULT 0,
        unread integer NOT NULL DEFAULT 0,
        last_comment_at timestamptz,
        PRIMARY KEY (project_id, thread, audience)
      )`,
      `CREATE INDEX comment_count_provider_idx ON comment_count (service_provider_id)`,

      // The newest comment of one count, without the comments of a task about to be deleted.
      `CREATE FUNCTION comment_count_newest(p_project uuid, p_thread text, p_audience text, p_without_task uuid)
        RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
      BEGIN
        IF p_thread = 'project' THEN
          RETURN (SELECT max(c.created_at) FROM project_comment c
            WHERE c.project_id = p_project AND (p_audience = 'team' OR NOT c.is_internal));
        END IF;
        RETURN (SELECT max(c.created_at) FROM task t JOIN task_comment c ON c.task_id = t.id
          WHERE t.project_id = p_project AND t.id IS DISTINCT FROM p_without_task
            AND (p_audience = 'team' OR (t.is_client_visible AND NOT c.is_internal)));
      END $$`,

      // Adds to one count (p_added: the time of a comment that joins it), or takes from it (p_removed: the time of a
      // comment that leaves it; the row may be gone with its project).
      `CREATE FUNCTION comment_count_change(p_provider uuid, p_project uuid, p_thread text, p_audience text,
        p_total integer, p_unread integer, p_added timestamptz, p_removed timestamptz, p_without_task uuid)
        RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        newest timestamptz;
      BEGIN
        IF p_removed IS NULL THEN
          INSERT INTO comment_count AS kept (project_id, thread, audience, service_provider_id, total, unread,
            last_comment_at)
          VALUES (p_project, p_thread, p_audience, p_provider, p_total, p_unread, p_added)
          ON CONFLICT (project_id, thread, audience) DO UPDATE SET
            total = kept.total + EXCLUDED.total,
            unread = kept.unread + EXCLUDED.unread,
            last_comment_at = GREATEST(kept.last_comment_at, EXCLUDED.last_comment_at);
          RETURN;
        END IF;
        UPDATE comment_count kept SET total = kept.total + p_total, unread = kept.unread + p_unread
          WHERE kept.project_id = p_project AND kept.thread = p_thread AND kept.audience = p_audience
          RETURNING kept.last_comment_at INTO newest;
        IF FOUND AND newest IS NOT NULL AND p_removed >= newest THEN
          UPDATE comment_count kept
            SET last_comment_at = comment_count_newest(p_project, p_thread, p_audience, p_without_task)
            WHERE kept.project_id = p_project AND kept.thread = p_thread AND kept.audience = p_audience;
        END IF;
      END $$`,

      // One comment deleted or changed (a task comment whose task is being deleted: see comment_counts_follow_task).
      `CREATE FUNCTION comment_counts_follow_comment() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        thread text := CASE TG_TABLE_NAME WHEN 'task_comment' THEN 'task' ELSE 'project' END;
        parent_id uuid;
        project_ref uuid;
        shown boolean := true;
        was_shared boolean;
        now_shared boolean;
      BEGIN
        IF thread = 'task' THEN
          IF TG_OP = 'DELETE' THEN parent_id := OLD.task_id; ELSE parent_id := NEW.task_id; END IF;
          SELECT t.project_id, t.is_client_visible INTO project_ref, shown FROM task t WHERE t.id = parent_id;
          IF NOT FOUND THEN RETURN NULL; END IF;
        ELSIF TG_OP = 'DELETE' THEN
          project_ref := OLD.project_id;
        ELSE
          project_ref := NEW.project_id;
        END IF;

        IF TG_OP = 'DELETE' THEN
          PERFORM comment_count_change(OLD.service_provider_id, project_ref, thread, 'team', -1,
            -(NOT OLD.is_read_by_team)::int, NULL, OLD.created_at, NULL);
          IF shown AND NOT OLD.is_internal THEN
            PERFORM comment_count_change(OLD.service_provider_id, project_ref, thread, 'client', -1,
              -(NOT OLD.is_read_by_client)::int, NULL, OLD.created_at, NULL);
          END IF;
        ELSE
          IF OLD.is_read_by_team <> NEW.is_read_by_team THEN
            PERFORM comment_count_change(NEW.service_provider_id, project_ref, thread, 'team', 0,
              (NOT NEW.is_read_by_team)::int - (NOT OLD.is_read_by_team)::int, NULL, NULL, NULL);
          END IF;
          was_shared := shown AND NOT OLD.is_internal;
          now_shared := shown AND NOT NEW.is_internal;
          IF was_shared AND now_shared THEN
            IF OLD.is_read_by_client <> NEW.is_read_by_client THEN
              PERFORM comment_count_change(NEW.service_provider_id, project_ref, thread, 'client', 0,
                (NOT NEW.is_read_by_client)::int - (NOT OLD.is_read_by_client)::int, NULL, NULL, NULL);
            END IF;
          ELSIF was_shared THEN
            PERFORM comment_count_change(NEW.service_provider_id, project_ref, thread, 'client', -1,
              -(NOT OLD.is_read_by_client)::int, NULL, OLD.created_at, NULL);
          ELSIF now_shared THEN
            PERFORM comment_count_change(NEW.service_provider_id, project_ref, thread, 'client', 1,
              (NOT NEW.is_read_by_client)::int, NEW.created_at, NULL, NULL);
          END IF;
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_counts AFTER DELETE OR UPDATE OF is_internal, is_read_by_team, is_read_by_client
        ON task_comment FOR EACH ROW EXECUTE FUNCTION comment_counts_follow_comment()`,
      `CREATE TRIGGER project_comment_counts AFTER DELETE OR UPDATE OF is_internal, is_read_by_team, is_read_by_client
        ON project_comment FOR EACH ROW EXECUTE FUNCTION comment_counts_follow_comment()`,

      // Comments added, once per statement: a bulk insert (an import, a script) adds to each count once.
      `CREATE FUNCTION comment_counts_follow_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'task_comment' THEN
          INSERT INTO comment_count AS kept (project_id, thread, audience, service_provider_id, total, unread,
            last_comment_at)
          SELECT t.project_id, 'task', a.audience, t.service_provider_id, count(*),
            count(*) FILTER (WHERE CASE a.audience WHEN 'team' THEN NOT c.is_read_by_team ELSE NOT c.is_read_by_client END),
            max(c.created_at)
          FROM added c JOIN task t ON t.id = c.task_id
            CROSS JOIN (VALUES ('team'), ('client')) AS a (audience)
          WHERE a.audience = 'team' OR (t.is_client_visible AND NOT c.is_internal)
          GROUP BY t.project_id, t.service_provider_id, a.audience
          ON CONFLICT (project_id, thread, audience) DO UPDATE SET
            total = kept.total + EXCLUDED.total,
            unread = kept.unread + EXCLUDED.unread,
            last_comment_at = GREATEST(kept.last_comment_at, EXCLUDED.last_comment_at);
        ELSE
          INSERT INTO comment_count AS kept (project_id, thread, audience, service_provider_id, total, unread,
            last_comment_at)
          SELECT c.project_id, 'project', a.audience, c.service_provider_id, count(*),
            count(*) FILTER (WHERE CASE a.audience WHEN 'team' THEN NOT c.is_read_by_team ELSE NOT c.is_read_by_client END),
            max(c.created_at)
          FROM added c CROSS JOIN (VALUES ('team'), ('client')) AS a (audience)
          WHERE a.audience = 'team' OR NOT c.is_internal
          GROUP BY c.project_id, c.service_provider_id, a.audience
          ON CONFLICT (project_id, thread, audience) DO UPDATE SET
            total = kept.total + EXCLUDED.total,
            unread = kept.unread + EXCLUDED.unread,
            last_comment_at = GREATEST(kept.last_comment_at, EXCLUDED.last_comment_at);
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_counts_on_insert AFTER INSERT ON task_comment REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_follow_added()`,
      `CREATE TRIGGER project_comment_counts_on_insert AFTER INSERT ON project_comment REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION comment_counts_follow_added()`,

      // A task deleted (before its comments go, so they still count here), moved, or shown to or hidden from the client.
      `CREATE FUNCTION comment_counts_follow_task() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        sums record;
        leaving uuid;
      BEGIN
        -- The project is being deleted with its tasks: its counts go with it.
        IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM project p WHERE p.id = OLD.project_id) THEN
          RETURN OLD;
        END IF;
        SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT c.is_read_by_team))::int AS unread,
          max(c.created_at) AS newest,
          (count(*) FILTER (WHERE NOT c.is_internal))::int AS shared,
          (count(*) FILTER (WHERE NOT c.is_internal AND NOT c.is_read_by_client))::int AS shared_unread,
          max(c.created_at) FILTER (WHERE NOT c.is_internal) AS shared_newest
          INTO sums FROM task_comment c WHERE c.task_id = OLD.id;
        IF sums.total = 0 THEN
          IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
          RETURN NULL;
        END IF;
        IF TG_OP = 'DELETE' THEN leaving := OLD.id; END IF;

        IF TG_OP = 'DELETE' OR OLD.project_id <> NEW.project_id THEN
          PERFORM comment_count_change(OLD.service_provider_id, OLD.project_id, 'task', 'team', -sums.total,
            -sums.unread, NULL, sums.newest, leaving);
        END IF;
        IF OLD.is_client_visible AND sums.shared > 0
          AND (TG_OP = 'DELETE' OR OLD.project_id <> NEW.project_id OR NOT NEW.is_client_visible) THEN
          PERFORM comment_count_change(OLD.service_provider_id, OLD.project_id, 'task', 'client', -sums.shared,
            -sums.shared_unread, NULL, sums.shared_newest, leaving);
        END IF;
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;

        IF OLD.project_id <> NEW.project_id THEN
          PERFORM comment_count_change(NEW.service_provider_id, NEW.project_id, 'task', 'team', sums.total,
            sums.unread, sums.newest, NULL, NULL);
        END IF;
        IF NEW.is_client_visible AND sums.shared > 0
          AND (OLD.project_id <> NEW.project_id OR NOT OLD.is_client_visible) THEN
          PERFORM comment_count_change(NEW.service_provider_id, NEW.project_id, 'task', 'client', sums.shared,
            sums.shared_unread, sums.shared_newest, NULL, NULL);
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER task_comment_counts_on_delete BEFORE DELETE ON task
        FOR EACH ROW EXECUTE FUNCTION comment_counts_follow_task()`,
      `CREATE TRIGGER task_comment_counts_on_change AFTER UPDATE OF project_id, is_client_visible ON task
        FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id
          OR OLD.is_client_visible IS DISTINCT FROM NEW.is_client_visible)
        EXECUTE FUNCTION comment_counts_follow_task()`,

      // The counts of the comments already there.
      `INSERT INTO comment_count (project_id, thread, audience, service_provider_id, total, unread, last_comment_at)
        SELECT t.project_id, 'task', 'team', t.service_provider_id, count(*),
          count(*) FILTER (WHERE NOT c.is_read_by_team), max(c.created_at)
        FROM task_comment c JOIN task t ON t.id = c.task_id GROUP BY t.project_id, t.service_provider_id
        UNION ALL
        SELECT t.project_id, 'task', 'client', t.service_provider_id, count(*),
          count(*) FILTER (WHERE NOT c.is_read_by_client), max(c.created_at)
        FROM task_comment c JOIN task t ON t.id = c.task_id
        WHERE t.is_client_visible AND NOT c.is_internal GROUP BY t.project_id, t.service_provider_id
        UNION ALL
        SELECT c.project_id, 'project', 'team', c.service_provider_id, count(*),
          count(*) FILTER (WHERE NOT c.is_read_by_team), max(c.created_at)
        FROM project_comment c GROUP BY c.project_id, c.service_provider_id
        UNION ALL
        SELECT c.project_id, 'project', 'client', c.service_provider_id, count(*),
          count(*) FILTER (WHERE NOT c.is_read_by_client), max(c.created_at)
        FROM project_comment c WHERE NOT c.is_internal GROUP BY c.project_id, c.service_provider_id`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TRIGGER task_comment_counts_on_change ON task`,
      `DROP TRIGGER task_comment_counts_on_delete ON task`,
      `DROP FUNCTION comment_counts_follow_task()`,
      `DROP TRIGGER project_comment_counts_on_insert ON project_comment`,
      `DROP TRIGGER task_comment_counts_on_insert ON task_comment`,
      `DROP FUNCTION comment_counts_follow_added()`,
      `DROP TRIGGER project_comment_counts ON project_comment`,
      `DROP TRIGGER task_comment_counts ON task_comment`,
      `DROP FUNCTION comment_counts_follow_comment()`,
      `DROP FUNCTION comment_count_change(uuid, uuid, text, text, integer, integer, timestamptz, timestamptz, uuid)`,
      `DROP FUNCTION comment_count_newest(uuid, text, text, uuid)`,
      `DROP TABLE comment_count`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
