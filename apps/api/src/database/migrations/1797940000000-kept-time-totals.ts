import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The task of the kept totals of entries without a task (the key has no null). */
const NO_TASK = `'00000000-0000-0000-0000-000000000000'::uuid`;
const KEY = 'project_id, user_id, task_id, month, billable, billed';

/** The key in time_entry_month_total, in KEY's order, of the entries of a set (alias `e`). */
const KEY_OF_ENTRY = `e.project_id, e.user_id, COALESCE(e.task_id, ${NO_TASK}) AS task_id,
  date_trunc('month', e.work_date)::date AS month, e.billable, e.billed_at IS NOT NULL AS billed`;
/** A set of entries' (`entries`) kept totals by key, each value multiplied by `sign`. */
const totalsOf = (entries: string, sign: 1 | -1) =>
  `SELECT ${KEY_OF_ENTRY}, e.service_provider_id, ${sign} * count(*) AS entries, ${sign} * sum(e.minutes) AS minutes,
    ${sign} * sum(e.amount_cents) AS amount_cents FROM ${entries} e GROUP BY 1, 2, 3, 4, 5, 6, 7`;
const KEY_COLUMNS = KEY.split(', ');
const matchesKey = (alias: string) => KEY_COLUMNS.map((column) => `kept.${column} = ${alias}.${column}`).join(' AND ');
/** Adds totals (`totals`: a select in KEY's order, then agency, entries, minutes, amount_cents) to the kept rows. */
const addTotals = (totals: string) =>
  `INSERT INTO time_entry_month_total AS kept (${KEY}, service_provider_id, entries, minutes, amount_cents)
  SELECT * FROM (${totals}) delta ORDER BY ${KEY}
  ON CONFLICT (${KEY}) DO UPDATE SET entries = kept.entries + EXCLUDED.entries,
    minutes = kept.minutes + EXCLUDED.minutes, amount_cents = kept.amount_cents + EXCLUDED.amount_cents`;
/** Removes the kept rows of the keys of the entries `removed` once no entry is left in them. */
const dropEmptyOf = (removed: string) =>
  `DELETE FROM time_entry_month_total kept USING (SELECT DISTINCT ${KEY_OF_ENTRY} FROM ${removed} e)
    AS gone (${KEY}) WHERE ${matchesKey('gone')} AND kept.entries = 0`;

/** An entry's hourly rate in cents (`row`: its columns): billed at, else the person's, the project's, the agency's. */
const RATE_OF_ONE = (
  row: string,
) => `CASE WHEN ${row}.billed_at IS NOT NULL THEN ${row}.billed_rate_cents ELSE COALESCE(
  (SELECT r.hourly_rate_cents FROM project_member_rate r WHERE r.project_id = ${row}.project_id AND r.user_id = ${row}.user_id),
  (SELECT p.hourly_rate_cents FROM project p WHERE p.id = ${row}.project_id),
  (SELECT a.default_hourly_rate_cents FROM service_provider a WHERE a.id = ${row}.service_provider_id)) END`;
/** Whole cents of `minutes` at `rate` cents an hour, rounded half up; 0 when not billable or without a rate. */
const amountAt = (billable: string, minutes: string, rate: string) =>
  `CASE WHEN ${billable} THEN (${minutes}::bigint * COALESCE(${rate}, 0) + 30) / 60 ELSE 0 END`;
/**
 * Writes the amounts of the open billable entries `where` names (alias `e`) anew after one of their rates changed, in
 * one set: their rates joined as RATE_OF_ONE reads them for one entry.
 */
const renewAmounts = (where: string) =>
  `UPDATE time_entry entry SET amount_cents = fresh.amount_cents
  FROM (SELECT e.id, ${amountAt('true', 'e.minutes', 'COALESCE(r.hourly_rate_cents, p.hourly_rate_cents, a.default_hourly_rate_cents)')} AS amount_cents
    FROM time_entry e JOIN project p ON p.id = e.project_id JOIN service_provider a ON a.id = e.service_provider_id
    LEFT JOIN project_member_rate r ON r.project_id = e.project_id AND r.user_id = e.user_id
    WHERE e.billed_at IS NULL AND e.billable AND ${where}) fresh
  WHERE entry.id = fresh.id AND entry.amount_cents <> fresh.amount_cents`;

