import type { MigrationInterface, QueryRunner } from 'typeorm';
import { KeptTaskCounts1797860000000 } from './1797860000000-kept-task-counts';

const NOBODY = `'00000000-0000-0000-0000-000000000000'::uuid`;
/** How many rows each kept count is spread over. */
const SLOTS = 4;
const KEY = 'project_id, assigned_to_id, is_client_visible, status, slot';

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

/** A task's key (its slot by its id) and counted values (negated for one that leaves its row). */
function taskRow(row: string, sign: '' | '-'): string {
  return `(${row}.project_id, COALESCE(${row}.assigned_to_id, ${NOBODY}), ${row}.is_client_visible, ${row}.status,
    task_count_slot(${row}.id), ${row}.service_provider_id,
    ${COUNTED.map(([, , ofTask]) => `${sign}${ofTask(row)}`).join(', ')})`;
}

/** The kept rows of a set of tasks (alias `t`), by key and slot. */
const GROUPED = `SELECT t.project_id, COALESCE(t.assigned_to_id, ${NOBODY}), t.is_client_visible, t.status,
  task_count_slot(t.id), t.service_provider_id, ${OF_GROUP}`;

/**
 * Each task count (task_count, KeptTaskCounts1797860000000) spread over a few rows, its `slot` chosen by the task's id
 * and summed on read (every reader sums already): a status change moves its task's count between two rows, locked until
 * its transaction ends, so two changes in one project (same assignee and visibility, the usual case on a board) waited
 * on each other's commit; now only changes of tasks in the same slot do (one in SLOTS).
 */
export class TaskCountSlots1797881000000 implements MigrationInterface {
  name = 'TaskCountSlots1797881000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE FUNCTION task_count_slot(task_id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
        AS $$ SELECT (get_byte(uuid_send(task_id), 15) % ${SLOTS})::smallint $$`,
      `ALTER TABLE task_count ADD COLUMN slot smallint NOT NULL DEFAULT 0`,
      `ALTER TABLE task_count DROP CONSTRAINT task_count_pkey`,
      `DELETE FROM task_count`,
      `ALTER TABLE task_count ADD CONSTRAINT task_count_pkey PRIMARY KEY (${KEY})`,

      `CREATE OR REPLACE FUNCTION task_counts_follow_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO task_count AS kept (${KEY}, service_provider_id, ${COLUMNS})
          ${GROUPED}
          FROM added t GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5
          ${ADD};
        ELSE
          UPDATE task_count kept SET ${COUNTED.map(([column]) => `${column} = kept.${column} - gone.${column}`).join(', ')}
          FROM (SELECT t.project_id, COALESCE(t.assigned_to_id, ${NOBODY}) AS assigned_to_id, t.is_client_visible,
              t.status, task_count_slot(t.id) AS slot,
              ${COUNTED.map(([column, ofGroup]) => `${ofGroup} AS ${column}`).join(', ')}
            FROM removed t GROUP BY 1, 2, 3, 4, 5) gone
          WHERE kept.project_id = gone.project_id AND kept.assigned_to_id = gone.assigned_to_id
            AND kept.is_client_visible = gone.is_client_visible AND kept.status = gone.status
            AND kept.slot = gone.slot;
        END IF;
        RETURN NULL;
      END $$`,

      `CREATE OR REPLACE FUNCTION task_counts_follow_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO task_count AS kept (${KEY}, service_provider_id, ${COLUMNS})
        SELECT project_id, assigned_to_id, is_client_visible, status, slot, service_provider_id,
          ${COUNTED.map(([column]) => `sum(${column})`).join(', ')}
        FROM (VALUES ${taskRow('OLD', '-')}, ${taskRow('NEW', '')})
          AS moved (${KEY}, service_provider_id, ${COLUMNS})
        GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5
        ${ADD};
        RETURN NULL;
      END $$`,

      // The counts of the tasks already there, by slot.
      `INSERT INTO task_count (${KEY}, service_provider_id, ${COLUMNS})
        ${GROUPED} FROM task t GROUP BY 1, 2, 3, 4, 5, 6`,
      `ANALYZE task_count`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The rows summed back into one per key; the triggers' functions of KeptTaskCounts1797860000000 come back with it.
    const sums = COUNTED.map(([column]) => `sum(${column}) AS ${column}`).join(', ');
    const statements = [
      `CREATE TEMP TABLE task_count_summed ON COMMIT DROP AS
        SELECT project_id, assigned_to_id, is_client_visible, status, service_provider_id, ${sums}
        FROM task_count GROUP BY 1, 2, 3, 4, 5`,
      `DELETE FROM task_count`,
      `ALTER TABLE task_count DROP CONSTRAINT task_count_pkey`,
      `ALTER TABLE task_count DROP COLUMN slot`,
      `ALTER TABLE task_count ADD CONSTRAINT task_count_pkey
        PRIMARY KEY (project_id, assigned_to_id, is_client_visible, status)`,
      `INSERT INTO task_count (project_id, assigned_to_id, is_client_visible, status, service_provider_id, ${COLUMNS})
        SELECT * FROM task_count_summed`,
      ...KeptTaskCounts1797860000000.triggerFunctions(),
      `DROP FUNCTION task_count_slot(uuid)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
