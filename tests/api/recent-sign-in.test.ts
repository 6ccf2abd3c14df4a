/**
 * The most sensitive admin actions need a recent sign-in (issue 14, decision 022):
 * deleting a user, changing a practitioner's status, connecting a different sheet,
 * exporting the practitioner list, cancelling an order, downloading a patient's APP 12
 * bundle (issue 23) and checking another admin's record of compounding (decision 050) are refused when the
 * admin last entered their password and code over 30 minutes ago, with a code the portal
 * answers by asking them to sign in again.
 *
 * The time is given, not waited for: the function's own app and routers run in this
 * process against the emulators (real Auth-emulator tokens from a two-step sign-in,
 * verified with revocation checks; real Firestore and Auth for users), with the
 * routers' clock set forward. Only the sheet's reading and storing are stand-ins here:
 * the guard decides before either is reached.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  ApiErrorBodySchema,
  COMPOUNDING_API_PATHS,
  DEFAULT_BILLING_SETTINGS,
  sydneyDateOf,
  ORDER_API_PATHS,
  ORDER_DRAFT_API_PATHS,
  SIGNING_SIGN_IN_MINUTES,
  type SubmitOrderResponse,
  RECENT_SIGN_IN_MINUTES,
  SIGN_IN_SECURITY_CODES,
  patientBundlePath,
  patientRecordPath,
  xeroExportPath,
  type SheetConfig,
} from '@pharmacy/shared';
import { adminAuth, adminMobileOf, closeAdmin, userDoc } from '../support/admin.ts';
import { DEFAULT_BUCKET } from '../support/enquiries.ts';
import { STACK_PROJECT_ID } from '../support/stack.ts';
import { uniqueTokenCode, deleteTestOrders, orderForm, postOrder, storedOrder, twoChoices } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createPractitioner, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

// The function's own Admin SDK set-up reads these, as it does in the Functions emulator.
process.env.GCLOUD_PROJECT ??= STACK_PROJECT_ID;
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: STACK_PROJECT_ID, storageBucket: DEFAULT_BUCKET });

const { createApp } = await import('../../functions/src/platform/http/app.ts');
const { verifyIdToken } = await import('../../functions/src/platform/http/id-tokens.ts');
const { getUserRecord } = await import('../../functions/src/platform/http/user-records.ts');
const { createIsAdminFactorOnRecord } = await import('../../functions/src/platform/http/admin-factor.ts');
const { firestoreAdminFactorStore } = await import('../../functions/src/platform/http/admin-factor-store.ts');
const { practitionersRouter } = await import('../../functions/src/features/practitioners/index.ts');
const { adminsRouter } = await import('../../functions/src/features/admins/index.ts');
const { sheetSyncRouter } = await import('../../functions/src/features/catalogue/index.ts');
const { ordersRouter, orderStore, submissionKeyStore } = await import('../../functions/src/features/orders/index.ts');
const { recordAccess, recordAudit } = await import('../../functions/src/platform/audit/audit-log.ts');
const { patientStore } = await import('../../functions/src/features/patients/index.ts');
const { orderDraftStore, orderDraftsRouter } = await import('../../functions/src/features/order-drafts/index.ts');
const { staffStore } = await import('../../functions/src/features/staff/index.ts');
const { firestoreHeldSource, patientRequestsRouter } = await import('../../functions/src/features/patient-requests/index.ts');
const { compoundingRouter, compoundingStore } = await import('../../functions/src/features/compounding-records/index.ts');
const { statementsRouter, statementStore } = await import('../../functions/src/features/invoices/index.ts');
const { clinicAccountStore } = await import('../../functions/src/features/clinic-accounts/index.ts');

const CONNECTED_SHEET = 'connected-medication-sheet-0001';
const connected: SheetConfig = { sheetId: CONNECTED_SHEET, sheetNames: ['Pain'], lastSynced: '2026-11-01T00:00:00.000Z' };
const sheetsRead: string[] = [];

let admin: TestUser;
let practitioner: TestUser;
/** An approved practitioner with an order request, for the cancelling. */
let orderer: TestUser;
/** Another admin, whose lost phone the admin would replace (decision 037). */
let otherAdmin: TestUser;
let requestId: string;
/** The orderer's patient, whose APP 12 bundle the admin would download (decision 040). */
let patientId: string;
let minutesAhead = 0;
const clock = () => new Date(Date.now() + minutesAhead * 60_000);
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  [admin, practitioner, orderer, otherAdmin] = await Promise.all([
    createAdmin(),
    createPractitioner('pending'),
    createPrescriber(),
    createAdmin(),
  ]);
  // Submitted through the stack's own function; only the status change runs in this process.
  const [choice] = await twoChoices(orderer.idToken);
  ({ patientId } = await createTestPatient(orderer.uid));
  const submitted = await postOrder(orderForm([{ patientId, choice, escriptToken: uniqueTokenCode() }]), orderer.idToken);
  expect(submitted.status).toBe(201);
  requestId = (submitted.json as SubmitOrderResponse).requestId;
  const app = createApp({
    isEmulator: true,
    devRoutesAllowed: false,
    checkConfig: () => undefined,
    verifyIdToken,
    getUserRecord,
    // The emulators' setting (decision 038): no App Check emulator exists to mint tokens.
    appCheckEnforced: () => false,
    verifyAppCheckToken: async () => false,
    isAdminFactorOnRecord: createIsAdminFactorOnRecord(firestoreAdminFactorStore),
    outbox: { list: async () => [], clear: async () => 0 },
    now: clock,
    features: ({ requireCaller }) => [
      practitionersRouter(requireCaller, clock),
      patientRequestsRouter({ patients: patientStore, source: firestoreHeldSource, now: clock }, requireCaller),
      // Signing a draft (decision 045): the guard decides before the draft or the orders are read.
      orderDraftsRouter({ store: orderDraftStore, staff: staffStore, orders: undefined as never, patients: patientStore, settings: () => ({ appOrigin: 'http://127.0.0.1:5000' }), sendMail: async () => undefined }, requireCaller, clock),
      adminsRouter(requireCaller, [], clock), // no limit on the mobile check: not what this file tests
      compoundingRouter(compoundingStore, requireCaller, clock),
      statementsRouter({ statements: statementStore, accounts: clinicAccountStore, now: clock, billingSettings: async () => DEFAULT_BILLING_SETTINGS, recordAudit }, requireCaller),
      ordersRouter(
        {
          settings: () => ({ pharmacyEmail: 'pharmacy@example.test', appOrigin: 'http://127.0.0.1:5000' }),
          readStoredCatalogue: async () => null,
          billingSettings: async () => DEFAULT_BILLING_SETTINGS,
          store: orderStore,
          submissionKeys: submissionKeyStore,
          // The practitioner's notice is not what this file tests.
          sendMail: async () => undefined,
          patients: { getMany: async () => new Map() },
          clinicAccounts: { openOf: async () => null },
          recordAudit,
          recordAccess: (record) => recordAccess(record),
        },
        requireCaller,
        clock,
      ),
      sheetSyncRouter(
        {
          readSheetSettings: async () => connected,
          readWorkbook: async (sheetId) => {
            sheetsRead.push(sheetId);
            return [{ title: 'Pain', rows: [['Medication', 'Strengths', 'Amounts'], ['Test cream', '5%', '30g']] }];
          },
          replaceCatalogueFromSheet: async () => undefined,
        },
        requireCaller,
        clock,
      ),
    ],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
});

