import type { TimeEntryFilter, UserLanguage } from '@taskflow/contracts';
import { textsIn } from '../i18n/api-texts';
import type { ExportRow } from './time-export-rows';

/** A cell: text, a whole number, or a decimal with a fixed number of places. */
export type ExportCell = string | number | { decimal: number; places: number };

export interface ExportTotals {
  minutes: number;
  amountCents: number;
}

/** One entry's row: date, client, project, task, person, minutes, hours, billable, rate, amount, note, billed, invoice. */
export function entryCells(row: ExportRow, language: UserLanguage): ExportCell[] {
  const t = textsIn(language, 'timeExport');
  return [
    row.date,
    row.clientName,
    row.projectName,
    row.taskTitle ?? '',
    row.userName,
    row.minutes,
    { decimal: row.minutes / 60, places: 2 },
    row.billable ? t('yes') : t('no'),
    row.rateCents === null ? '' : { decimal: row.rateCents / 100, places: 2 },
    { decimal: row.amountCents / 100, places: 2 },
    row.note,
    row.billedAt ? new Date(row.billedAt).toISOString().slice(0, 10) : '',
    row.invoiceReference ?? '',
  ];
}

export function totalCells(totals: ExportTotals, language: UserLanguage): ExportCell[] {
  return [
    textsIn(language, 'timeExport')('total'),
    '',
    '',
    '',
    '',
    totals.minutes,
    { decimal: totals.minutes / 60, places: 2 },
    '',
    '',
    { decimal: totals.amountCents / 100, places: 2 },
    '',
    '',
    '',
  ];
}

/** Lower-case ASCII letters, digits and hyphens only (umlauts spelled out), at most 40 characters. */
export function fileNamePart(text: string): string {
  return text
    .replace(/ä/gi, 'ae')
    .replace(/ö/gi, 'oe')
    .replace(/ü/gi, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** E.g. `time-2026-11-01_2026-11-30-acme.csv`: the range (or `all`), then the named client, project, person, task. */
export function exportFileName(filter: TimeEntryFilter, names: string[], extension: string): string {
  const parts = [`time-${filter.from ?? 'start'}_${filter.to ?? 'today'}`, ...names.map(fileNamePart)];
  if (filter.billable) parts.push(filter.billable === 'true' ? 'billable' : 'not-billable');
  if (filter.billed) parts.push(filter.billed === 'true' ? 'billed' : 'unbilled');
  return `${parts.filter(Boolean).join('-')}.${extension}`;
}

/**
 * CSV for spreadsheets of the caller's language: German with `;` between cells and a decimal comma, English with `,`
 * and a decimal point; text that a spreadsheet would run as a formula starts with an apostrophe.
 */
export function csvLine(cells: ExportCell[], language: UserLanguage): string {
  const separator = textsIn(language, 'timeExport')('csvSeparator');
  return (
    cells
      .map((cell) => {
        if (typeof cell === 'number') return String(cell);
        if (typeof cell === 'object') return decimalText(cell, language);
        const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
        return /[";,\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(separator) + '\r\n'
  );
}

/** A decimal as the language writes it (1.50 / 1,50), without grouping. */
function decimalText(cell: { decimal: number; places: number }, language: UserLanguage): string {
  return cell.decimal.toLocaleString(language, {
    minimumFractionDigits: cell.places,
    maximumFractionDigits: cell.places,
    useGrouping: false,
  });
}

export const CSV_BOM = '\uFEFF';

const COLUMNS = [
  'date',
  'client',
  'project',
  'task',
  'person',
  'minutes',
  'hours',
  'billable',
  'rate',
  'amount',
  'note',
  'billed',
  'invoiceReference',
] as const;

/** The export's header line (column names). */
export const headerCells = (language: UserLanguage): ExportCell[] => {
  const t = textsIn(language, 'timeExport');
  return COLUMNS.map((column) => t(`columns.${column}`));
};
