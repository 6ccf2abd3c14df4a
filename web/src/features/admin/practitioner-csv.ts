/** The "Export CSV" file: what the table shows, for Excel and other spreadsheets. */
import { formatSydneyIsoDate } from '@/lib/sydney-time.ts';
import { formatDob, formatRegistered, capitalise } from './practitioner-format.ts';
import type { PractitionerRow } from './practitioner-row.ts';

/** The table's columns, in its order. Missing values stay empty cells rather than the table's "-". */
const COLUMNS: readonly [string, (row: PractitionerRow) => string][] = [
  ['First Name', (row) => row.firstName],
  ['Last Name', (row) => row.lastName],
  ['Status', (row) => capitalise(row.status)],
  ['Email', (row) => row.email],
  ['Practitioner #', (row) => row.practitionerNumber],
  ['Clinic Name', (row) => row.clinicName],
  ['Clinic Address', (row) => row.clinicAddress],
  ['DOB', (row) => formatDob(row.dob)],
  ['Registered', (row) => formatRegistered(row.createdAt)],
];

// Excel opens a CSV as UTF-8 only when it starts with a byte order mark.
const BYTE_ORDER_MARK = '\uFEFF';
// A spreadsheet runs a cell starting with one of these as a formula (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, defused and quoted as RFC 4180 asks. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function practitionersCsv(rows: readonly PractitionerRow[]): string {
  const lines = [COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))];
  return BYTE_ORDER_MARK + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** practitioners-YYYY-MM-DD.csv, dated in Sydney. */
export function practitionersCsvFileName(now: Date): string {
  return `practitioners-${formatSydneyIsoDate(now.getTime())}.csv`;
}
