/**
 * POST /api/submit-practitioner-request with its Idempotency-Key (decision 021): a
 * retried or double-clicked submit is one order with one pair of e-mails, whoever
 * else uses the same key.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ApiErrorBodySchema,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  ORDER_REPLAYED_HEADER,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import type { SiteResponse } from '../support/api.ts';
import { PHARMACY_EMAIL, storedFileNames } from '../support/enquiries.ts';
import { SCRIPT_PDF } from '../support/file-fixtures.ts';
import { deleteTestOrders, orderForm, ordersOf, postOrder, scriptsFolder, twoChoices, type Choice } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

let choices: [Choice, Choice];
beforeAll(async () => {
  const someone = await createPrescriber();
  choices = await twoChoices(someone.idToken);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

/** An approved practitioner with one patient. */
async function approvedPractitioner(): Promise<TestUser & { patientId: string }> {
  const user = await createPrescriber();
  return { ...user, patientId: (await createTestPatient(user.uid)).patientId };
}
/** A cart with an uploaded script: what a retry must not store twice. */
const cartWithScript = ({ patientId }: { patientId: string }) =>
  orderForm([{ patientId, choice: choices[0], script: SCRIPT_PDF }], { notes: 'Collect Friday.' });

function requestIdOf(response: SiteResponse): string {
  expect(response.status).toBe(201);
  return (response.json as SubmitOrderResponse).requestId;
}

/** The e-mails about the request, to the practitioner and to the pharmacy. */
async function mailAbout(requestId: string, user: TestUser) {
  const about = async (to: string) => (await outboxMessages(to)).filter((message) => message.subject.includes(requestId)).length;
  return { practitioner: await about(user.email), pharmacy: await about(PHARMACY_EMAIL) };
}

describe('one Idempotency-Key, one order', () => {
  test('two submits at once with one key make one order and its e-mails, and both answer its request ID', async () => {
    const user = await approvedPractitioner();
    const key = randomUUID();
    const responses = await Promise.all([postOrder(cartWithScript(user), user.idToken, key), postOrder(cartWithScript(user), user.idToken, key)]);

    const [first, second] = responses.map(requestIdOf);
    expect(second).toBe(first);
    expect(responses.map((response) => response.headers.get(ORDER_REPLAYED_HEADER)).sort()).toEqual([null, 'true']);
    expect(await ordersOf(user.uid)).toEqual([first]);
    expect(await storedFileNames(scriptsFolder(first!))).toHaveLength(1);
    expect(await mailAbout(first!, user)).toEqual({ practitioner: 1, pharmacy: 1 });
  });

  test('a retry after success answers with the first request ID and sends nothing again', async () => {
    const user = await approvedPractitioner();
    const key = randomUUID();
    const requestId = requestIdOf(await postOrder(cartWithScript(user), user.idToken, key));

    const retry = await postOrder(cartWithScript(user), user.idToken, key);
    expect(retry.json).toEqual({ success: true, requestId });
    expect(retry.headers.get(ORDER_REPLAYED_HEADER)).toBe('true');
    expect(await ordersOf(user.uid)).toEqual([requestId]);
    expect(await mailAbout(requestId, user)).toEqual({ practitioner: 1, pharmacy: 1 });
  });

  test("another practitioner's request with the same key is their own order", async () => {
    const [alice, bob] = await Promise.all([approvedPractitioner(), approvedPractitioner()]);
    const key = randomUUID();
    const alices = requestIdOf(await postOrder(cartWithScript(alice), alice.idToken, key));
    const bobs = await postOrder(cartWithScript(bob), bob.idToken, key);

    expect(bobs.headers.get(ORDER_REPLAYED_HEADER)).toBeNull();
    expect(requestIdOf(bobs)).not.toBe(alices);
    expect(await ordersOf(bob.uid)).toEqual([requestIdOf(bobs)]);
    expect(await ordersOf(alice.uid)).toEqual([alices]);
  });

  test('the key of a made order, sent with another cart, is refused and nothing is kept', async () => {
    const user = await approvedPractitioner();
    const key = randomUUID();
    const requestId = requestIdOf(await postOrder(cartWithScript(user), user.idToken, key));

    const other = await postOrder(orderForm([{ patientId: user.patientId, choice: choices[1] }]), user.idToken, key);
    expect(other.status).toBe(422);
    expect(ApiErrorBodySchema.parse(other.json)).toMatchObject({ code: ORDER_ERROR_CODES.idempotencyKeyReused, error: ORDER_MESSAGES.idempotencyKeyReused });
    expect(await ordersOf(user.uid)).toEqual([requestId]);
  });

  test('a refused submit does not use its key up: the corrected cart with the same key is ordered', async () => {
    const user = await approvedPractitioner();
    const key = randomUUID();
    const madeUp = await postOrder(orderForm([{ patientId: user.patientId, choice: { ...choices[0], formula: 'something-made-up' } }]), user.idToken, key);
    expect(madeUp.status).toBe(400);

    const requestId = requestIdOf(await postOrder(cartWithScript(user), user.idToken, key));
    expect(await ordersOf(user.uid)).toEqual([requestId]);
  });

  test.each([
    ['without an Idempotency-Key', null, ORDER_MESSAGES.idempotencyKeyMissing],
    ['with an Idempotency-Key that is not a UUID', 'order-1', ORDER_MESSAGES.idempotencyKeyInvalid],
  ])('a submit %s is refused with 400 and nothing is kept', async (_label, key, message) => {
    const user = await approvedPractitioner();
    const response = await postOrder(cartWithScript(user), user.idToken, key);
    expect(response.status).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json)).toEqual({ code: ORDER_ERROR_CODES.invalidIdempotencyKey, error: message });
    expect(await ordersOf(user.uid)).toEqual([]);
  });
});
