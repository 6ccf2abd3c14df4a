/**
 * The real googleapis client against the local stand-in (as on the emulators), and
 * against a server answering as Google does when things go wrong.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSheetsStandIn, type CapturedRequest, type SheetsStandIn } from '../../../../scripts/stack/sheets-standin/server.ts';
import { SheetReadError, rangeOf, readWorkbook, type SheetReadProblem } from './google-sheets.ts';

let standIn: SheetsStandIn | undefined;
let server: Server | undefined;
afterEach(async () => {
  await standIn?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  standIn = undefined;
  server = undefined;
});

const HEADER = ['Medication', 'Strengths', 'Amounts', 'Indication'];

async function standInWith(workbooks: Parameters<typeof startSheetsStandIn>[0]['workbooks']) {
  standIn = await startSheetsStandIn({ port: 0, workbooks });
  const access = { sheetsCredentials: null, sheetsApiUrl: standIn.url };
  const requests = async () =>
    ((await (await fetch(new URL('/__standin/requests', standIn!.url))).json()) as { requests: CapturedRequest[] }).requests;
  return { access, requests };
}

/** A server that answers every request with this status and body, counting them. */
async function googleAnswering(status: number, body: unknown) {
  const seen = { requests: 0 };
  server = createServer((_req, res) => {
    seen.requests += 1;
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return { access: { sheetsCredentials: null, sheetsApiUrl: `http://127.0.0.1:${port}/` }, seen };
}

async function problemOf(read: Promise<unknown>): Promise<SheetReadProblem> {
  const error = await read.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(SheetReadError);
  return (error as SheetReadError).problem;
}

describe('reading the medication sheet through the Sheets API', () => {
  it('reads every tab, columns A to J, in one call for the names and one for all the values', async () => {
    const { access, requests } = await standInWith({
      'sheet-1': {
        tabs: [
          { title: 'Pain', rows: [HEADER, ['Gel', '1%|2%', '30g', 'Note.', 'S4', 'people', 'Refrigerated', '21', '24.50', 'GST-free', 'column K']] },
          { title: "Children's Health", rows: [HEADER, ['Oral Liquid', '', '100mL']] },
          { title: 'Empty', rows: [] },
        ],
      },
    });

    expect(await readWorkbook(access, 'sheet-1')).toEqual([
      { title: 'Pain', rows: [HEADER, ['Gel', '1%|2%', '30g', 'Note.', 'S4', 'people', 'Refrigerated', '21', '24.50', 'GST-free']] },
      { title: "Children's Health", rows: [HEADER, ['Oral Liquid', '', '100mL']] },
      { title: 'Empty', rows: [] },
    ]);
    expect(await requests()).toEqual([
      expect.objectContaining({ path: '/v4/spreadsheets/sheet-1', query: { fields: ['sheets.properties.title'] } }),
      expect.objectContaining({
        path: '/v4/spreadsheets/sheet-1/values:batchGet',
        query: { ranges: ["'Pain'!A:J", "'Children''s Health'!A:J", "'Empty'!A:J"], fields: ['valueRanges.values'] },
      }),
    ]);
  });

  it('returns no tabs for a spreadsheet without any, without asking for values', async () => {
    const { access, requests } = await standInWith({ bare: { tabs: [] } });
    expect(await readWorkbook(access, 'bare')).toEqual([]);
    expect(await requests()).toHaveLength(1);
  });

  it('says when no sheet has the ID', async () => {
    const { access } = await standInWith({});
    expect(await problemOf(readWorkbook(access, 'no-such-sheet'))).toBe('notFound');
  });

  it('says when the sheet is not shared with the service account', async () => {
    const { access } = await standInWith({ private: { tabs: [{ title: 'Pain', rows: [HEADER] }], shared: false } });
    expect(await problemOf(readWorkbook(access, 'private'))).toBe('notShared');
  });

  it('says when Google cannot read the ID at all', async () => {
    const { access } = await googleAnswering(400, { error: { code: 400, message: 'Invalid', status: 'INVALID_ARGUMENT' } });
    expect(await problemOf(readWorkbook(access, 'x'))).toBe('invalidSheetId');
  });

  it('says Google is unavailable when it keeps failing, after retrying', async () => {
    const { access, seen } = await googleAnswering(503, { error: { code: 503, message: 'Unavailable', status: 'UNAVAILABLE' } });
    expect(await problemOf(readWorkbook(access, 'sheet-1'))).toBe('unavailable');
    expect(seen.requests).toBe(3);
  });

  it('says Google is unavailable when nothing answers', async () => {
    const { access } = await standInWith({});
    await standIn!.close();
    expect(await problemOf(readWorkbook(access, 'sheet-1'))).toBe('unavailable');
    standIn = undefined;
  });

  it('leaves our own credential problems as server errors, not the admin’s to fix', async () => {
    const { access } = await googleAnswering(401, { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } });
    const error = await readWorkbook(access, 'sheet-1').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SheetReadError);
  });

  it('refuses to run with neither the service account nor a stand-in', async () => {
    await expect(readWorkbook({ sheetsCredentials: null, sheetsApiUrl: null }, 'sheet-1')).rejects.toThrow(/service account/);
  });
});

describe('rangeOf', () => {
  it('quotes every tab name and doubles the quotes inside it', () => {
    expect(rangeOf('Pain')).toBe("'Pain'!A:J");
    expect(rangeOf("Children's 'Kids'")).toBe("'Children''s ''Kids'''!A:J");
  });
});