async function post(path: string, body: object, idToken = admin.idToken) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function get(path: string) {
  const response = await fetch(`${url}${path}`, { headers: { Authorization: `Bearer ${admin.idToken}` } });
  const text = await response.text();
  return { status: response.status, contentType: response.headers.get('content-type'), text, body: (response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null) as unknown };
}

function expectAskedToSignInAgain(reply: { status: number; body: unknown }) {
  expect(reply.status).toBe(401);
  expect(ApiErrorBodySchema.parse(reply.body).code).toBe(SIGN_IN_SECURITY_CODES.recentSignInRequired);
}

describe(`a sign-in more than ${RECENT_SIGN_IN_MINUTES} minutes old`, () => {
  test('cannot change a practitioner\u2019s status, and the status stays as it was', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ADMIN_API_PATHS.practitionerStatusNotify, { userId: practitioner.uid, status: 'approved' }));
    expect((await userDoc(practitioner.uid).get()).get('status')).toBe('pending');
  });

  test('cannot delete a user, who is still there', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ADMIN_API_PATHS.deleteUser, { userId: practitioner.uid }));
    expect((await adminAuth().getUser(practitioner.uid)).uid).toBe(practitioner.uid);
    expect((await userDoc(practitioner.uid).get()).exists).toBe(true);
  });

  test('cannot point the catalogue at a different sheet, which is never read', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ADMIN_API_PATHS.syncGoogleSheet, { sheetId: 'another-medication-sheet-0001' }));
    expect(sheetsRead).not.toContain('another-medication-sheet-0001');
  });

  test('cannot export the practitioner list', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    const reply = await get(ADMIN_API_PATHS.practitionersExport);
    expectAskedToSignInAgain(reply);
    expect(reply.text).not.toContain(practitioner.email);
  });

  test('cannot export the month’s invoices for Xero', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    const reply = await get(xeroExportPath(sydneyDateOf(clock()).slice(0, 7), 'invoices'));
    expectAskedToSignInAgain(reply);
    expect(reply.text).not.toContain('*ContactName');
  });

  test('cannot download everything held about a patient (the APP 12 bundle)', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    const reply = await get(patientBundlePath(patientId));
    expectAskedToSignInAgain(reply);
    expect(reply.contentType).not.toBe('application/zip');
  });

  test('may still open the patient (routine work)', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expect((await get(patientRecordPath(patientId))).status).toBe(200);
  });

  test('cannot check another admin\u2019s record of compounding, which stays unchecked', async () => {
    minutesAhead = 0;
    const prepared = await fetch(`${url}${COMPOUNDING_API_PATHS.record}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${otherAdmin.idToken}` },
      body: JSON.stringify({ requestId, itemIndex: 0, batchNumber: 'B-1', beyondUseDate: sydneyDateOf(new Date(Date.now() + 7 * 86_400_000)) }),
    });
    expect(prepared.status).toBe(200);
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(COMPOUNDING_API_PATHS.check, { requestId, itemIndex: 0, version: 1 }));
    expect((await storedOrder(requestId))?.compounding).toEqual([expect.not.objectContaining({ checkedBy: expect.anything() as unknown })]);
  });

  test('cannot cancel an order, which stays as it was', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ORDER_API_PATHS.status, { requestId, status: 'cancelled' }));
    expect((await storedOrder(requestId))?.status).toBe('received');
  });

  test('cannot replace another admin\u2019s mobile, whose phone stays enrolled', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ADMIN_API_PATHS.adminMobile, { userId: otherAdmin.uid, mobile: '0412 345 678' }));
    expect(await adminMobileOf(otherAdmin.uid)).toBe(otherAdmin.adminMobile);
    expect((await adminAuth().getUser(otherAdmin.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
  });

  test('may still move an order along the queue (routine work)', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    const reply = await post(ORDER_API_PATHS.status, { requestId, status: 'in_progress' });
    expect(reply.status).toBe(200);
    expect((await storedOrder(requestId))?.status).toBe('in_progress');
  });

  test('may still sync the sheet that is already connected (routine work)', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES + 1;
    const reply = await post(ADMIN_API_PATHS.syncGoogleSheet, { sheetId: CONNECTED_SHEET });
    expect(reply.status).toBe(200);
    expect(sheetsRead).toContain(CONNECTED_SHEET);
  });
});

