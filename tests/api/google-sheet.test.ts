/**
 * The medication Google Sheet (issue #6): an admin connects a sheet and syncs it into
 * the catalogue practitioners order from. The function reads the sheet with the real
 * googleapis client, here from the local Sheets API stand-in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CAUTIONARY_LABELS_COLUMN,
  CAUTIONARY_LABEL_CODES,
  ADMIN_COLLECTIONS,
  ADMIN_MESSAGES,
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  ORDER_API_PATHS,
  SHEET_SYNC_ERROR_CODES,
  SHEET_SYNC_MESSAGES,
  SheetConfigSchema,
  SyncStatsSchema,
  type MedicationDatabaseResponse,
  type UserStatus,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import {
  loadWorkbook,
  medicationTab,
  rememberCatalogue,
  removeTestWorkbooks,
  sheetConfig,
  standInRequests,
  syncSheet,
  uniqueSheetId,
  type StandInWorkbook,
} from '../support/sheets.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

let admin: TestUser;
let practitioner: TestUser;
let restoreCatalogue: () => Promise<void>;

beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  admin = await createAdmin();
  practitioner = await createPrescriber();
});
afterEach(removeTestWorkbooks);
afterAll(async () => {
  await restoreCatalogue();
  await deleteTestUsers();
  await closeAdmin();
});

const SHEET: StandInWorkbook = {
  tabs: [
    // Column H: the barrier cream's cautionary advisory label (decision 058).
    medicationTab('Dermatitis', ['Barrier Cream', '1% | 2%', '30g|60g', 'Fragrance-free base.', '', '', '', '21'], ['Soothing Gel', '', '50g']),
    medicationTab(' Oral Liquids ', ['Sugar-Free Base', '', '100mL|200mL', 'For sensitivities.'], [], ['Custom Liquid']),
  ],
};

/** The catalogue as an approved practitioner's dashboard loads it. */
async function servedCatalogue() {
  const response = await request(ORDER_API_PATHS.medicationDatabase, { idToken: practitioner.idToken });
  expect(response.status).toBe(200);
  return (response.json as MedicationDatabaseResponse).data;
}

async function syncEntriesFor(sheetId: string) {
  const entries = await adminDb().collection(ADMIN_COLLECTIONS.auditLog).where('target.id', '==', sheetId).get();
  return entries.docs.map((doc) => doc.data()).filter((entry) => entry.action === AUDIT_ACTIONS.sheetSync);
}

function expectRefusal(response: SiteResponse, status: number, code: string, error: string): void {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toEqual({ code, error });
}

