import { PassThrough, Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { TimeEntryFilter, TimeExportFormat, UserLanguage } from '@taskflow/contracts';
import ExcelJS from 'exceljs';
import type { Actor } from '../authorization/actor';
import { textsIn } from '../i18n/api-texts';
import { Customer } from '../customer-records/customer.entity';
import { Project } from '../projects/project.entity';
import { Task } from '../tasks/task.entity';
import { TenantDataAccess } from '../tenancy/tenant-data-access.service';
import type { TenantScope } from '../tenancy/tenant-scope';
import { User } from '../users/user.entity';
import { exportRows, type ExportRow } from './time-export-rows';
import {
  CSV_BOM,
  csvLine,
  entryCells,
  exportFileName,
  headerCells,
  totalCells,
  type ExportCell,
  type ExportTotals,
} from './time-export-format';
import type { TimeExportQueryDto } from './time-report.dto';
import { checkedFilter } from './time-reports.service';

export interface TimeExportFile {
  fileName: string;
  contentType: string;
  content: Readable;
}

const CONTENT_TYPES: Record<TimeExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The report's entries as a file to invoice from (CSV or XLSX), one row per entry and a totals row, headers in the
 * caller's language; written while the entries are read, a batch at a time, so memory stays bounded.
 */
@Injectable()
export class TimeExportService {
  constructor(private readonly data: TenantDataAccess) {}

  async export(actor: Actor, dto: TimeExportQueryDto): Promise<TimeExportFile> {
    const filter = checkedFilter(dto);
    const format = dto.format ?? 'csv';
    const scope = this.data.forTenant(actor.serviceProviderId);
    const language = dto.language ?? (await this.languageOf(scope, actor.userId));
    const fileName = exportFileName(filter, await this.filterNames(scope, filter), format);
    const batches = exportRows(scope, actor, filter);
    const content = format === 'csv' ? csv(batches, language) : xlsx(batches, language);
    return { fileName, contentType: CONTENT_TYPES[format], content };
  }

  private async languageOf(scope: TenantScope, userId: string): Promise<UserLanguage> {
    return (await scope.findOne(User, { id: userId }))?.language ?? 'de';
  }

  /** The names of the client, project, person and task the filter names (unknown ones are left out). */
  private async filterNames(scope: TenantScope, filter: TimeEntryFilter): Promise<string[]> {
    const [client, project, person, task] = await Promise.all([
      filter.clientCompanyId ? scope.findOne(Customer, { id: filter.clientCompanyId }) : null,
      filter.projectId ? scope.findOne(Project, { id: filter.projectId }) : null,
      filter.userId ? scope.findOne(User, { id: filter.userId }) : null,
      filter.taskId ? scope.findOne(Task, { id: filter.taskId }) : null,
    ]);
    return [
      client?.name ?? '',
      project?.name ?? '',
      person ? `${person.firstName} ${person.lastName}` : '',
      task?.title ?? '',
    ];
  }
}

type Batches = AsyncGenerator<ExportRow[]>;

function csv(batches: Batches, language: UserLanguage): Readable {
  return Readable.from(csvChunks(batches, language));
}

async function* csvChunks(batches: Batches, language: UserLanguage): AsyncGenerator<string> {
  const totals: ExportTotals = { minutes: 0, amountCents: 0 };
  yield CSV_BOM + csvLine(headerCells(language), language);
  for await (const rows of batches) {
    yield rows.map((row) => csvLine(entryCells(add(totals, row), language), language)).join('');
  }
  yield csvLine(totalCells(totals, language), language);
}

function xlsx(batches: Batches, language: UserLanguage): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(textsIn(language, 'timeExport')('sheet'));
  const write = async () => {
    const totals: ExportTotals = { minutes: 0, amountCents: 0 };
    sheet.addRow(headerCells(language)).commit();
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(entryCells(add(totals, row), language).map(xlsxValue)).commit();
    }
    const total = sheet.addRow(totalCells(totals, language).map(xlsxValue));
    total.font = { bold: true };
    total.commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Numbers stay numbers in the sheet (decimals rounded to their places), so it can sum them. */
function xlsxValue(cell: ExportCell): string | number {
  if (typeof cell !== 'object') return cell;
  const factor = 10 ** cell.places;
  return Math.round(cell.decimal * factor) / factor;
}

function add(totals: ExportTotals, row: ExportRow): ExportRow {
  totals.minutes += row.minutes;
  totals.amountCents += row.amountCents;
  return row;
}
