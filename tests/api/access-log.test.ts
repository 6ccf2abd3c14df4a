/**
 * Every look is recorded (issue 23, decision 039): an admin's opening of an order, its
 * worksheet, its question thread or a file is answered only after an access entry naming
 * the order's patients, and "who has seen this patient" and the log's admin filter find
 * those entries with the queries the audit log runs.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  ORDER_API_PATHS,
  ORDER_QUESTION_API_PATHS,
  OrderRequestReplySchema,
  OrderThreadReplySchema,
  ThreadMessageResponseSchema,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { SCRIPT_JPEG, SCRIPT_PDF } from '../support/file-fixtures.ts';
import { askQuestion, deleteThreads, threadFile } from '../support/order-questions.ts';
import { deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let otherAdmin: TestUser;
let prescriber: TestUser;
let jane: string;
let omar: string;
/** An order for Jane (an uploaded script) and Omar, with a question carrying a file. */
let requestId: string;
let messageId: string;

beforeAll(async () => {
  [admin, otherAdmin, prescriber] = await Promise.all([
    createAdmin(),
    createAdmin(),
    createPrescriber(),
  ]);
  const [first, second] = await twoChoices(prescriber.idToken);
  [{ patientId: jane }, { patientId: omar }] = await Promise.all([
    createTestPatient(prescriber.uid),
    createTestPatient(prescriber.uid, { givenName: 'Omar', familyName: 'Haddad', dateOfBirth: '1975-06-01' }),
  ]);
  const order = await postOrder(
    orderForm([
      { patientId: jane, choice: first, script: SCRIPT_JPEG },
      { patientId: omar, choice: second },
    ]),
    prescriber.idToken,
  );
  requestId = (order.json as SubmitOrderResponse).requestId;
  ({ messageId } = ThreadMessageResponseSchema.parse((await askQuestion(requestId, 'Which base?', admin.idToken, SCRIPT_PDF)).json));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteThreads([requestId]);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

const look = (path: string, user: TestUser | undefined = admin) => request(`${path}/${requestId}`, { idToken: user?.idToken });
const accessEntries = async (action: string) => (await auditEntriesAbout(requestId)).filter((entry) => entry.action === action);

/** What every entry about the order says of its patients, in the order of its items. */
const PATIENTS = () => ({ patientIds: [jane, omar], patients: 'Jane Citizen; Omar Haddad' });

describe('an admin’s looks at an order', () => {
  test.each([
    ['the order’s detail', ORDER_API_PATHS.detail, AUDIT_ACTIONS.accessOrder],
    ['the worksheet', ORDER_API_PATHS.worksheet, AUDIT_ACTIONS.accessWorksheet],
  ])('opening %s answers the order and writes one access entry naming both patients', async (_label, path, action) => {
    const response = await look(path);
    expect(response.status).toBe(200);
    const { order } = OrderRequestReplySchema.parse(response.json);
    expect(order.items.map((item) => item.patient?.givenName)).toEqual(['Jane', 'Omar']);
    expect(response.json).not.toHaveProperty('order.mail');

    const { patientIds, patients } = PATIENTS();
    expect(await accessEntries(action)).toEqual([
      {
        action,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'order', id: requestId, label: `${requestId} Test Practitioner` },
        patientIds,
        details: { patients },
      },
    ]);
  });

  test('opening the thread answers its messages and writes one access entry naming both patients', async () => {
    const response = await look(ORDER_QUESTION_API_PATHS.thread);
    expect(response.status).toBe(200);
    const { messages } = OrderThreadReplySchema.parse(response.json);
    expect(messages).toEqual([{ id: messageId, message: expect.objectContaining({ kind: 'question', text: 'Which base?' }) }]);
    expect(JSON.stringify(response.json)).not.toContain('needsMailResend');
    expect(await accessEntries(AUDIT_ACTIONS.accessThread)).toEqual([
      expect.objectContaining({ actorUid: admin.uid, patientIds: PATIENTS().patientIds, details: { patients: PATIENTS().patients } }),
    ]);
  });

  test('downloading a script or a question’s file writes one entry each, naming the patients', async () => {
    const script = await request(`${ORDER_API_PATHS.scripts}/${requestId}/0`, { idToken: admin.idToken });
    const file = await threadFile(requestId, messageId, admin.idToken);
    expect([script.status, file.status]).toEqual([200, 200]);
    for (const action of [AUDIT_ACTIONS.orderScriptDownload, AUDIT_ACTIONS.orderMessageFileDownload]) {
      expect(await accessEntries(action)).toEqual([expect.objectContaining({ actorUid: admin.uid, patientIds: PATIENTS().patientIds })]);
    }
  });

  test('a repeated look by the same admin is folded into the first; another admin’s is their own entry', async () => {
    expect((await look(ORDER_API_PATHS.detail)).status).toBe(200);
    expect((await look(ORDER_API_PATHS.detail)).status).toBe(200);
    expect((await look(ORDER_API_PATHS.detail, otherAdmin)).status).toBe(200);
    const looks = await accessEntries(AUDIT_ACTIONS.accessOrder);
    expect(looks.map((entry) => entry.actorUid).sort()).toEqual([admin.uid, otherAdmin.uid].sort());
  });

  test('the practitioner and a signed-out visitor are refused, and nothing is recorded for them or for an unknown order', async () => {
    const before = (await auditEntriesAbout(requestId)).length;
    for (const path of [ORDER_API_PATHS.detail, ORDER_API_PATHS.worksheet, ORDER_QUESTION_API_PATHS.thread]) {
      expect((await look(path, prescriber)).status).toBe(403);
      expect((await request(`${path}/${requestId}`)).status).toBe(401);
      expect((await request(`${path}/HC-000101-0000`, { idToken: admin.idToken })).status).toBe(404);
    }
    expect(await auditEntriesAbout(requestId)).toHaveLength(before);
  });
});

describe('finding the looks', () => {
  const auditLog = () => adminDb().collection(ADMIN_COLLECTIONS.auditLog);

  test('“who has seen this patient” lists each admin who opened anything of theirs, newest first', async () => {
    const seen = await auditLog().where('patientIds', 'array-contains', omar).orderBy('at', 'desc').get();
    const entries = seen.docs.map((doc) => doc.data());
    expect(new Set(entries.map((entry) => entry.actorEmail))).toEqual(new Set([admin.email, otherAdmin.email]));
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([AUDIT_ACTIONS.accessOrder, AUDIT_ACTIONS.accessWorksheet, AUDIT_ACTIONS.accessThread]),
    );
    const times = entries.map((entry) => (entry.at as Timestamp).toMillis());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  test('the log filtered by an admin shows only what they did', async () => {
    const byOther = await auditLog().where('actorUid', '==', otherAdmin.uid).orderBy('at', 'desc').get();
    expect(byOther.docs.map((doc) => doc.get('action'))).toEqual([AUDIT_ACTIONS.accessOrder]);
  });
});
