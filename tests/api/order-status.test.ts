/**
 * POST /api/order-status through the Hosting emulator: an admin moves an order
 * request along the work queue; the order, the audit log and the practitioner's
 * inbox show it. Nobody else may.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  ORDER_API_PATHS,
  ORDER_ERROR_CODES,
  SITE,
  type OrderStatus,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { deleteOrderTestData } from '../support/setup.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import {
  uniqueTokenCode,
  orderForm,
  postOrder,
  practitionerWhoseMailFails,
  storedOrder,
  twoChoices,
  type Choice,
} from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createPractitioner, createAdmin, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let practitioner: TestUser;
let choice: Choice;
beforeAll(async () => {
  [admin, practitioner] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
  [choice] = await twoChoices(practitioner.idToken);
}, SETUP_TIMEOUT);
afterAll(deleteOrderTestData, SETUP_TIMEOUT);

/**
 * A new order request of `user`, sent with an e-script token (nothing in Storage, and
 * no original awaited to stop a move to ready: legal-scripts.test.ts covers that).
 */
async function submitted(user = practitioner): Promise<string> {
  const { patientId } = await createTestPatient(user.uid);
  const response = await postOrder(orderForm([{ patientId, choice, escriptToken: uniqueTokenCode() }]), user.idToken);
  expect(response.status).toBe(201);
  return (response.json as SubmitOrderResponse).requestId;
}

const changeStatus = (requestId: string, status: OrderStatus, idToken: string | undefined) =>
  request(ORDER_API_PATHS.status, { idToken, body: { requestId, status } });

describe('an admin moves an order request along', () => {
  test('the status, its history, the audit log and the practitioner all hear of it', async () => {
    const requestId = await submitted();
    const response = await changeStatus(requestId, 'in_progress', admin.idToken);

    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, status: 'in_progress', notified: true });
    expect(await storedOrder(requestId)).toMatchObject({
      status: 'in_progress',
      updatedAt: expect.any(Timestamp),
      statusHistory: [
        { status: 'received', at: expect.any(Timestamp), by: null },
        { status: 'in_progress', at: expect.any(Timestamp), by: admin.uid },
      ],
      mail: { statusUpdate: { status: 'sent', attempts: 1 } },
      needsMailResend: false,
    });
    expect(await auditEntriesAbout(requestId)).toEqual([
      {
        action: AUDIT_ACTIONS.orderStatus,
        at: expect.any(Timestamp),
        actorUid: admin.uid,
        actorEmail: admin.email,
        target: { type: 'order', id: requestId, label: `${requestId} Test Practitioner` },
        patientIds: [expect.any(String)],
        details: { from: 'received', to: 'in_progress', patients: 'Jane Citizen' },
      },
    ]);
    const notices = (await outboxMessages(practitioner.email)).filter((message) => message.subject.includes('is now'));
    expect(notices.map((message) => message.subject)).toEqual([`Your order request ${requestId} is now In progress`]);
  });

  test('a cancelled request tells the practitioner how to reach the pharmacy', async () => {
    const requestId = await submitted();
    expect((await changeStatus(requestId, 'cancelled', admin.idToken)).status).toBe(200);
    const [notice] = (await outboxMessages(practitioner.email)).filter((message) => message.subject.includes(requestId));
    expect(notice?.subject).toBe(`Your order request ${requestId} is now Cancelled`);
    expect(notice?.text).toContain(SITE.phone);
    expect(notice?.text).toContain(SITE.email);
  });

  test('a move the work queue does not allow changes nothing and is not recorded', async () => {
    const requestId = await submitted();
    const response = await changeStatus(requestId, 'collected', admin.idToken);

    expect(response.status).toBe(409);
    expect(ApiErrorBodySchema.parse(response.json).code).toBe(ORDER_ERROR_CODES.invalidTransition);
    expect(await storedOrder(requestId)).toMatchObject({ status: 'received', statusHistory: [{ status: 'received' }] });
    expect(await auditEntriesAbout(requestId)).toEqual([]);
  });

  test('an order request that does not exist', async () => {
    const response = await changeStatus('HC-000101-0000', 'in_progress', admin.idToken);
    expect(response.status).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json).code).toBe(ORDER_ERROR_CODES.orderNotFound);
  });

  test('when the notice cannot be sent the change stands, and the notice is kept for the retry', async () => {
    const requestId = await submitted(await practitionerWhoseMailFails());

    const response = await changeStatus(requestId, 'in_progress', admin.idToken);
    expect(response.json).toEqual({ success: true, status: 'in_progress', notified: false });
    expect(await storedOrder(requestId)).toMatchObject({
      status: 'in_progress',
      mail: { statusUpdate: { status: 'failed', attempts: 1, error: expect.stringContaining('mail-failure.test') } },
      needsMailResend: true,
    });
  });
});

describe('who may move an order request', () => {
  test('a signed-out visitor is told to sign in', async () => {
    const requestId = await submitted();
    expectUnauthenticated(await changeStatus(requestId, 'in_progress', undefined));
  });

  test.each([
    ['a pending practitioner', 'pending'],
    ['a rejected practitioner', 'rejected'],
    ['an approved practitioner, even the one who ordered', 'approved'],
  ] as const)('%s is refused and nothing changes', async (_label, status) => {
    const requestId = await submitted();
    const caller = status === 'approved' ? practitioner : await createPractitioner(status);
    const response = await changeStatus(requestId, 'in_progress', caller.idToken);

    expect(response.status).toBe(403);
    expect(ApiErrorBodySchema.parse(response.json).code).toBe('forbidden');
    expect(await storedOrder(requestId)).toMatchObject({ status: 'received' });
    expect(await auditEntriesAbout(requestId)).toEqual([]);
  });
});
