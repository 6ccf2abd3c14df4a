/**
 * A local stand-in for the Google Sheets API, for the emulators: the function's
 * googleapis client is pointed at it (SHEETS_API_URL) and sends it exactly what it
 * would send Google. It answers the two calls the catalogue sync makes, in the real
 * API's JSON shapes and error bodies:
 *   GET /v4/spreadsheets/{id}?fields=sheets.properties.title
 *   GET /v4/spreadsheets/{id}/values:batchGet?ranges=…&ranges=…
 * Tests arrange and inspect it through control routes:
 *   PUT    /__standin/workbooks/{id}   body StandInWorkbook; shared:false answers 403 like an unshared sheet
 *   DELETE /__standin/workbooks/{id}
 *   GET    /__standin/requests[?spreadsheetId=…]   what was asked of it, oldest first
 * An ID without a workbook answers 404, as Google does for a sheet that does not exist.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenStandIn } from '../standin-server.ts';
import { parseRange, parseWorkbook, valuesIn, type StandInWorkbook } from './workbook.ts';

export interface CapturedRequest {
  method: string;
  path: string;
  spreadsheetId: string | null;
  /** Every query parameter with all its values (ranges repeat). */
  query: Record<string, string[]>;
  status: number;
}

export interface SheetsStandIn {
  /** e.g. http://127.0.0.1:9330/ */
  url: string;
  close(): Promise<void>;
}

export interface SheetsStandInOptions {
  /** 0 picks a free port (unit tests). */
  port: number;
  /** Loaded before the first request. */
  workbooks?: Record<string, StandInWorkbook>;
}

/** Enough to see what a test run asked for, bounded so a long `npm start` does not grow without end. */
const MAX_CAPTURED = 500;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

const SPREADSHEET = /^\/v4\/spreadsheets\/([^/]+)$/;
const BATCH_GET = /^\/v4\/spreadsheets\/([^/]+)\/values:batchGet$/;
const CONTROL_WORKBOOK = /^\/__standin\/workbooks\/([^/]+)$/;

interface Reply {
  status: number;
  body: unknown;
}

/** Google's error body: { error: { code, message, status } }. */
const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  body: { error: { code, message, status } },
});
const NOT_FOUND = googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
const PERMISSION_DENIED = googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission');

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

function queryOf(url: URL): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
  return query;
}

export async function startSheetsStandIn(options: SheetsStandInOptions): Promise<SheetsStandIn> {
  const workbooks = new Map(Object.entries(options.workbooks ?? {}));
  const captured: CapturedRequest[] = [];

  /** The workbook a Sheets API call may read, or the error Google would give. */
  function readable(id: string): StandInWorkbook | Reply {
    const workbook = workbooks.get(id);
    if (!workbook) return NOT_FOUND;
    return workbook.shared === false ? PERMISSION_DENIED : workbook;
  }

  function sheetsApi(method: string, url: URL): Reply & { spreadsheetId: string | null } {
    const spreadsheet = SPREADSHEET.exec(url.pathname);
    const rawId = (spreadsheet ?? BATCH_GET.exec(url.pathname))?.[1];
    const spreadsheetId = rawId === undefined ? null : decodeURIComponent(rawId);
    if (method !== 'GET' || spreadsheetId === null) return { ...NOT_FOUND, spreadsheetId };
    const workbook = readable(spreadsheetId);
    if ('status' in workbook) return { ...workbook, spreadsheetId };

    if (spreadsheet) {
      // Only what `fields=sheets.properties.title` selects: a spreadsheet with no tabs selects nothing.
      const body = workbook.tabs.length === 0 ? {} : { sheets: workbook.tabs.map(({ title }) => ({ properties: { title } })) };
      return { status: 200, body, spreadsheetId };
    }
    const valueRanges = [];
    for (const range of url.searchParams.getAll('ranges')) {
      const columns = parseRange(range);
      const tab = columns && workbook.tabs.find((candidate) => candidate.title === columns.title);
      if (!columns || !tab) return { ...googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`), spreadsheetId };
      const values = valuesIn(tab, columns);
      valueRanges.push({ range, majorDimension: 'ROWS', ...(values.length > 0 ? { values } : {}) });
    }
    return { status: 200, body: { spreadsheetId, ...(valueRanges.length > 0 ? { valueRanges } : {}) }, spreadsheetId };
  }

  async function control(req: IncomingMessage, url: URL): Promise<Reply> {
    const workbookPath = CONTROL_WORKBOOK.exec(url.pathname);
    if (workbookPath && req.method === 'PUT') {
      const workbook = parseWorkbook(await readJson(req));
      if (!workbook) return { status: 400, body: { error: 'Expected { tabs: [{ title, rows: string[][] }], shared?: boolean }.' } };
      workbooks.set(decodeURIComponent(workbookPath[1]!), workbook);
      return { status: 204, body: null };
    }
    if (workbookPath && req.method === 'DELETE') {
      workbooks.delete(decodeURIComponent(workbookPath[1]!));
      return { status: 204, body: null };
    }
    if (url.pathname === '/__standin/requests' && req.method === 'GET') {
      const id = url.searchParams.get('spreadsheetId');
      return { status: 200, body: { requests: captured.filter((request) => id === null || request.spreadsheetId === id) } };
    }
    return { status: 404, body: { error: `The stand-in has no ${req.method} ${url.pathname}.` } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let reply: Reply;
    if (url.pathname.startsWith('/__standin/')) {
      reply = await control(req, url);
    } else {
      const { spreadsheetId, ...answer } = sheetsApi(req.method ?? 'GET', url);
      reply = answer;
      captured.push({ method: req.method ?? 'GET', path: url.pathname, spreadsheetId, query: queryOf(url), status: reply.status });
      if (captured.length > MAX_CAPTURED) captured.splice(0, captured.length - MAX_CAPTURED);
    }
    if (reply.body === null) {
      res.writeHead(reply.status).end();
      return;
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(reply.body));
  }

  const listening = await listenStandIn(options.port, handle);
  return { url: `${listening.origin}/`, close: listening.close };
}