/**
 * Reports over long ranges read kept totals instead of every entry (docs/time-tracking.md, "Reports"):
 * - each entry keeps its amount in cents (`amount_cents`): its billable minutes × its rate ÷ 60, rounded half up per
 *   entry, the rate being the billed one once billed, else the person's on the project, the project's or the agency's
 *   default. A trigger writes it as an entry is written; when a rate changes, the open billable entries it prices get
 *   theirs anew.
 * - `time_entry_month_total` keeps, per project, person, task (or none), calendar month of the work day, billable and
 *   billed, how many entries there are, their minutes and their amount; triggers on time_entry keep it in the same
 *   transaction, once per statement. A report sums the months its range covers whole from here and reads only the entries of the months
 *   it covers in part.
 */
export class KeptTimeTotals1797940000000 implements MigrationInterface {
  name = 'KeptTimeTotals1797940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `ALTER TABLE time_entry ADD COLUMN amount_cents bigint NOT NULL DEFAULT 0`,
      `UPDATE time_entry e SET amount_cents = ${amountAt('e.billable', 'e.minutes', RATE_OF_ONE('e'))}`,

      `CREATE FUNCTION time_entry_amount_follows_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.amount_cents := ${amountAt('NEW.billable', 'NEW.minutes', RATE_OF_ONE('NEW'))};
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
      // Once per statement, from its entries before and after (a rate change reprices thousands in one).
      `CREATE FUNCTION time_entry_month_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${addTotals(totalsOf('added', 1))};
        RETURN NULL;
      END $$`,
      // Only subtracts (never inserts: the entries' project or person may be going in this statement).
      `CREATE FUNCTION time_entry_month_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE time_entry_month_total kept SET entries = kept.entries + gone.entries,
          minutes = kept.minutes + gone.minutes, amount_cents = kept.amount_cents + gone.amount_cents
        FROM (${totalsOf('removed', -1)}) AS gone (${KEY}, service_provider_id, entries, minutes, amount_cents)
        WHERE ${matchesKey('gone')};
        ${dropEmptyOf('removed')};
        RETURN NULL;
      END $$`,
      `CREATE FUNCTION time_entry_month_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${addTotals(`SELECT ${KEY}, service_provider_id, sum(entries), sum(minutes), sum(amount_cents)
          FROM (${totalsOf('removed', -1)} UNION ALL ${totalsOf('added', 1)})
            AS moved (${KEY}, service_provider_id, entries, minutes, amount_cents)
          GROUP BY ${KEY}, service_provider_id
          HAVING sum(entries) <> 0 OR sum(minutes) <> 0 OR sum(amount_cents) <> 0`)};
        ${dropEmptyOf('removed')};
        RETURN NULL;
      END $$`,
      `CREATE TRIGGER time_entry_month_totals_on_insert AFTER INSERT ON time_entry REFERENCING NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION time_entry_month_totals_on_insert()`,
      `CREATE TRIGGER time_entry_month_totals_on_delete AFTER DELETE ON time_entry REFERENCING OLD TABLE AS removed
        FOR EACH STATEMENT EXECUTE FUNCTION time_entry_month_totals_on_delete()`,
      `CREATE TRIGGER time_entry_month_totals_on_update AFTER UPDATE ON time_entry
        REFERENCING OLD TABLE AS removed NEW TABLE AS added
        FOR EACH STATEMENT EXECUTE FUNCTION time_entry_month_totals_on_update()`,

      addTotals(totalsOf('time_entry', 1)),
      `ANALYZE time_entry_month_total`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const statements = [
      `DROP TABLE time_entry_month_total`,
      `DROP TRIGGER time_entry_month_totals_on_insert ON time_entry`,
      `DROP TRIGGER time_entry_month_totals_on_delete ON time_entry`,
      `DROP TRIGGER time_entry_month_totals_on_update ON time_entry`,
      `DROP FUNCTION time_entry_month_totals_on_insert()`,
      `DROP FUNCTION time_entry_month_totals_on_delete()`,
      `DROP FUNCTION time_entry_month_totals_on_update()`,
      `DROP TRIGGER time_entry_amounts_agency_rate ON service_provider`,
      `DROP FUNCTION time_entry_amounts_follow_agency_rate()`,
      `DROP TRIGGER time_entry_amounts_project_rate ON project`,
      `DROP FUNCTION time_entry_amounts_follow_project_rate()`,
      `DROP TRIGGER time_entry_amounts_member_rate ON project_member_rate`,
      `DROP FUNCTION time_entry_amounts_follow_member_rate()`,
      `DROP TRIGGER time_entry_amount ON time_entry`,
      `DROP FUNCTION time_entry_amount_follows_entry()`,
      `ALTER TABLE time_entry DROP COLUMN amount_cents`,
    ];
    for (const statement of statements) await queryRunner.query(statement);
  }
}
