import type { MigrationInterface, QueryRunner } from 'typeorm';

const NOBODY = `'00000000-0000-0000-0000-000000000000'::uuid`;
const KEY = 'project_id, assigned_to_id, is_client_visible, status';

/** Each kept column: how a group of tasks (alias `t`) sums up, and what one task (`row`: OLD or NEW) adds. */
const COUNTED: [column: string, ofGroup: string, ofTask: (row: string) => string][] = [
  ['total', 'count(*)', () => '1'],
  ['dated', 'count(t.due_date)', (row) => `(${row}.due_date IS NOT NULL)::int`],
  ['awaiting_approval', approvalCount('pending'), (row) => approvalOf(row, 'pending')],
  ['approved', approvalCount('approved'), (row) => approvalOf(row, 'approved')],
  ['rejected', approvalCount('rejected'), (row) => approvalOf(row, 'rejected')],
  ['unestimated', 'count(*) FILTER (WHERE t.estimated_time IS NULL)', (row) => `(${row}.estimated_time IS NULL)::int`],
  ['estimated_hours', 'COALESCE(sum(t.estimated_time), 0)', (row) => `COALESCE(${row}.estimated_time, 0)`],
];
const COLUMNS = COUNTED.map(([column]) => column).join(', ');
const OF_GROUP = COUNTED.map(([, ofGroup]) => ofGroup).join(', ');
const ADD = `ON CONFLICT (${KEY}) DO UPDATE SET
  ${COUNTED.map(([column]) => `${column} = kept.${column} + EXCLUDED.${column}`).join(',\n  ')}`;

function approvalCount(status: string): string {
  return `count(*) FILTER (WHERE t.requires_client_approval AND t.client_approval_status = '${status}')`;
}

function approvalOf(row: string, status: string): string {
  return `COALESCE(${row}.requires_client_approval AND ${row}.client_approval_status = '${status}', false)::int`;
}

/** A task's key and counted values (negated for one that leaves its row). */
function taskRow(row: string, sign: '' | '-'): string {
  return `(${row}.project_id, COALESCE(${row}.assigned_to_id, ${NOBODY}), ${row}.is_client_visible, ${row}.status,
    ${row}.service_provider_id, ${COUNTED.map(([, , ofTask]) => `${sign}${ofTask(row)}`).join(', ')})`;
}

/** The triggers' functions (see `KeptTaskCounts1797860000000.triggerFunctions`). */
function keptTaskCountFunctions(): string[] {
  return [
    `CREATE OR REPLACE FUNCTION task_counts_follow_rows() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO task_count AS kept (${KEY}, service_provider_id, ${COLUMNS})
        SELECT t.project_id, COALESCE(t.assigned_to_id, ${NOBODY}), t.is_client_visible, t.status,
          t.service_provider_id, ${OF_GROUP}
        FROM added t GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4
        ${ADD};
      ELSE
        UPDATE task_count kept SET ${COUNTED.map(([column]) => `${column} = kept.${column} - gone.${column}`).join(', ')}
        FROM (SELECT t.project_id, COALESCE(t.assigned_to_id, ${NOBODY}) AS assigned_to_id, t.is_client_visible,
            t.status, ${COUNTED.map(([column, ofGroup]) => `${ofGroup} AS ${column}`).join(', ')}
          FROM removed t GROUP BY 1, 2, 3, 4) gone
        WHERE kept.project_id = gone.project_id AND kept.assigned_to_id = gone.assigned_to_id
          AND kept.is_client_visible = gone.is_client_visible AND kept.status = gone.status;
      END IF;
      RETURN NULL;
    END $$`,
    `CREATE OR REPLACE FUNCTION task_counts_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO task_count AS kept (${KEY}, service_provider_id, ${COLUMNS})
      SELECT project_id, assigned_to_id, is_client_visible, status, service_provider_id,
        ${COUNTED.map(([column]) => `sum(${column})`).join(', ')}
      FROM (VALUES ${taskRow('OLD', '-')}, ${taskRow('NEW', '')})
        AS moved (${KEY}, service_provider_id, ${COLUMNS})
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4
      ${ADD};
      RETURN NULL;
    END $$`,
  ];
}

