/**
 * The legal prescription behind each order item (issue 12 part 2, decision 026),
 * through the Hosting emulator: an item's e-script token or its awaited original, the
 * refusal to make an order ready while an original is awaited, the admin recording
 * its arrival, and the reminder job run by the emulators' dev route at a given time.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  COURSE_API_PATHS,
  DevScriptRemindersResponseSchema,
  ESCRIPT_CLAIM_ERROR_CODES,
  ESCRIPT_TOKEN_MESSAGES,
  LEGAL_SCRIPT_API_PATHS,
  LEGAL_SCRIPT_ERROR_CODES,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  ORDER_ERROR_CODES,
  ORDER_IDEMPOTENCY_HEADER,
  ORDER_MESSAGES,
  type OrderStatus,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { SCRIPT_PDF, TEXT_NAMED_PDF } from '../support/file-fixtures.ts';
import {
  uniqueTokenCode,
  uniqueTokenLink,
  deleteTestOrders,
  orderForm,
  ordersOf,
  postOrder,
  storedOrder,
  twoChoices,
  type Choice,
  type OrderLine,
} from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let practitioner: TestUser;
let choices: [Choice, Choice];
let patientId: string;
beforeAll(async () => {
  [admin, practitioner] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
  choices = await twoChoices(practitioner.idToken);
  ({ patientId } = await createTestPatient(practitioner.uid));
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

async function submitted(lines: OrderLine[], user = practitioner): Promise<string> {
  const response = await postOrder(orderForm(lines), user.idToken);
  expect(response.status, response.text).toBe(201);
  return (response.json as SubmitOrderResponse).requestId;
}

const changeStatus = (requestId: string, status: OrderStatus, idToken = admin.idToken) =>
  request(ORDER_API_PATHS.status, { idToken, body: { requestId, status } });

const markReceived = (requestId: string, itemIndex: number, idToken = admin.idToken, receivedOn = sydneyIsoDate()) =>
  request(LEGAL_SCRIPT_API_PATHS.originalReceived, { idToken, body: { requestId, itemIndex, receivedOn } });

const errorCode = (json: unknown) => ApiErrorBodySchema.parse(json).code;

describe('submitting an item with its legal prescription', () => {
  test('a token alone is enough for Upload E-Script, and nothing is awaited', async () => {
    const code = uniqueTokenCode();
    const link = uniqueTokenLink();
    // The code as people copy it: in lower case, in groups.
    const typed = ` ${code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-')} `;
    const requestId = await submitted([
      { patientId, choice: choices[0], escriptToken: typed },
      { patientId, choice: choices[1], escriptToken: link, script: SCRIPT_PDF },
    ]);
    expect(await storedOrder(requestId)).toMatchObject({
      items: [
        { scriptMethod: 'upload', script: null, legalScript: { state: 'token_received', token: { kind: 'code', value: code } } },
        {
          scriptMethod: 'upload',
          script: { fileName: SCRIPT_PDF.fileName },
          legalScript: { state: 'token_received', token: { kind: 'link', value: link } },
        },
      ],
      originalAwaited: false,
      originalDueDate: null,
      originalReminderOn: null,
    });
  });

  test('a mailed script and an uploaded copy each wait for their original, due in 7 Sydney days', async () => {
    const requestId = await submitted([{ patientId, choice: choices[0] }, { patientId, choice: choices[1], script: SCRIPT_PDF }]);
    const due = sydneyIsoDate(7);
    expect(await storedOrder(requestId)).toMatchObject({
      items: [{ legalScript: { state: 'original_awaited', dueDate: due } }, { legalScript: { state: 'original_awaited', dueDate: due } }],
      originalAwaited: true,
      originalDueDate: due,
      originalReminderOn: sydneyIsoDate(5),
    });
    const [confirmation] = (await outboxMessages(practitioner.email)).filter((message) => message.subject.includes(requestId));
    expect(confirmation?.text).toContain('2 items need the original paper scripts');
  });

  test('a token that is not one is refused with its own code, and nothing is stored', async () => {
    const before = await ordersOf(practitioner.uid);
    for (const token of ['not-a-token', 'https://evil.example/scripts/1XPR352VP3QCX7BJD6', 'javascript:alert(1)']) {
      const response = await postOrder(orderForm([{ patientId, choice: choices[0], escriptToken: token }]), practitioner.idToken);
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({
        code: LEGAL_SCRIPT_ERROR_CODES.invalidToken,
        error: ESCRIPT_TOKEN_MESSAGES.invalid,
      });
    }
    expect(await ordersOf(practitioner.uid)).toEqual(before);
  });

  test('Upload E-Script with neither token nor file gets the spec message; a file that is not what it says is refused', async () => {
    const before = await ordersOf(practitioner.uid);
    const neither = orderForm([{ patientId, choice: choices[0] }], {
      cartJson: JSON.stringify([{ ...JSON.parse(String(orderForm([{ patientId, choice: choices[0] }]).get('cart')))[0], scriptMethod: 'upload', scriptFileName: '' }]),
    });
    const refused = await postOrder(neither, practitioner.idToken);
    expect(refused.status).toBe(400);
    expect(ApiErrorBodySchema.parse(refused.json).error).toBe(ORDER_MESSAGES.attachScript);

    const disguised = await postOrder(orderForm([{ patientId, choice: choices[0], escriptToken: uniqueTokenCode(), script: TEXT_NAMED_PDF }]), practitioner.idToken);
    expect(disguised.status).toBe(415);
    expect(errorCode(disguised.json)).toBe(ORDER_ERROR_CODES.unsupportedFileType);
    expect(await ordersOf(practitioner.uid)).toEqual(before);
  });
});

describe('an order waiting for an original', () => {
  test('cannot be made ready; once an admin records the originals, it can', async () => {
    const requestId = await submitted([{ patientId, choice: choices[0] }, { patientId, choice: choices[1], escriptToken: uniqueTokenCode() }]);
    expect((await changeStatus(requestId, 'in_progress')).status).toBe(200);

    const refused = await changeStatus(requestId, 'ready');
    expect(refused.status).toBe(409);
    expect(ApiErrorBodySchema.parse(refused.json)).toMatchObject({
      code: LEGAL_SCRIPT_ERROR_CODES.originalAwaited,
      error: 'Item 1 waits for its original script. Mark the original received before moving this order request to Ready.',
    });
    expect(await storedOrder(requestId)).toMatchObject({ status: 'in_progress' });

    // Item 2 came with its token: there is no original to record.
    const notAwaited = await markReceived(requestId, 1);
    expect(notAwaited.status).toBe(409);
    expect(errorCode(notAwaited.json)).toBe(LEGAL_SCRIPT_ERROR_CODES.notAwaited);
    const future = await markReceived(requestId, 0, admin.idToken, sydneyIsoDate(1));
    expect(future.status).toBe(400);

    const marked = await markReceived(requestId, 0);
    expect(marked.status, marked.text).toBe(200);
    const legalScript = { state: 'original_received', dueDate: sydneyIsoDate(7), receivedOn: sydneyIsoDate(), receivedBy: admin.uid };
    expect(marked.json).toEqual({ success: true, legalScript });
    expect(await storedOrder(requestId)).toMatchObject({
      items: [{ legalScript }, { legalScript: { state: 'token_received' } }],
      originalAwaited: false,
      originalDueDate: null,
      originalReminderOn: null,
    });
    expect((await auditEntriesAbout(requestId)).map((entry) => [entry.action, entry.details])).toContainEqual([
      AUDIT_ACTIONS.orderOriginalReceived,
      { item: 1, receivedOn: sydneyIsoDate(), patients: 'Jane Citizen' },
    ]);
    expect(await auditEntriesAbout(requestId)).toContainEqual(expect.objectContaining({ at: expect.any(Timestamp), actorUid: admin.uid }));

    expect((await markReceived(requestId, 0)).status).toBe(409);
    await checkedCompounding(requestId);
    expect((await changeStatus(requestId, 'ready')).status).toBe(200);
  });

  test('a practitioner, even the one who ordered, cannot record an original', async () => {
    const requestId = await submitted([{ patientId, choice: choices[0] }]);
    const response = await markReceived(requestId, 0, practitioner.idToken);
    expect(response.status).toBe(403);
    expect((await request(LEGAL_SCRIPT_API_PATHS.originalReceived, { body: { requestId, itemIndex: 0, receivedOn: sydneyIsoDate() } })).status).toBe(401);
    expect(await storedOrder(requestId)).toMatchObject({ items: [{ legalScript: { state: 'original_awaited' } }], originalAwaited: true });
    expect(await auditEntriesAbout(requestId)).toEqual([]);
  });

  test('an order stored before issue 12, without a legal-script state, still moves to ready', async () => {
    const requestId = await submitted([{ patientId, choice: choices[0] }]);
    const ref = adminDb().collection(ORDER_COLLECTIONS.orderRequests).doc(requestId);
    const stored = (await ref.get()).data() as { items: Record<string, unknown>[] };
    await ref.update({
      items: stored.items.map(({ legalScript: _legalScript, ...item }) => item),
      originalAwaited: FieldValue.delete(),
      originalDueDate: FieldValue.delete(),
      originalReminderOn: FieldValue.delete(),
    });
    expect((await changeStatus(requestId, 'in_progress')).status).toBe(200);
    await checkedCompounding(requestId);
    expect((await changeStatus(requestId, 'ready')).status).toBe(200);
  });
});

describe('the reminder job, run with a given time', () => {
  const runAt = async (now: string) => {
    const response = await request(LEGAL_SCRIPT_API_PATHS.devScriptReminders, { body: { now } });
    expect(response.status, response.text).toBe(200);
    return DevScriptRemindersResponseSchema.parse(response.json);
  };
  /** 10 am in Sydney, `days` from today: late enough in the day on either side of daylight saving. */
  const sydneyMorning = (days: number) => `${sydneyIsoDate(days)}T10:00:00+10:00`;

  test('reminds once before the due date and once when it has passed, by e-mail with the request ID and a link only', async () => {
    const requestId = await submitted([{ patientId, choice: choices[0], notes: 'Patient Zoe Quinn, lactose-free' }]);
    const reminders = async () =>
      (await outboxMessages(practitioner.email)).filter((message) => message.subject.includes(requestId) && message.subject.startsWith('Original'));

    expect((await runAt(sydneyMorning(4))).dueSoon).not.toContain(requestId);
    expect((await runAt(sydneyMorning(5))).dueSoon).toContain(requestId);
    expect((await runAt(sydneyMorning(6))).dueSoon).not.toContain(requestId);
    expect((await runAt(sydneyMorning(7))).overdue).not.toContain(requestId);
    expect((await runAt(sydneyMorning(8))).overdue).toContain(requestId);
    expect((await runAt(sydneyMorning(9))).overdue).not.toContain(requestId);

    const mails = await reminders();
    expect(mails.map((message) => message.subject)).toEqual([
      `Original script overdue for order request ${requestId}`,
      expect.stringMatching(new RegExp(`^Original script due by .+ for order request ${requestId}$`)),
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(requestId);
      expect(mail.text).toContain('/dashboard');
      // Neither the patient the item names (Jane Citizen, 15/03/1980) nor one typed into the notes.
      for (const secret of ['Zoe', 'Quinn', 'lactose', 'Citizen', '15/03/1980', '1980-03-15', choices[0].formula, 'Test Practitioner']) {
        expect(mail.text.toLowerCase()).not.toContain(secret.toLowerCase());
        expect((mail.html ?? '').toLowerCase()).not.toContain(secret.toLowerCase());
      }
    }
    expect(await storedOrder(requestId)).toMatchObject({
      mail: { originalDueSoon: { status: 'sent' }, originalOverdue: { status: 'sent' } },
      originalReminderOn: null,
    });
  });

  test('is for the emulators only, and reads no time it cannot parse', async () => {
    const response = await request(LEGAL_SCRIPT_API_PATHS.devScriptReminders, { body: { now: 'tomorrow' } });
    expect(response.status).toBe(400);
  });
});

