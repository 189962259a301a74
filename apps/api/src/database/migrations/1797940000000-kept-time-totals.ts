import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The task of the kept totals of entries without a task (the key has no null). */
const NO_TASK = `'00000000-0000-0000-0000-000000000000'::uuid`;
const KEY = 'project_id, user_id, task_id, month, billable, billed';

/** An entry's (`row`: OLD, NEW or an alias) key in time_entry_month_total, in KEY's order. */
const keyOf = (row: string) =>
  `${row}.project_id, ${row}.user_id, COALESCE(${row}.task_id, ${NO_TASK}), date_trunc('month', ${row}.work_date)::date,
  ${row}.billable, ${row}.billed_at IS NOT NULL`;
const matchesKeyOf = (row: string) =>
  `kept.project_id = ${row}.project_id AND kept.user_id = ${row}.user_id
  AND kept.task_id = COALESCE(${row}.task_id, ${NO_TASK}) AND kept.month = date_trunc('month', ${row}.work_date)::date
  AND kept.billable = ${row}.billable AND kept.billed = (${row}.billed_at IS NOT NULL)`;
/** What a time_entry row (`row`) and its kept total read; a change of anything else leaves the totals alone. */
const COUNTED = (row: string) =>
  `(${row}.project_id, ${row}.user_id, ${row}.task_id, ${row}.work_date, ${row}.billable, ${row}.billed_at IS NULL,
  ${row}.minutes, ${row}.amount_cents)`;
/** An entry's amount (the columns of `row`), as time_entry_amount_cents reads it. */
const amountOf = (row: string) =>
  `time_entry_amount_cents(${row}.service_provider_id, ${row}.project_id, ${row}.user_id, ${row}.minutes,
  ${row}.billable, ${row}.billed_at, ${row}.billed_rate_cents)`;
/** Writes the amounts of the open billable entries `where` names anew (after one of their rates changed). */
const renewAmounts = (where: string) =>
  `UPDATE time_entry entry SET amount_cents = fresh.amount_cents
  FROM (SELECT e.id, ${amountOf('e')} AS amount_cents FROM time_entry e
    WHERE e.billed_at IS NULL AND e.billable AND ${where}) fresh
  WHERE entry.id = fresh.id AND entry.amount_cents <> fresh.amount_cents`;

/**
 * Reports over long ranges read kept totals instead of every entry (docs/time-tracking.md, "Reports"):
 * - each entry keeps its amount in cents (`amount_cents`): its billable minutes × its rate ÷ 60, rounded half up per
 *   entry, the rate being the billed one once billed, else the person's on the project, the project's or the agency's
 *   default. A trigger writes it as an entry is written; when a rate changes, the open billable entries it prices get
 *   theirs anew.
 * - `time_entry_month_total` keeps, per project, person, task (or none), calendar month of the work day, billable and
 *   billed, how many entries there are, their minutes and their amount; a trigger on time_entry keeps it in the same
 *   transaction. A report sums the months its range covers whole from here and reads only the entries of the months
 *   it covers in part.
 */