describe(`signing an order draft needs a sign-in within ${SIGNING_SIGN_IN_MINUTES} minutes (decision 045)`, () => {
  test('a prescriber signed in longer ago is asked to sign in again, before the draft is looked at', async () => {
    minutesAhead = SIGNING_SIGN_IN_MINUTES + 1;
    expectAskedToSignInAgain(await post(ORDER_DRAFT_API_PATHS.sign, { draftId: 'no-such-draft' }, orderer.idToken));
  });

  test('within the minutes the draft is looked for (and this one does not exist)', async () => {
    minutesAhead = SIGNING_SIGN_IN_MINUTES - 1;
    const reply = await post(ORDER_DRAFT_API_PATHS.sign, { draftId: 'no-such-draft', version: 0 }, orderer.idToken);
    expect(reply.status).toBe(404);
  });
});

describe(`a sign-in within ${RECENT_SIGN_IN_MINUTES} minutes`, () => {
  test('exports the practitioner list', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES - 1;
    const reply = await get(ADMIN_API_PATHS.practitionersExport);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toMatch(/^text\/csv/);
  });

  test('downloads the APP 12 bundle', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES - 1;
    const reply = await get(patientBundlePath(patientId));
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe('application/zip');
  });

  test('cancels the order', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES - 1;
    const reply = await post(ORDER_API_PATHS.status, { requestId, status: 'cancelled' });
    expect(reply.status).toBe(200);
    expect((await storedOrder(requestId))?.status).toBe('cancelled');
  });

  test('deletes the user', async () => {
    minutesAhead = RECENT_SIGN_IN_MINUTES - 1;
    const reply = await post(ADMIN_API_PATHS.deleteUser, { userId: practitioner.uid });
    expect(reply.status).toBe(200);
    expect((await userDoc(practitioner.uid).get()).exists).toBe(false);
  });
});
