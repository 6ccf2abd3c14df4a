/**
 * The record of compounding (issue 24 part 5, decision 050) through the Hosting emulator:
 * an admin records each item's batch and beyond-use date as its preparer, a different
 * admin checks it, and only then may the order be made ready. Each entry is in the audit
 * log; the check sets the order's last supply, from which retention counts (decision 051).
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  COMPOUNDING_API_PATHS,
  COMPOUNDING_ERROR_CODES,
  COMPOUNDING_MESSAGES,
  ORDER_API_PATHS,
  type OrderStatus,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { deleteTestOrders, orderForm, postOrder, storedOrder, twoChoices, uniqueTokenCode } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let preparer: TestUser;
let checker: TestUser;
let practitioner: TestUser;
let patientId: string;
let choices: Awaited<ReturnType<typeof twoChoices>>;
beforeAll(async () => {
  [preparer, checker, practitioner] = await Promise.all([
    createAdmin(),
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

/** Two items, each with its e-script token (no original to wait for), moved to in progress. */
async function orderInProgress(): Promise<string> {
  const lines = choices.map((choice) => ({ patientId, choice, escriptToken: uniqueTokenCode() }));
  const response = await postOrder(orderForm(lines), practitioner.idToken);
  expect(response.status, response.text).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  expect((await changeStatus(requestId, 'in_progress')).status).toBe(200);
  return requestId;
}

const changeStatus = (requestId: string, status: OrderStatus, idToken = preparer.idToken) =>
  request(ORDER_API_PATHS.status, { idToken, body: { requestId, status } });
const record = (requestId: string, itemIndex: number, overrides: Record<string, unknown> = {}, idToken = preparer.idToken) =>
  request(COMPOUNDING_API_PATHS.record, { idToken, body: { requestId, itemIndex, batchNumber: `B-${itemIndex + 1}`, beyondUseDate: sydneyIsoDate(30), ...overrides } });
/** The version of the item's record as stored: what the checker's screen shows (decision 065). */
async function storedVersion(requestId: string, itemIndex: number): Promise<number | undefined> {
  const records = (await storedOrder(requestId))?.compounding as ({ version?: number } | null)[] | undefined;
  return records?.[itemIndex]?.version;
}
/** The check as the admin's form sends it: with the version of the record shown, the stored one unless given. */
const check = async (requestId: string, itemIndex: number, idToken = checker.idToken, version?: number) =>
  request(COMPOUNDING_API_PATHS.check, { idToken, body: { requestId, itemIndex, version: version ?? (await storedVersion(requestId, itemIndex)) ?? 1 } });
const refusal = (json: unknown) => ApiErrorBodySchema.parse(json);