export class KeptTimeTotals1797940000000 implements MigrationInterface {
  name = 'KeptTimeTotals1797940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `CREATE FUNCTION time_entry_amount_cents(agency uuid, project uuid, person uuid, minutes integer,
          billable boolean, billed_at timestamptz, billed_rate_cents integer)
        RETURNS bigint LANGUAGE sql STABLE AS $$
        SELECT CASE WHEN billable THEN (minutes::bigint * COALESCE(
          CASE WHEN billed_at IS NOT NULL THEN billed_rate_cents ELSE COALESCE(
            (SELECT r.hourly_rate_cents FROM project_member_rate r WHERE r.project_id = project AND r.user_id = person),
            (SELECT p.hourly_rate_cents FROM project p WHERE p.id = project),
            (SELECT a.default_hourly_rate_cents FROM service_provider a WHERE a.id = agency)) END, 0) + 30) / 60
        ELSE 0 END
      $$`,
      `ALTER TABLE time_entry ADD COLUMN amount_cents bigint NOT NULL DEFAULT 0`,
      `UPDATE time_entry entry SET amount_cents = ${amountOf('entry')}`,

      `CREATE FUNCTION time_entry_amount_follows_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.amount_cents := ${amountOf('NEW')};
        RETURN NEW;
      END $$`,
      `CREATE TRIGGER time_entry_amount BEFORE INSERT OR UPDATE OF project_id, user_id, minutes, billable, billed_at,
        billed_rate_cents ON time_entry FOR EACH ROW EXECUTE FUNCTION time_entry_amount_follows_entry()`,

      // A rate deleted with its project or person: their entries go in the same statement, nothing to price anew.
      `CREATE FUNCTION time_entry_amounts_follow_member_rate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF EXISTS (SELECT 1 FROM project p WHERE p.id = OLD.project_id)
            AND EXISTS (SELECT 1 FROM app_user u WHERE u.id = OLD.user_id) THEN
            ${renewAmounts('e.project_id = OLD.project_id AND e.user_id = OLD.user_id')};
          END IF;
        ELSE
          ${renewAmounts('e.project_id = NEW.project_id AND e.user_id = NEW.user_id')};
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER time_entry_amounts_member_rate AFTER INSERT OR UPDATE OR DELETE ON project_member_rate
        FOR EACH ROW EXECUTE FUNCTION time_entry_amounts_follow_member_rate()`,
      `CREATE FUNCTION time_entry_amounts_follow_project_rate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${renewAmounts('e.project_id = NEW.id')};
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER time_entry_amounts_project_rate AFTER UPDATE OF hourly_rate_cents ON project
        FOR EACH ROW WHEN (OLD.hourly_rate_cents IS DISTINCT FROM NEW.hourly_rate_cents)
        EXECUTE FUNCTION time_entry_amounts_follow_project_rate()`,
      `CREATE FUNCTION time_entry_amounts_follow_agency_rate() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${renewAmounts('e.service_provider_id = NEW.id')};
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER time_entry_amounts_agency_rate AFTER UPDATE OF default_hourly_rate_cents ON service_provider
        FOR EACH ROW WHEN (OLD.default_hourly_rate_cents IS DISTINCT FROM NEW.default_hourly_rate_cents)
        EXECUTE FUNCTION time_entry_amounts_follow_agency_rate()`,

      `CREATE TABLE time_entry_month_total (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        project_id uuid NOT NULL REFERENCES project(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        task_id uuid NOT NULL,
        month date NOT NULL,
        billable boolean NOT NULL,
        billed boolean NOT NULL,
        service_provider_id uuid NOT NULL REFERENCES service_provider(id) ON DELETE CASCADE,
        entries integer NOT NULL DEFAULT 0,
        minutes bigint NOT NULL DEFAULT 0,
        amount_cents bigint NOT NULL DEFAULT 0,
        CONSTRAINT time_entry_month_total_key UNIQUE (${KEY})
      )`,
      `CREATE INDEX time_entry_month_total_provider_month_idx ON time_entry_month_total (service_provider_id, month)`,
      // Leaving a total subtracts from its row (never inserts: its project or person may be going in this statement)
      // and removes the row once no entry is left in it.
      `CREATE FUNCTION time_entry_month_totals_follow_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE time_entry_month_total kept SET entries = kept.entries - 1, minutes = kept.minutes - OLD.minutes,
            amount_cents = kept.amount_cents - OLD.amount_cents
          WHERE ${matchesKeyOf('OLD')};
          DELETE FROM time_entry_month_total kept WHERE ${matchesKeyOf('OLD')} AND kept.entries = 0;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          INSERT INTO time_entry_month_total AS kept (${KEY}, service_provider_id, entries, minutes, amount_cents)
          VALUES (${keyOf('NEW')}, NEW.service_provider_id, 1, NEW.minutes, NEW.amount_cents)
          ON CONFLICT (${KEY}) DO UPDATE SET entries = kept.entries + 1, minutes = kept.minutes + EXCLUDED.minutes,
            amount_cents = kept.amount_cents + EXCLUDED.amount_cents;
        END IF;
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER time_entry_month_totals AFTER INSERT OR DELETE ON time_entry
        FOR EACH ROW EXECUTE FUNCTION time_entry_month_totals_follow_entry()`,
      `CREATE TRIGGER time_entry_month_totals_change AFTER UPDATE ON time_entry
        FOR EACH ROW WHEN (${COUNTED('OLD')} IS DISTINCT FROM ${COUNTED('NEW')})
        EXECUTE FUNCTION time_entry_month_totals_follow_entry()`,

      `INSERT INTO time_entry_month_total (${KEY}, service_provider_id, entries, minutes, amount_cents)
        SELECT ${keyOf('entry')}, entry.service_provider_id, count(*), sum(entry.minutes), sum(entry.amount_cents)
        FROM time_entry entry GROUP BY 1, 2, 3, 4, 5, 6, 7`,
      `ANALYZE time_entry_month_total`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TABLE time_entry_month_total`,
      `DROP TRIGGER time_entry_month_totals ON time_entry`,
      `DROP TRIGGER time_entry_month_totals_change ON time_entry`,
      `DROP FUNCTION time_entry_month_totals_follow_entry()`,
      `DROP TRIGGER time_entry_amounts_agency_rate ON service_provider`,
      `DROP FUNCTION time_entry_amounts_follow_agency_rate()`,
      `DROP TRIGGER time_entry_amounts_project_rate ON project`,
      `DROP FUNCTION time_entry_amounts_follow_project_rate()`,
      `DROP TRIGGER time_entry_amounts_member_rate ON project_member_rate`,
      `DROP FUNCTION time_entry_amounts_follow_member_rate()`,
      `DROP TRIGGER time_entry_amount ON time_entry`,
      `DROP FUNCTION time_entry_amount_follows_entry()`,
      `ALTER TABLE time_entry DROP COLUMN amount_cents`,
      `DROP FUNCTION time_entry_amount_cents(uuid, uuid, uuid, integer, boolean, timestamptz, integer)`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
