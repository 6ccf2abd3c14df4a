import express from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  SHEET_SYNC_ERROR_CODES,
  SHEET_SYNC_MESSAGES,
  type SheetConfig,
  type UserRecord,
} from '@pharmacy/shared';
import type { SheetTab } from './catalogue-from-sheet.ts';
import { stripApiPrefix } from '../../platform/http/app.ts';
import { createRequireCaller } from '../../platform/http/auth.ts';
import { createErrorHandler } from '../../platform/http/errors.ts';
import { startTestServer, type TestServer } from '../../platform/http/testing/test-server.ts';
import { createFakeSheetSyncDeps, type FakeSheetWorld } from './testing/fake-deps.ts';
import { sheetSyncRouter } from './sheet-sync-router.ts';
import { everyAdminFactorOnRecord } from '../../platform/http/testing/admin-factors.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const NOW = new Date('2026-03-02T09:00:00+11:00');
const SHEET_ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const HEADER = ['Medication', 'Strengths', 'Amounts', 'Indication'];
const GOOD_SHEET: SheetTab[] = [
  { title: 'Pain', rows: [HEADER, ['Warming Gel', '5%|10%', '30g|60g', 'Apply thinly.']] },
  { title: 'Other', rows: [HEADER, ['Custom Formula', '', '', 'Describe it in the notes.']] },
];
const PREVIOUS_CONFIG: SheetConfig = {
  sheetId: 'previous-sheet-0000000000',
  sheetNames: ['Pain'],
  lastSynced: '2026-01-01T00:00:00.000Z',
  syncedBy: 'earlier@pharmacy.test',
};

const USERS: Record<string, UserRecord> = {
  admin: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' },
  approved: { firstName: 'Ada', lastName: 'Lim', email: 'ada@clinic.test', role: 'practitioner', status: 'approved' },
};

let server: TestServer;
let world: FakeSheetWorld;
const logError = vi.fn();

beforeEach(async () => {
  const fake = createFakeSheetSyncDeps();
  world = fake.world;
  const requireCaller = createRequireCaller({
    verifyIdToken: async (token) => {
      const record = USERS[token];
      return record ? { uid: `uid-${token}`, email: record.email, emailVerified: true, secondFactor: 'phone', secondFactorId: 'mobile', authTime: new Date() } : null;
    },
    isAdminFactorOnRecord: everyAdminFactorOnRecord,
    getUserRecord: async (uid) => USERS[uid.replace(/^uid-/, '')] ?? null,
  });
  const app = express();
  app.use(stripApiPrefix, express.json());
  app.use(sheetSyncRouter(fake.deps, requireCaller, () => NOW));
  app.use(createErrorHandler(logError));
  server = await startTestServer(app);
});
afterEach(() => server.close());

