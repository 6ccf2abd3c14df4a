/**
 * The Google Sheet sync (spec sections 5 and 8, issue 24): where the connected sheet is
 * kept, the refusals a sync gives and the success line the admin sees. zod-free; the
 * requests and answers are in sheet-sync-schema.ts.
 */
import { ADMIN_MESSAGES } from '../platform/admin-dashboard.ts';
import type { UnreadablePriceCell } from './sheet-prices.ts';

/** settings/googleSheet (ADMIN_COLLECTIONS.settings): the connected sheet. */
export const GOOGLE_SHEET_SETTINGS_DOC = 'googleSheet';

/** `✅ Success! Synced {n} conditions, {n} formulas, and {n} dosages.` (spec section 8). */
export function syncSuccessMessage(stats: { conditions: number; totalFormulas: number; totalDosages: number }): string {
  return `${ADMIN_MESSAGES.syncSuccessMark} Success! Synced ${stats.conditions} conditions, ${stats.totalFormulas} formulas, and ${stats.totalDosages} dosages.`;
}

/** A schedule, for-whom or storage cell the sync does not know (issue 24): where it is and what it may hold. */
export interface UnknownKindCell {
  tab: string;
  /** As the sheet numbers it: the header is row 1. */
  row: number;
  heading: string;
  value: string;
  words: readonly string[];
}

/** The rows named in one refusal; the count of the rest follows them. */
const MAX_UNKNOWN_ROWS_NAMED = 20;

function unknownKindsMessage(cells: readonly UnknownKindCell[]): string {
  const named = cells
    .slice(0, MAX_UNKNOWN_ROWS_NAMED)
    .map((cell) => `\u201c${cell.tab}\u201d row ${cell.row}: ${cell.heading} \u201c${cell.value}\u201d (use ${cell.words.join(', ')} or leave it blank)`);
  const more = cells.length - named.length;
  return `Nothing was changed: the sheet has ${cells.length === 1 ? 'a value' : `${cells.length} values`} the sync does not know. ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

function unreadablePricesSentence(cells: readonly UnreadablePriceCell[], also: boolean): string {
  const named = cells
    .slice(0, MAX_UNKNOWN_ROWS_NAMED)
    .map((cell) => `\u201c${cell.tab}\u201d row ${cell.row}: ${cell.heading} \u201c${cell.value}\u201d (${cell.problem})`);
  const more = cells.length - named.length;
  const count = cells.length === 1 ? 'a price cell' : `${cells.length} price cells`;
  return `${also ? 'The sheet also has' : 'the sheet has'} ${count} the sync cannot read. ${named.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`;
}

/** Every kind, label and price cell the sync cannot read, in one refusal (issues 24 and 34). */
function unreadableCellsMessage(kinds: readonly UnknownKindCell[], prices: readonly UnreadablePriceCell[]): string {
  if (prices.length === 0) return unknownKindsMessage(kinds);
  if (kinds.length === 0) return `Nothing was changed: ${unreadablePricesSentence(prices, false)}`;
  return `${unknownKindsMessage(kinds)} ${unreadablePricesSentence(prices, true)}`;
}

/** Why a sync was refused; the function's `error` text, shown after `❌ Error: `. */
export const SHEET_SYNC_MESSAGES = {
  invalidSheetId: 'That does not look like a Google Sheet ID or link. Copy the ID from the sheet\u2019s address (the part after /d/).',
  notFound: 'No Google Sheet has that ID. Check the ID and try again.',
  notShared: 'The sheet is not shared with the pharmacy\u2019s service account. Share it (Viewer is enough) and try again.',
  noTabs: 'The sheet has no tabs. Add one tab per condition.',
  emptyTab: (tab: string) => `The tab \u201c${tab}\u201d has no medication rows under its header row.`,
  blankName: (tab: string, row: number) => `The tab \u201c${tab}\u201d has a row with no medication name (row ${row}).`,
  duplicateName: (tab: string, name: string) => `The tab \u201c${tab}\u201d lists \u201c${name}\u201d more than once.`,
  duplicateCondition: (tab: string) => `Two tabs are both named \u201c${tab}\u201d once spaces are ignored.`,
  tooLarge: (size: string, limit: string) =>
    `The sheet is too large for the medication database (${size}; it can hold at most ${limit}). Remove unused rows or shorten long indications, then sync again.`,
  unknownKinds: (rows: readonly UnknownKindCell[]) => unknownKindsMessage(rows),
  /** Issue 34: unknown kind or label cells and unreadable price cells, all named at once. */
  unreadableCells: (kinds: readonly UnknownKindCell[], prices: readonly UnreadablePriceCell[]) => unreadableCellsMessage(kinds, prices),
  unavailable: 'Google Sheets could not be reached. The previous medication database is still in use; please try again shortly.',
} as const;

export const SHEET_SYNC_ERROR_CODES = {
  invalidSheetId: 'invalid_sheet_id',
  notFound: 'sheet_not_found',
  notShared: 'sheet_not_shared',
  invalidSheet: 'invalid_sheet',
  unavailable: 'sheets_unavailable',
} as const;
