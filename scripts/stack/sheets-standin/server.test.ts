import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSheetsStandIn, type CapturedRequest, type SheetsStandIn } from './server.ts';
import type { StandInWorkbook } from './workbook.ts';

let standIn: SheetsStandIn;
beforeEach(async () => {
  standIn = await startSheetsStandIn({ port: 0 });
});
afterEach(() => standIn.close());

const call = async (path: string, init?: RequestInit) => {
  const response = await fetch(new URL(path, standIn.url), init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
};
const load = (id: string, workbook: StandInWorkbook) =>
  call(`/__standin/workbooks/${encodeURIComponent(id)}`, { method: 'PUT', body: JSON.stringify(workbook) });
const batchGet = (id: string, ...ranges: string[]) =>
  call(`/v4/spreadsheets/${id}/values:batchGet?${ranges.map((range) => `ranges=${encodeURIComponent(range)}`).join('&')}`);

const WORKBOOK: StandInWorkbook = {
  tabs: [
    { title: 'Pain', rows: [['Medication', 'Strengths'], ['Gel', '1%|2%', '30g', '', '', ''], ['', ''], [], ['Cream', '', '', 'Note.', 'column E']] },
    { title: "Children's", rows: [['Medication'], [''], ['']] },
  ],
};

describe('the Google Sheets API stand-in', () => {
  it('lists the tab titles, as `fields=sheets.properties.title` asks', async () => {
    await load('sheet-1', WORKBOOK);
    expect(await call('/v4/spreadsheets/sheet-1?fields=sheets.properties.title')).toEqual({
      status: 200,
      body: { sheets: [{ properties: { title: 'Pain' } }, { properties: { title: "Children's" } }] },
    });
  });

  it('answers a spreadsheet without tabs with nothing selected', async () => {
    await load('empty', { tabs: [] });
    expect(await call('/v4/spreadsheets/empty?fields=sheets.properties.title')).toEqual({ status: 200, body: {} });
  });

  it('returns the asked columns of each quoted range, without trailing empty cells or rows', async () => {
    await load('sheet-1', WORKBOOK);
    const { status, body } = await batchGet('sheet-1', "'Pain'!A:D", "'Children''s'!A:D");
    expect(status).toBe(200);
    expect(body).toEqual({
      spreadsheetId: 'sheet-1',
      valueRanges: [
        {
          range: "'Pain'!A:D",
          majorDimension: 'ROWS',
          values: [['Medication', 'Strengths'], ['Gel', '1%|2%', '30g'], [], [], ['Cream', '', '', 'Note.']],
        },
        { range: "'Children''s'!A:D", majorDimension: 'ROWS', values: [['Medication']] },
      ],
    });
  });

  it('leaves out values for a tab with no cells at all', async () => {
    await load('blank', { tabs: [{ title: 'Pain', rows: [] }] });
    expect((await batchGet('blank', "'Pain'!A:D")).body).toEqual({
      spreadsheetId: 'blank',
      valueRanges: [{ range: "'Pain'!A:D", majorDimension: 'ROWS' }],
    });
  });

  it('refuses a range naming no tab, as Google does', async () => {
    await load('sheet-1', WORKBOOK);
    expect(await batchGet('sheet-1', "'Hormone'!A:D")).toEqual({
      status: 400,
      body: { error: { code: 400, message: "Unable to parse range: 'Hormone'!A:D", status: 'INVALID_ARGUMENT' } },
    });
  });

  it('answers 404 for an ID with no workbook, including one that was deleted', async () => {
    const notFound = { status: 404, body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } } };
    expect(await call('/v4/spreadsheets/nothing-here')).toEqual(notFound);
    await load('sheet-1', WORKBOOK);
    expect((await call('/__standin/workbooks/sheet-1', { method: 'DELETE' })).status).toBe(204);
    expect(await batchGet('sheet-1', "'Pain'!A:D")).toEqual(notFound);
  });

  it('answers 403 for a sheet not shared with the service account', async () => {
    await load('private', { ...WORKBOOK, shared: false });
    const denied = { status: 403, body: { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } } };
    expect(await call('/v4/spreadsheets/private')).toEqual(denied);
    expect(await batchGet('private', "'Pain'!A:D")).toEqual(denied);
  });

  it('refuses a workbook that is not tabs of string rows', async () => {
    for (const body of ['{', '{}', '{"tabs":[{"title":"Pain","rows":[[1]]}]}', '{"tabs":[],"shared":"no"}']) {
      expect((await call('/__standin/workbooks/x', { method: 'PUT', body })).status).toBe(400);
    }
    expect((await call('/v4/spreadsheets/x')).status).toBe(404);
  });

  it('shows what was asked of it, per spreadsheet', async () => {
    await load('sheet-1', WORKBOOK);
    await call('/v4/spreadsheets/sheet-1?fields=sheets.properties.title');
    await batchGet('sheet-1', "'Pain'!A:D", "'Children''s'!A:D");
    await call('/v4/spreadsheets/other');

    const { body } = await call('/__standin/requests?spreadsheetId=sheet-1');
    expect((body as { requests: CapturedRequest[] }).requests).toEqual([
      { method: 'GET', path: '/v4/spreadsheets/sheet-1', spreadsheetId: 'sheet-1', query: { fields: ['sheets.properties.title'] }, status: 200 },
      {
        method: 'GET',
        path: '/v4/spreadsheets/sheet-1/values:batchGet',
        spreadsheetId: 'sheet-1',
        query: { ranges: ["'Pain'!A:D", "'Children''s'!A:D"] },
        status: 200,
      },
    ]);
    const all = (await call('/__standin/requests')).body as { requests: CapturedRequest[] };
    expect(all.requests.map((request) => request.spreadsheetId)).toEqual(['sheet-1', 'sheet-1', 'other']);
  });
});