describe('an admin syncing the medication sheet', () => {
  test('makes the sheet the catalogue practitioners order from, and says what it synced', async () => {
    const sheetId = await loadWorkbook(SHEET);
    const response = await syncSheet(admin.idToken, sheetId);

    expect(response.status).toBe(200);
    const { stats, config } = response.json as { stats: unknown; config: unknown };
    // 2 strengths x 2 amounts + 1 amount, then 2 amounts, then none for the custom liquid.
    expect(SyncStatsSchema.parse(stats)).toEqual({
      conditions: 2,
      totalFormulas: 4,
      totalDosages: 7,
      sheetNames: ['Dermatitis', ' Oral Liquids '],
    });
    expect(await servedCatalogue()).toEqual({
      conditions: [
        { label: 'Dermatitis', value: 'dermatitis' },
        { label: 'Oral Liquids', value: 'oral-liquids' },
      ],
      formulasByCondition: {
        dermatitis: [
          { label: 'Barrier Cream', value: 'barrier-cream' },
          { label: 'Soothing Gel', value: 'soothing-gel' },
        ],
        'oral-liquids': [
          { label: 'Sugar-Free Base', value: 'sugar-free-base' },
          { label: 'Custom Liquid', value: 'custom-liquid' },
        ],
      },
      strengthsByFormula: { 'barrier-cream': ['1%', '2%'], 'soothing-gel': [], 'sugar-free-base': [], 'custom-liquid': [] },
      amountsByFormula: { 'barrier-cream': ['30g', '60g'], 'soothing-gel': ['50g'], 'sugar-free-base': ['100mL', '200mL'], 'custom-liquid': [] },
      descriptionsByFormula: {
        'barrier-cream': 'Fragrance-free base.',
        'soothing-gel': '',
        'sugar-free-base': 'For sensitivities.',
        'custom-liquid': '',
      },
      // Columns E to G left blank: of unstated kind (issue 24).
      kindsByFormula: Object.fromEntries(
        ['barrier-cream', 'soothing-gel', 'sugar-free-base', 'custom-liquid'].map((formula) => [formula, { schedule: null, forWhom: null, storage: null }]),
      ),
      cautionaryLabelsByFormula: { 'barrier-cream': ['21'] },
      // No price columns: every formula priced by the pharmacy (decision 077).
      pricesByFormula: {},
    });

    // The connected sheet, synced by the signed-in admin (never the body's syncedBy).
    const synced = SheetConfigSchema.parse(config);
    expect(synced).toMatchObject({ sheetId, sheetNames: ['Dermatitis', ' Oral Liquids '], syncedBy: admin.email });
    expect(Date.now() - Date.parse(synced.lastSynced)).toBeLessThan(60_000);
    const current = await sheetConfig(admin.idToken);
    expect(current.status).toBe(200);
    expect(current.json).toEqual({ success: true, sheetId, config: synced });

    expect(await syncEntriesFor(sheetId)).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'sheet', id: sheetId, label: sheetId },
        details: { conditions: 2, totalFormulas: 4, totalDosages: 7 },
      }),
    ]);
  });

  test('reads every tab through the Sheets API: the tab names, then all tabs at once', async () => {
    const sheetId = await loadWorkbook(SHEET);
    expect((await syncSheet(admin.idToken, sheetId)).status).toBe(200);
    expect(await standInRequests(sheetId)).toEqual([
      expect.objectContaining({ path: `/v4/spreadsheets/${sheetId}`, query: { fields: ['sheets.properties.title'] }, status: 200 }),
      expect.objectContaining({
        path: `/v4/spreadsheets/${sheetId}/values:batchGet`,
        query: { ranges: ["'Dermatitis'!A:J", "' Oral Liquids '!A:J"], fields: ['valueRanges.values'] },
        status: 200,
      }),
    ]);
  });

  test('may paste the sheet’s whole address instead of its ID', async () => {
    const sheetId = await loadWorkbook(SHEET);
    const response = await syncSheet(admin.idToken, `https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ config: { sheetId } });
  });
});

describe('a sync that is refused leaves the previous catalogue serving', () => {
  let previousConfig: unknown;

  beforeAll(async () => {
    const sheetId = await loadWorkbook(SHEET);
    expect((await syncSheet(admin.idToken, sheetId)).status).toBe(200);
    previousConfig = (await sheetConfig(admin.idToken)).json;
  });

  async function expectNothingChanged(before: unknown): Promise<void> {
    expect(await servedCatalogue()).toEqual(before);
    expect((await sheetConfig(admin.idToken)).json).toEqual(previousConfig);
  }

  const badSheets: [string, StandInWorkbook, string][] = [
    ['has no tabs', { tabs: [] }, SHEET_SYNC_MESSAGES.noTabs],
    ['has a tab with nothing under its header', { tabs: [medicationTab('Pain', ['Gel']), medicationTab('Hormone', [], ['  '])] }, SHEET_SYNC_MESSAGES.emptyTab('Hormone')],
    ['has a row with no medication name', { tabs: [medicationTab('Pain', ['Gel', '1%'], ['', '5%', '30g'])] }, SHEET_SYNC_MESSAGES.blankName('Pain', 3)],
    ['lists a medication twice', { tabs: [medicationTab('Pain', ['Warming Gel'], [' warming gel', '2%'])] }, SHEET_SYNC_MESSAGES.duplicateName('Pain', 'warming gel')],
    ['has two tabs named alike', { tabs: [medicationTab('Pain', ['Gel']), medicationTab('Pain ', ['Cream'])] }, SHEET_SYNC_MESSAGES.duplicateCondition('Pain')],
    [
      'names a cautionary advisory label the list does not hold',
      { tabs: [medicationTab('Pain', ['Gel', '1%', '30g', '', '', '', '', '21|99'])] },
      SHEET_SYNC_MESSAGES.unknownKinds([{ tab: 'Pain', row: 2, heading: CAUTIONARY_LABELS_COLUMN.heading, value: '21|99', words: CAUTIONARY_LABEL_CODES }]),
    ],
  ];

  test.each(badSheets)('when the sheet %s', async (_what, workbook, message) => {
    const before = await servedCatalogue();
    const sheetId = await loadWorkbook(workbook);
    expectRefusal(await syncSheet(admin.idToken, sheetId), 422, SHEET_SYNC_ERROR_CODES.invalidSheet, message);
    await expectNothingChanged(before);
    expect(await syncEntriesFor(sheetId)).toEqual([]);
  });

  test('when the sheet is not shared with the service account', async () => {
    const before = await servedCatalogue();
    const sheetId = await loadWorkbook({ ...SHEET, shared: false });
    expectRefusal(await syncSheet(admin.idToken, sheetId), 422, SHEET_SYNC_ERROR_CODES.notShared, SHEET_SYNC_MESSAGES.notShared);
    await expectNothingChanged(before);
  });

  test('when no sheet has the ID', async () => {
    const before = await servedCatalogue();
    expectRefusal(await syncSheet(admin.idToken, uniqueSheetId()), 422, SHEET_SYNC_ERROR_CODES.notFound, SHEET_SYNC_MESSAGES.notFound);
    await expectNothingChanged(before);
  });

  test('when the ID is empty or not an ID, without asking Google', async () => {
    const before = await servedCatalogue();
    expectRefusal(await syncSheet(admin.idToken, '   '), 400, 'invalid_request', ADMIN_MESSAGES.sheetIdRequired);
    const notAnId = 'Harbourside medication list';
    expectRefusal(await syncSheet(admin.idToken, notAnId), 400, SHEET_SYNC_ERROR_CODES.invalidSheetId, SHEET_SYNC_MESSAGES.invalidSheetId);
    expect(await standInRequests(notAnId)).toEqual([]);
    await expectNothingChanged(before);
  });
});

describe('only admins reach the sheet', () => {
  const endpoints = [
    ['GET /api/google-sheet-config', (idToken?: string) => sheetConfig(idToken)],
    ['POST /api/sync-google-sheet', (idToken?: string) => syncSheet(idToken, uniqueSheetId())],
  ] as const;

  test.each(endpoints)('%s tells a signed-out visitor to sign in', async (_endpoint, call) => {
    expectUnauthenticated(await call());
  });

  test.each(endpoints)('%s is refused to pending, rejected and approved practitioners', async (_endpoint, call) => {
    for (const status of ['pending', 'rejected', 'approved'] satisfies UserStatus[]) {
      const user = await createPractitioner(status);
      const response = await call(user.idToken);
      expect(response.status, status).toBe(403);
      expect(ApiErrorBodySchema.parse(response.json).code).toBe('forbidden');
    }
  });

  test('a refused practitioner’s sync never reaches the sheet', async () => {
    const sheetId = await loadWorkbook(SHEET);
    expect((await syncSheet(practitioner.idToken, sheetId)).status).toBe(403);
    expect(await standInRequests(sheetId)).toEqual([]);
  });
});