describe('the record of compounding', () => {
  test('a second admin checks what the first prepared; ready waits for every item', async () => {
    const requestId = await orderInProgress();

    const recorded = await record(requestId, 0, { batchNumber: ' 2611-027/A ' });
    expect(recorded.status, recorded.text).toBe(200);
    expect(recorded.json).toMatchObject({
      success: true,
      record: { batchNumber: '2611-027/A', beyondUseDate: sydneyIsoDate(30), preparedBy: { uid: preparer.uid, name: 'Test Admin' } },
    });

    const notReady = await changeStatus(requestId, 'ready');
    expect(notReady.status).toBe(409);
    expect(refusal(notReady.json)).toMatchObject({ code: COMPOUNDING_ERROR_CODES.notChecked, error: COMPOUNDING_MESSAGES.notChecked(0, 2) });

    // The preparer cannot check their own work, however they ask.
    const own = await check(requestId, 0, preparer.idToken);
    expect(own.status).toBe(403);
    expect(refusal(own.json)).toMatchObject({ code: COMPOUNDING_ERROR_CODES.checkerIsPreparer, error: COMPOUNDING_MESSAGES.checkerIsPreparer });
    // Nor check an item nobody has recorded.
    expect(refusal((await check(requestId, 1)).json).code).toBe(COMPOUNDING_ERROR_CODES.notRecorded);

    const checked = await check(requestId, 0);
    expect(checked.status, checked.text).toBe(200);
    const stored = await storedOrder(requestId);
    expect(stored).toMatchObject({
      status: 'in_progress',
      compounding: [
        { batchNumber: '2611-027/A', preparedBy: { uid: preparer.uid }, checkedBy: { uid: checker.uid, name: 'Test Admin' }, checkedAt: expect.any(Timestamp) },
        null,
      ],
      lastSupplyAt: expect.any(Timestamp),
    });
    expect((stored?.lastSupplyAt as Timestamp).toMillis()).toBe((stored?.compounding as { checkedAt: Timestamp }[])[0]!.checkedAt.toMillis());
    // Checked is final: neither recorded again nor checked twice.
    expect(refusal((await record(requestId, 0)).json).code).toBe(COMPOUNDING_ERROR_CODES.alreadyChecked);
    expect(refusal((await check(requestId, 0)).json).code).toBe(COMPOUNDING_ERROR_CODES.alreadyChecked);
    expect(refusal((await changeStatus(requestId, 'ready')).json).error).toBe(COMPOUNDING_MESSAGES.notChecked(1, 2));

    // The second item, prepared by the other admin and checked by the first.
    expect((await record(requestId, 1, {}, checker.idToken)).status).toBe(200);
    expect((await check(requestId, 1, preparer.idToken)).status).toBe(200);
    expect((await changeStatus(requestId, 'ready')).status).toBe(200);
    // Once ready, the record is closed.
    expect(refusal((await record(requestId, 1)).json).code).toBe(COMPOUNDING_ERROR_CODES.orderClosed);

    const entries = (await auditEntriesAbout(requestId)).filter((entry) => entry.action.startsWith('order.compounding'));
    expect(entries.map((entry) => [entry.action, entry.actorUid, entry.details])).toEqual(
      expect.arrayContaining([
        [AUDIT_ACTIONS.orderCompoundingRecord, preparer.uid, { item: 1, batchNumber: '2611-027/A', beyondUseDate: sydneyIsoDate(30), patients: 'Jane Citizen' }],
        [AUDIT_ACTIONS.orderCompoundingCheck, checker.uid, { item: 1, batchNumber: '2611-027/A', preparedBy: 'Test Admin', version: 1, patients: 'Jane Citizen' }],
        [AUDIT_ACTIONS.orderCompoundingRecord, checker.uid, expect.objectContaining({ item: 2 })],
        [AUDIT_ACTIONS.orderCompoundingCheck, preparer.uid, expect.objectContaining({ item: 2 })],
      ]),
    );
    expect(entries).toHaveLength(4);
    expect(entries.every((entry) => entry.patientIds?.includes(patientId))).toBe(true);
  });

  test('bad input is refused with the reason, and nothing is written', async () => {
    const requestId = await orderInProgress();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ batchNumber: '' }, 400, COMPOUNDING_MESSAGES.batchNumberRequired],
      [{ batchNumber: 'B1; DROP TABLE' }, 400, COMPOUNDING_MESSAGES.batchNumberFormat],
      [{ batchNumber: 'B'.repeat(41) }, 400, COMPOUNDING_MESSAGES.batchNumberFormat],
      [{ beyondUseDate: sydneyIsoDate(-1) }, 400, COMPOUNDING_MESSAGES.beyondUseDateInPast],
      [{ beyondUseDate: sydneyIsoDate(4 * 365) }, 400, COMPOUNDING_MESSAGES.beyondUseDateTooFar],
      [{ beyondUseDate: '31/12/2026' }, 400, COMPOUNDING_MESSAGES.beyondUseDateRequired],
      [{ itemIndex: 2 }, 400, COMPOUNDING_MESSAGES.invalidItem],
      [{ itemIndex: -1 }, 400, COMPOUNDING_MESSAGES.invalidItem],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await record(requestId, 0, overrides);
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(refusal(response.json).error).toBe(message);
    }
    const unknown = await record('HC-200101-ZZZZ', 0);
    expect(unknown.status).toBe(404);
    expect((await storedOrder(requestId))?.compounding).toBeUndefined();
  });

  test('a practitioner, even the one who ordered, and a signed-out caller can do neither', async () => {
    const requestId = await orderInProgress();
    expect((await record(requestId, 0, {}, practitioner.idToken)).status).toBe(403);
    expect((await record(requestId, 0)).status).toBe(200);
    expect((await check(requestId, 0, practitioner.idToken)).status).toBe(403);
    expect((await request(COMPOUNDING_API_PATHS.check, { body: { requestId, itemIndex: 0 } })).status).toBe(401);
    expect((await storedOrder(requestId))?.compounding).toEqual([expect.not.objectContaining({ checkedBy: expect.anything() as unknown }), null]);
  });
});

describe('a check bound to the record the checker saw (decision 065)', () => {
  test('is refused with a clear message when the preparer recorded again after the checker opened it, and the new record can then be checked', async () => {
    const requestId = await orderInProgress();
    const first = await record(requestId, 0, { batchNumber: 'B-OLD' });
    expect(first.status).toBe(200);
    const seen = (first.json as { record: { version: number } }).record.version;
    // The checker has the record open; the preparer corrects the batch meanwhile.
    const again = await record(requestId, 0, { batchNumber: 'B-NEW', beyondUseDate: sydneyIsoDate(20) });
    expect(again.status).toBe(200);
    expect((again.json as { record: { version: number } }).record.version).toBe(seen + 1);

    const stale = await check(requestId, 0, checker.idToken, seen);
    expect(stale.status).toBe(409);
    expect(refusal(stale.json)).toEqual({ error: COMPOUNDING_MESSAGES.recordChanged(1), code: COMPOUNDING_ERROR_CODES.recordChanged });
    expect(((await storedOrder(requestId))?.compounding as { checkedAt?: unknown }[])[0]?.checkedAt).toBeUndefined();

    const current = await check(requestId, 0, checker.idToken, seen + 1);
    expect(current.status, current.text).toBe(200);
    expect(current.json).toMatchObject({ record: { batchNumber: 'B-NEW', checkedBy: { uid: checker.uid } } });
  });

  test('without the version it checks is refused as a bad request', async () => {
    const requestId = await orderInProgress();
    expect((await record(requestId, 0)).status).toBe(200);
    const response = await request(COMPOUNDING_API_PATHS.check, { idToken: checker.idToken, body: { requestId, itemIndex: 0 } });
    expect(response.status).toBe(400);
  });
});