async function call(path: string, body?: unknown, token = 'admin') {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const sync = (body: unknown, token?: string) => call('/api/sync-google-sheet', body, token);

describe('POST /sync-google-sheet (unit)', () => {
  it('makes the sheet the catalogue, records who synced it from the token, and answers the stats', async () => {
    world.sheets.set(SHEET_ID, GOOD_SHEET);
    const response = await sync({ sheetId: SHEET_ID, syncedBy: 'someone-else@evil.test' });

    const config = { sheetId: SHEET_ID, sheetNames: ['Pain', 'Other'], lastSynced: NOW.toISOString(), syncedBy: 'pat@pharmacy.test' };
    expect(response).toEqual({
      status: 200,
      body: {
        success: true,
        stats: { conditions: 2, totalFormulas: 2, totalDosages: 4, sheetNames: ['Pain', 'Other'] },
        config,
      },
    });
    expect(world.stored.catalogue?.formulasByCondition.pain).toEqual([{ label: 'Warming Gel', value: 'warming-gel' }]);
    expect(world.stored.settings).toEqual(config);
    expect(world.stored.audit).toEqual([
      {
        action: AUDIT_ACTIONS.sheetSync,
        actorUid: 'uid-admin',
        actorEmail: 'pat@pharmacy.test',
        target: { type: 'sheet', id: SHEET_ID, label: SHEET_ID },
        details: { conditions: 2, totalFormulas: 2, totalDosages: 4 },
      },
    ]);
  });

  it('takes the ID out of a pasted Google Sheets address', async () => {
    world.sheets.set(SHEET_ID, GOOD_SHEET);
    const response = await sync({ sheetId: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit#gid=0` });
    expect(response.status).toBe(200);
    expect(world.reads).toEqual([SHEET_ID]);
    expect(world.stored.settings).toMatchObject({ sheetId: SHEET_ID });
  });

  it.each([
    ['an empty ID', '  ', 400, 'invalid_request', ADMIN_MESSAGES.sheetIdRequired],
    ['something that is no ID', 'my medication sheet', 400, SHEET_SYNC_ERROR_CODES.invalidSheetId, SHEET_SYNC_MESSAGES.invalidSheetId],
  ])('refuses %s without asking Google', async (_what, sheetId, status, code, error) => {
    expect(await sync({ sheetId })).toEqual({ status, body: { code, error } });
    expect(world.reads).toEqual([]);
  });

  it.each([
    ['notFound', 422, SHEET_SYNC_ERROR_CODES.notFound, SHEET_SYNC_MESSAGES.notFound],
    ['notShared', 422, SHEET_SYNC_ERROR_CODES.notShared, SHEET_SYNC_MESSAGES.notShared],
    ['invalidSheetId', 400, SHEET_SYNC_ERROR_CODES.invalidSheetId, SHEET_SYNC_MESSAGES.invalidSheetId],
    ['unavailable', 503, SHEET_SYNC_ERROR_CODES.unavailable, SHEET_SYNC_MESSAGES.unavailable],
  ] as const)('answers a sheet that cannot be read (%s) and keeps the previous catalogue', async (problem, status, code, error) => {
    world.stored.settings = PREVIOUS_CONFIG;
    world.sheets.set(SHEET_ID, problem);
    expect(await sync({ sheetId: SHEET_ID })).toEqual({ status, body: { code, error } });
    expect(world.stored).toEqual({ catalogue: null, settings: PREVIOUS_CONFIG, audit: [] });
  });

  it('names what to fix in a sheet that breaks the layout, and keeps the previous catalogue', async () => {
    world.stored.settings = PREVIOUS_CONFIG;
    world.sheets.set(SHEET_ID, [{ title: 'Pain', rows: [HEADER, ['Gel'], ['gel ']] }]);
    expect(await sync({ sheetId: SHEET_ID })).toEqual({
      status: 422,
      body: { code: SHEET_SYNC_ERROR_CODES.invalidSheet, error: SHEET_SYNC_MESSAGES.duplicateName('Pain', 'gel') },
    });
    expect(world.stored).toEqual({ catalogue: null, settings: PREVIOUS_CONFIG, audit: [] });
  });

  it('lets only admins sync', async () => {
    world.sheets.set(SHEET_ID, GOOD_SHEET);
    expect((await sync({ sheetId: SHEET_ID }, 'approved')).status).toBe(403);
    expect((await sync({ sheetId: SHEET_ID }, 'forged')).status).toBe(401);
    expect(world.reads).toEqual([]);
  });
});

describe('GET /google-sheet-config (unit)', () => {
  it('answers null before the first sync', async () => {
    expect(await call('/api/google-sheet-config')).toEqual({ status: 200, body: { success: true, sheetId: null, config: null } });
  });

  it('answers the connected sheet', async () => {
    world.stored.settings = PREVIOUS_CONFIG;
    expect(await call('/api/google-sheet-config')).toEqual({
      status: 200,
      body: { success: true, sheetId: PREVIOUS_CONFIG.sheetId, config: PREVIOUS_CONFIG },
    });
  });

  it('treats unreadable stored settings as a server error, not the caller’s', async () => {
    world.stored.settings = { sheetId: 42 };
    expect((await call('/api/google-sheet-config')).status).toBe(500);
    expect(logError).toHaveBeenCalled();
  });

  it('lets only admins see it', async () => {
    expect((await call('/api/google-sheet-config', undefined, 'approved')).status).toBe(403);
    expect((await call('/api/google-sheet-config', undefined, 'nobody')).status).toBe(401);
  });
});