/**
 * Task counts per project, kept by triggers in the transaction of every change, so the dashboard and project progress
 * read a few rows per project instead of every task of the agency's history.
 *
 * `task_count` holds one row per project, assignee (NOBODY for unassigned tasks, so the key has no null), client
 * visibility and status: how many tasks, how many of them have a due day, how many await the client's approval or
 * were approved or rejected by the client, how many have no estimate and the estimated hours of the others.
 * Those are the columns the visibility rules read (a client: client-visible tasks of their company's projects; a team
 * member who sees only their own tasks: their assignee), so every caller's counts are sums of kept rows. Overdue tasks
 * are the open ones with a due day less those due today or later (read from task_open_due_idx, which holds only open
 * tasks): the count reads the upcoming tasks, not the agency's past. The satisfaction figure reads the approval
 * decisions of its period by agency and time.
 *
 * Added and deleted tasks change the counts once per statement (a bulk insert, a project deleted with its tasks); a
 * changed task (status, assignee, project, visibility, due day, approval, estimate) moves its count from one row to
 * another (one statement, the rows locked in key order, so that two opposite moves never wait on each other).
 */
export class KeptTaskCounts1797860000000 implements MigrationInterface {
  name = 'KeptTaskCounts1797860000000';

  /** The triggers' functions as this migration writes them (TaskCountSlots1797881000000 brings them back when reverted). */
  static triggerFunctions(): string[] {
    return keptTaskCountFunctions();
  }

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE TABLE task_count (
        project_id uuid NOT NULL REFERENCES project (id) ON DELETE CASCADE,
        assigned_to_id uuid NOT NULL,
        is_client_visible boolean NOT NULL,
        status varchar(20) NOT NULL,
        service_provider_id uuid NOT NULL REFERENCES service_provider (id) ON DELETE CASCADE,
        total integer NOT NULL DEFAULT 0,
        dated integer NOT NULL DEFAULT 0,
        awaiting_approval integer NOT NULL DEFAULT 0,
        approved integer NOT NULL DEFAULT 0,
        rejected integer NOT NULL DEFAULT 0,
        unestimated integer NOT NULL DEFAULT 0,
        estimated_hours numeric(12, 1) NOT NULL DEFAULT 0,
        PRIMARY KEY (${KEY})
      )`,
      `CREATE INDEX task_count_provider_idx ON task_count (service_provider_id, assigned_to_id)`,
      // The satisfaction figure's decisions of the last 90 days, read from the newest back instead of through every task.
      `CREATE INDEX task_approval_event_recent_idx ON task_approval_event (service_provider_id, created_at)`,
      `CREATE INDEX task_open_due_idx ON task (service_provider_id, due_date, assigned_to_id, project_id,
        is_client_visible) WHERE status <> 'completed'`,

      ...keptTaskCountFunctions(),
      `CREATE TRIGGER task_counts_on_insert AFTER INSERT ON task REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION task_counts_follow_rows()`,
      `CREATE TRIGGER task_counts_on_delete AFTER DELETE ON task REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION task_counts_follow_rows()`,

      `CREATE TRIGGER task_counts_on_change AFTER UPDATE OF project_id, assigned_to_id, is_client_visible, status,
        due_date, requires_client_approval, client_approval_status, estimated_time ON task
        FOR EACH ROW WHEN (OLD.project_id IS DISTINCT FROM NEW.project_id
          OR OLD.assigned_to_id IS DISTINCT FROM NEW.assigned_to_id
          OR OLD.is_client_visible IS DISTINCT FROM NEW.is_client_visible
          OR OLD.status IS DISTINCT FROM NEW.status
          OR (OLD.due_date IS NULL) <> (NEW.due_date IS NULL)
          OR OLD.requires_client_approval IS DISTINCT FROM NEW.requires_client_approval
          OR OLD.client_approval_status IS DISTINCT FROM NEW.client_approval_status
          OR OLD.estimated_time IS DISTINCT FROM NEW.estimated_time)
        EXECUTE FUNCTION task_counts_follow_change()`,

      // The counts of the tasks already there.
      `INSERT INTO task_count (${KEY}, service_provider_id, ${COLUMNS})
        SELECT t.project_id, COALESCE(t.assigned_to_id, ${NOBODY}), t.is_client_visible, t.status,
          t.service_provider_id, ${OF_GROUP}
        FROM task t GROUP BY 1, 2, 3, 4, 5`,
      `ANALYZE task_count`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TRIGGER task_counts_on_change ON task`,
      `DROP FUNCTION task_counts_follow_change()`,
      `DROP TRIGGER task_counts_on_delete ON task`,
      `DROP TRIGGER task_counts_on_insert ON task`,
      `DROP FUNCTION task_counts_follow_rows()`,
      `DROP INDEX task_open_due_idx`,
      `DROP INDEX task_approval_event_recent_idx`,
      `DROP TABLE task_count`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
