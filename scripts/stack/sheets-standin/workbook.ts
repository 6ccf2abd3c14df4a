/**
 * The stand-in's workbooks and the two things the real Sheets API does with them
 * that our client relies on: reading an A1 range such as `'Tab name'!A:D`, and
 * leaving out trailing empty cells and rows in what it returns.
 */

export interface StandInTab {
  title: string;
  rows: string[][];
}

/** What a test loads with PUT /__standin/workbooks/{id}. */
export interface StandInWorkbook {
  tabs: StandInTab[];
  /** false: the sheet exists but is not shared with the service account (403). Default true. */
  shared?: boolean;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((cell) => typeof cell === 'string');

function isTab(value: unknown): value is StandInTab {
  const tab = value as Partial<StandInTab> | null;
  return typeof tab?.title === 'string' && Array.isArray(tab.rows) && tab.rows.every(isStringArray);
}

/** The body of a PUT, checked; null when it is not a workbook. */
export function parseWorkbook(body: unknown): StandInWorkbook | null {
  const workbook = body as Partial<StandInWorkbook> | null;
  if (!Array.isArray(workbook?.tabs) || !workbook.tabs.every(isTab)) return null;
  if (workbook.shared !== undefined && typeof workbook.shared !== 'boolean') return null;
  return { tabs: workbook.tabs, shared: workbook.shared ?? true };
}

export interface ColumnRange {
  title: string;
  /** 0-based, inclusive. */
  firstColumn: number;
  lastColumn: number;
}

// 'Tab ''quoted'''!A:D, Tab!A:D, or a tab on its own (all its columns).
const RANGE = /^(?:'((?:[^']|'')+)'|([^'!]+))(?:!([A-Z]):([A-Z]))?$/;
const ALL_COLUMNS = { first: 'A', last: 'Z' };

/** The ranges our client asks for; null for anything else (the real API would answer 400). */
export function parseRange(range: string): ColumnRange | null {
  const match = RANGE.exec(range);
  if (!match) return null;
  const [, quoted, bare, first = ALL_COLUMNS.first, last = ALL_COLUMNS.last] = match;
  const title = quoted !== undefined ? quoted.replaceAll("''", "'") : bare!;
  const firstColumn = first.charCodeAt(0) - 65;
  const lastColumn = last.charCodeAt(0) - 65;
  return firstColumn <= lastColumn ? { title, firstColumn, lastColumn } : null;
}

function withoutTrailing<T>(items: T[], isEmpty: (item: T) => boolean): T[] {
  let end = items.length;
  while (end > 0 && isEmpty(items[end - 1]!)) end -= 1;
  return items.slice(0, end);
}

/** The cells of those columns as the API returns them: no trailing empty cells, no trailing empty rows. */
export function valuesIn(tab: StandInTab, range: ColumnRange): string[][] {
  const rows = tab.rows.map((row) =>
    withoutTrailing(row.slice(range.firstColumn, range.lastColumn + 1), (cell) => cell === ''),
  );
  return withoutTrailing(rows, (row) => row.length === 0);
}
