/**
 * Reads the medication Google Sheet through the Sheets API: the only importer of
 * @googleapis/sheets. In production it signs in as the service account; on the
 * emulators the very same client talks, without credentials, to the local stand-in
 * (scripts/stack/sheets-standin), so the sync is tested with the code that ships.
 */
import { auth, sheets, type sheets_v4 } from '@googleapis/sheets';
import type { AppConfig } from '../config.ts';

export type SheetsAccess = Pick<AppConfig, 'sheetsCredentials' | 'sheetsApiUrl'>;

/** Why the sheet could not be read, in terms an admin can act on. */
export type SheetReadProblem = 'invalidSheetId' | 'notFound' | 'notShared' | 'unavailable';

export class SheetReadError extends Error {
  override name = 'SheetReadError';
  constructor(
    readonly problem: SheetReadProblem,
    cause: unknown,
  ) {
    super(`Google Sheets read failed: ${problem}`, { cause });
  }
}

/** One tab as the Sheets API returns it: rows of cells, trailing empty cells left out. */
export interface SheetTab {
  title: string;
  rows: string[][];
}

export type ReadWorkbook = (sheetId: string) => Promise<SheetTab[]>;

const READ_ONLY_SCOPE = 'https://www.googleapis.com/auth/spreadsheets.readonly';
const REQUEST_OPTIONS = {
  version: 'v4',
  /** Per attempt: two calls of three attempts each still end within the function's own 120 s. */
  timeout: 15_000,
  /** Two retries (after about 0.1 s and 0.5 s) ride out a hiccup without keeping the admin waiting long. */
  retryConfig: { retry: 2, noResponseRetries: 2 },
} as const;

/**
 * `'Tab name'!A:J`: always quoted, with quotes doubled, so any tab name is one range. A to D
 * the medication, E to G its kind (issue 24), H its cautionary advisory labels (issue 33),
 * I and J its price and GST (issue 34).
 */
export const rangeOf = (title: string): string => `'${title.replaceAll("'", "''")}'!A:J`;

function client(access: SheetsAccess): sheets_v4.Sheets {
  if (access.sheetsCredentials) {
    const { clientEmail, privateKey } = access.sheetsCredentials;
    const jwt = new auth.JWT({ email: clientEmail, key: privateKey, scopes: [READ_ONLY_SCOPE] });
    return sheets({ ...REQUEST_OPTIONS, auth: jwt });
  }
  if (access.sheetsApiUrl) return sheets({ ...REQUEST_OPTIONS, rootUrl: access.sheetsApiUrl });
  throw new Error('Reading Google Sheets needs the service account (production) or the stand-in (emulators).');
}

/** The parts of a GaxiosError we read: every request error carries its config, an answered one its response. */
interface GoogleApiError {
  config?: unknown;
  response?: { status?: number; data?: { error?: { status?: unknown } } };
}

/**
 * Google answers 404 for an ID no sheet has, 403 for a sheet not shared with the
 * service account, 400 INVALID_ARGUMENT for an ID it cannot parse; no answer, 429 or
 * 5xx means Google is unreachable or busy. Anything else (e.g. 401: our own key was
 * refused, or an error that is no request's at all) is our fault, not the admin's,
 * and stays a server error.
 */
function problemOf(error: unknown): SheetReadProblem | null {
  const { config, response } = (error ?? {}) as GoogleApiError;
  if (config === undefined) return null;
  const code = response?.status;
  if (code === undefined || code === 429 || code >= 500) return 'unavailable';
  if (code === 404) return 'notFound';
  if (code === 403) return 'notShared';
  if (code === 400 && response?.data?.error?.status === 'INVALID_ARGUMENT') return 'invalidSheetId';
  return null;
}

async function asked<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const problem = problemOf(error);
    throw problem ? new SheetReadError(problem, error) : error;
  }
}

const asText = (cell: unknown): string => (cell === null || cell === undefined ? '' : String(cell));

/**
 * Every tab with its columns A to D, in two calls: the tab names, then all tabs'
 * values at once. Throws SheetReadError for problems the admin can fix or retry.
 */
export async function readWorkbook(access: SheetsAccess, sheetId: string): Promise<SheetTab[]> {
  const api = client(access);
  const spreadsheet = await asked(api.spreadsheets.get({ spreadsheetId: sheetId, fields: 'sheets.properties.title' }));
  const titles = (spreadsheet.data.sheets ?? []).map((sheet) => sheet.properties?.title ?? '');
  if (titles.length === 0) return [];

  const values = await asked(
    api.spreadsheets.values.batchGet({ spreadsheetId: sheetId, ranges: titles.map(rangeOf), fields: 'valueRanges.values' }),
  );
  // valueRanges come back in the order of the ranges asked for.
  const ranges = values.data.valueRanges ?? [];
  return titles.map((title, index) => ({
    title,
    rows: (ranges[index]?.values ?? []).map((row) => (row as unknown[]).map(asText)),
  }));
}
