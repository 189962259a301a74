import type { TimeEntryFilter } from '@taskflow/contracts';
import type { Actor } from '../authorization/actor';
import type { TenantScope } from '../tenancy/tenant-scope';
import { ENTRY_AMOUNT_CENTS, ENTRY_RATE_CENTS, reportEntries } from '../time-figures/entry-rates';

/** Entries read per query: memory stays bounded however many the filter matches. */
export const EXPORT_BATCH_SIZE = 1_000;

export interface ExportRow {
  id: string;
  date: string;
  clientName: string;
  projectName: string;
  taskTitle: string | null;
  userName: string;
  minutes: number;
  billable: boolean;
  rateCents: number | null;
  amountCents: number;
  note: string;
  billedAt: Date | null;
  invoiceReference: string | null;
}

/** The filtered entries the actor reads, by day and id, one batch at a time (keyset: no offset to skip over). */
export async function* exportRows(
  scope: TenantScope,
  actor: Actor,
  filter: TimeEntryFilter,
): AsyncGenerator<ExportRow[]> {
  let after: { date: string; id: string } | null = null;
  for (;;) {
    const query = reportEntries(scope, actor, filter)
      .select('entry.id', 'id')
      .addSelect(`to_char("entry"."work_date", 'YYYY-MM-DD')`, 'date')
      .addSelect('company.name', 'clientName')
      .addSelect('project.name', 'projectName')
      .addSelect('task.title', 'taskTitle')
      .addSelect(`concat_ws(' ', "owner"."first_name", "owner"."last_name")`, 'userName')
      .addSelect('entry.minutes', 'minutes')
      .addSelect('entry.billable', 'billable')
      .addSelect(ENTRY_RATE_CENTS, 'rateCents')
      .addSelect(ENTRY_AMOUNT_CENTS, 'amountCents')
      .addSelect('entry.note', 'note')
      .addSelect('entry.billedAt', 'billedAt')
      .addSelect('entry.invoiceReference', 'invoiceReference')
      .orderBy('entry.workDate', 'ASC')
      .addOrderBy('entry.id', 'ASC')
      .limit(EXPORT_BATCH_SIZE);
    if (after)
      query.andWhere('(entry.workDate, entry.id) > (:afterDate, :afterId)', {
        afterDate: after.date,
        afterId: after.id,
      });
    const rows = (await query.getRawMany<ExportRow>()).map((row) => ({
      ...row,
      minutes: Number(row.minutes),
      rateCents: row.rateCents === null ? null : Number(row.rateCents),
      amountCents: Number(row.amountCents),
    }));
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last = rows[rows.length - 1];
    after = { date: last.date, id: last.id };
  }
}
