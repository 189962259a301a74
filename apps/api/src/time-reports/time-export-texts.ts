import type { UserLanguage } from '@taskflow/contracts';

/** The export's column headers and words, in the caller's language (the file is meant to invoice from). */
export const TIME_EXPORT_TEXTS = {
  en: {
    columns: [
      'Date',
      'Client',
      'Project',
      'Task',
      'Person',
      'Minutes',
      'Hours',
      'Billable',
      'Hourly rate',
      'Amount',
      'Note',
      'Billed',
      'Invoice reference',
    ],
    total: 'Total',
    yes: 'yes',
    no: 'no',
  },
  de: {
    columns: [
      'Datum',
      'Kunde',
      'Projekt',
      'Aufgabe',
      'Person',
      'Minuten',
      'Stunden',
      'Abrechenbar',
      'Stundensatz',
      'Betrag',
      'Notiz',
      'Abgerechnet',
      'Rechnungsnummer',
    ],
    total: 'Summe',
    yes: 'ja',
    no: 'nein',
  },
} as const satisfies Record<UserLanguage, unknown>;
