/**
 * The "Export CSV" file (decision 028): the Practitioner Registrations table's columns,
 * for Excel and other spreadsheets, written a row at a time as the server streams it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { ADMIN_MESSAGES, UserRecordSchema, effectiveStatus, sydneyCalendarDate, type CalendarDate, type UserRecord } from '@pharmacy/shared';

const pad = (value: number) => String(value).padStart(2, '0');
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** dd/mm/yyyy, as the table writes Registered (en-AU). */
const ddmmyyyy = ({ day, month, year }: CalendarDate) => `${pad(day)}/${pad(month)}/${year}`;

/** Registered in Sydney; empty when missing, the spec's "Unknown format" when not a timestamp. */
function registered(createdAt: unknown): string {
  if (createdAt === undefined || createdAt === null) return '';
  if (!(createdAt instanceof Timestamp)) return ADMIN_MESSAGES.unknownFormat;
  return ddmmyyyy(sydneyCalendarDate(createdAt.toMillis()));
}

/** Day/month/year without padding, e.g. 7/3/1985, as the table writes DOB; empty unless all three are recorded. */
function dob({ dobYear, dobMonth, dobDay }: UserRecord): string {
  return dobYear !== undefined && dobMonth !== undefined && dobDay !== undefined ? `${dobDay}/${dobMonth}/${dobYear}` : '';
}

/** The table's columns, in its order. Missing values stay empty cells rather than the table's "-". */
const COLUMNS: readonly [string, (record: UserRecord, createdAt: unknown) => string][] = [
  ['First Name', (record) => record.firstName],
  ['Last Name', (record) => record.lastName],
  ['Status', (record) => capitalise(effectiveStatus(record))],
  ['Email', (record) => record.email],
  ['Practitioner #', (record) => record.practitionerNumber ?? ''],
  ['Clinic Name', (record) => record.clinicName ?? ''],
  ['Clinic Address', (record) => record.clinicAddress ?? ''],
  ['DOB', dob],
  ['Registered', (_record, createdAt) => registered(createdAt)],
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

const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file's first bytes: the byte order mark and the headings. */
export const PRACTITIONER_CSV_HEAD = BYTE_ORDER_MARK + line(COLUMNS.map(([heading]) => heading));

/** The CSV line of a users record, or null when the record cannot be read at all (the table leaves it out too). */
export function practitionerCsvLine(data: Record<string, unknown>): string | null {
  const parsed = UserRecordSchema.safeParse(data);
  if (!parsed.success) return null;
  return line(COLUMNS.map(([, value]) => value(parsed.data, data.createdAt)));
}

/** practitioners-YYYY-MM-DD.csv, dated in Sydney. */
export function practitionersCsvFileName(now: Date): string {
  const { year, month, day } = sydneyCalendarDate(now.getTime());
  return `practitioners-${year}-${pad(month)}-${pad(day)}.csv`;
}