describe('an e-script token once something was supplied from its order (decision 065)', () => {
  const claimsHeldBy = async (requestId: string) =>
    (await adminDb().collection(ORDER_COLLECTIONS.escriptTokenClaims).where('requestId', '==', requestId).get()).size;
  const sendAgain = (token: string) => postOrder(orderForm([{ patientId, choice: choices[0], escriptToken: token }]), practitioner.idToken);

  test('stays claimed when an order with a recorded supply is cancelled', async () => {
    const token = uniqueTokenCode();
    const requestId = await submitted([{ patientId, choice: choices[0], escriptToken: token }]);
    const supplied = await request(COURSE_API_PATHS.supplies, {
      idToken: admin.idToken,
      body: { requestId, itemIndex: 0 },
      headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() },
    });
    expect(supplied.status, supplied.text).toBe(200);
    expect((await changeStatus(requestId, 'cancelled')).status).toBe(200);

    expect(await claimsHeldBy(requestId)).toBe(1);
    const again = await sendAgain(token);
    expect(again.status).toBe(409);
    expect(errorCode(again.json)).toBe(ESCRIPT_CLAIM_ERROR_CODES.taken);
  });

  test('stays claimed when an order with a checked record of compounding is cancelled', async () => {
    const token = uniqueTokenCode();
    const requestId = await submitted([{ patientId, choice: choices[0], escriptToken: token }]);
    expect((await changeStatus(requestId, 'in_progress')).status).toBe(200);
    await checkedCompounding(requestId);
    expect((await changeStatus(requestId, 'cancelled')).status).toBe(200);

    expect(await claimsHeldBy(requestId)).toBe(1);
    expect((await sendAgain(token)).status).toBe(409);
  });

  test('is freed when an order from which nothing was supplied is cancelled', async () => {
    const token = uniqueTokenCode();
    const requestId = await submitted([{ patientId, choice: choices[0], escriptToken: token }]);
    expect((await changeStatus(requestId, 'cancelled')).status).toBe(200);
    expect(await claimsHeldBy(requestId)).toBe(0);
    expect((await sendAgain(token)).status).toBe(201);
  });
});
