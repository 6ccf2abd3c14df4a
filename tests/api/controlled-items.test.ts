/**
 * Issue 24 parts 1, 3 and 4 through the Hosting emulator: the sheet's kind columns,
 * Schedule 8 items and one supply per e-script token. The catalogue is the demo one,
 * with its Schedule 8 formula, put in place for these tests and restored after.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  COLLECTIONS,
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_CLAIM_MESSAGES,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  S8_ERROR_CODES,
  S8_MESSAGES,
  SHEET_SYNC_ERROR_CODES,
  type CartItemPayload,
  type PatientSnapshot,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { DEMO_MEDICATION_DATABASE, DEMO_S8_FORMULA } from '../../scripts/stack/demo/demo-catalogue.ts';
import { workbookOf } from '../../scripts/stack/sheets-standin/demo-workbook.ts';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { cartItem, deleteTestOrders, orderForm, ordersOf, postOrder, storedOrder, uniqueTokenCode, type Choice } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { loadWorkbook, medicationTab, rememberCatalogue, removeTestWorkbooks, syncSheet } from '../support/sheets.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

const S8_CHOICE: Choice = { condition: 'pain', formula: DEMO_S8_FORMULA.value, strength: '5%', amount: '30g' };

let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let alicesPatient: PatientSnapshot;
let bobsPatient: PatientSnapshot;
let restoreCatalogue: () => Promise<void>;

beforeAll(async () => {
  restoreCatalogue = await rememberCatalogue();
  await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set({ ...DEMO_MEDICATION_DATABASE, source: 'test' });
  admin = await createAdmin();
  alice = await createPrescriber();
  bob = await createPrescriber();
  alicesPatient = await createTestPatient(alice.uid);
  bobsPatient = await createTestPatient(bob.uid);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await removeTestWorkbooks();
  await restoreCatalogue();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

/** An S8 item for the patient, on an e-script token, with its authority and interval unless overridden. */
function s8Cart(patient: PatientSnapshot, token: string, overrides: Partial<CartItemPayload> = {}): string {
  const item = cartItem({ patientId: patient.patientId, choice: S8_CHOICE, escriptToken: token });
  return JSON.stringify([{ ...item, s8AuthorityNumber: 'AU 654-321', repeatIntervalDays: 14, ...overrides }]);
}

const submitS8 = (user: TestUser, patient: PatientSnapshot, token: string, overrides: Partial<CartItemPayload> = {}, scripts = [] as (typeof SCRIPT_PDF)[]) =>
  postOrder(orderForm([], { cartJson: s8Cart(patient, token, overrides), scripts }), user.idToken);

function expectRefused(response: { status: number; json: unknown }, status: number, code: string, error: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, error });
}

describe('a Schedule 8 item', () => {
  test('is placed with its authority, interval, schedule and storage, which a later sync does not change', async () => {
    const response = await submitS8(alice, alicesPatient, uniqueTokenCode());
    expect(response.status).toBe(201);
    const { requestId } = response.json as SubmitOrderResponse;
    const expected = {
      schedule: 'S8',
      storage: 'refrigerated',
      s8Prescription: { authorityNumber: 'AU654321', repeatIntervalDays: 14 },
      legalScript: { state: 'token_received' },
    };
    expect(await storedOrder(requestId)).toMatchObject({ items: [expected] });

    // The sheet now says the formula is Schedule 4 and kept at room temperature.
    const changed = workbookOf({
      ...DEMO_MEDICATION_DATABASE,
      kindsByFormula: { ...DEMO_MEDICATION_DATABASE.kindsByFormula, [DEMO_S8_FORMULA.value]: { schedule: 'S4', forWhom: 'people', storage: 'room_temperature' } },
    });
    const synced = await syncSheet(admin.idToken, await loadWorkbook(changed));
    expect(synced.status).toBe(200);
    expect(await storedOrder(requestId)).toMatchObject({ items: [expected] });
    await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').set({ ...DEMO_MEDICATION_DATABASE, source: 'test' });
  });

  test('is refused without an authority number, without an interval, and with only an uploaded image, each saying why', async () => {
    const before = await ordersOf(alice.uid);
    expectRefused(await submitS8(alice, alicesPatient, uniqueTokenCode(), { s8AuthorityNumber: '' }), 400, S8_ERROR_CODES.authorityRequired, S8_MESSAGES.authorityMissing);
    expectRefused(await submitS8(alice, alicesPatient, uniqueTokenCode(), { s8AuthorityNumber: 'AU12' }), 400, 'invalid_request', S8_MESSAGES.authorityFormat);
    expectRefused(await submitS8(alice, alicesPatient, uniqueTokenCode(), { repeatIntervalDays: undefined }), 400, S8_ERROR_CODES.intervalRequired, S8_MESSAGES.intervalMissing);
    const uploadOnly = await submitS8(alice, alicesPatient, '', { scriptMethod: 'upload', escriptToken: '', scriptFileName: SCRIPT_PDF.fileName }, [SCRIPT_PDF]);
    expectRefused(uploadOnly, 400, S8_ERROR_CODES.legalPrescriptionRequired, S8_MESSAGES.uploadAlone);
    expect(await ordersOf(alice.uid)).toEqual(before);
  });
});

describe('an e-script token', () => {
  test('sent on two orders at once, by two practitioners, gives exactly one order and one refusal naming no one', async () => {
    const token = uniqueTokenCode();
    const countOrders = async () => (await ordersOf(alice.uid)).length + (await ordersOf(bob.uid)).length;
    const before = await countOrders();
    const responses = await Promise.all([submitS8(alice, alicesPatient, token), submitS8(bob, bobsPatient, token.toLowerCase())]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expectRefused(refused, 409, ESCRIPT_CLAIM_ERROR_CODES.taken, ESCRIPT_CLAIM_MESSAGES.taken);
    expect(refused.text).not.toMatch(new RegExp(`${alice.email}|${bob.email}|HC-`, 'i'));
    expect(await countOrders()).toBe(before + 1);
  });

  test('is refused on a later order, and freed again when the order holding it is cancelled', async () => {
    const token = uniqueTokenCode();
    const first = await submitS8(alice, alicesPatient, token);
    expect(first.status).toBe(201);
    const { requestId } = first.json as SubmitOrderResponse;
    expectRefused(await submitS8(bob, bobsPatient, token), 409, ESCRIPT_CLAIM_ERROR_CODES.taken, ESCRIPT_CLAIM_MESSAGES.taken);

    const claims = await adminDb().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', requestId).get();
    expect(claims.size).toBe(1);
    expect(JSON.stringify(claims.docs[0]?.data())).not.toContain(token);

    // Nothing was supplied from a cancelled order.
    const cancelled = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect((await submitS8(bob, bobsPatient, token)).status).toBe(201);
  });
});

describe('the sheet sync', () => {
  test('reports the row with a schedule it does not know, and changes nothing', async () => {
    const sheetId = await loadWorkbook({
      tabs: [medicationTab('Pain', ['Ketamine Cream', '5%', '30g', '', 'Schedule 8', 'people', 'refrigerated'], ['Gel', '1%', '30g', '', 'S4'])],
    });
    const response = await syncSheet(admin.idToken, sheetId);
    expect(response.status).toBe(422);
    const body = ApiErrorBodySchema.parse(response.json);
    expect(body.code).toBe(SHEET_SYNC_ERROR_CODES.invalidSheet);
    expect(body.error).toContain('\u201cPain\u201d row 2: Schedule \u201cSchedule 8\u201d (use S2, S3, S4, S4D, S8 or leave it blank)');
    const stored = await adminDb().collection(COLLECTIONS.medicationDatabase).doc('current').get();
    expect(stored.get('kindsByFormula')).toEqual(DEMO_MEDICATION_DATABASE.kindsByFormula);
  });
});
