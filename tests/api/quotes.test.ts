/**
 * Quotes through the Hosting emulator (issue 34 part 3, decision 080): an admin re-prices
 * a line before compounding with a reason; a higher total waits for the prescriber, or the
 * staff member who prepared the order, and holds the order back from In progress; declining
 * cancels it and frees its e-script token. Nobody else may re-price or answer.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ESCRIPT_CLAIM_ERROR_CODES,
  ORDER_API_PATHS,
  QUOTE_API_PATHS,
  QUOTE_AWAITING,
  QUOTE_MESSAGES,
  type OrderStatus,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { request } from '../support/api.ts';
import { deleteOrderTestData } from '../support/setup.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { orderDoc, orderForm, postOrder, storedOrder, twoChoices, uniqueTokenCode, type Choice } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createAdmin, createPrescriber, createStaffMember, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;

let admin: TestUser;
let prescriber: TestUser;
let otherPrescriber: TestUser;
let staff: TestUser;
let otherStaff: TestUser;
let choice: Choice;
beforeAll(async () => {
  [admin, prescriber, otherPrescriber] = await Promise.all([createAdmin(), createPrescriber(), createPrescriber()]);
  [staff, otherStaff] = await Promise.all([createStaffMember(prescriber, 'Nina Patel'), createStaffMember(prescriber, 'Omar Said')]);
  [choice] = await twoChoices(prescriber.idToken);
}, SETUP_TIMEOUT);
afterAll(deleteOrderTestData, SETUP_TIMEOUT);

/**
 * A new order of the prescriber with one e-script token, its line priced at $24.50 (GST-free)
 * and posted delivery at $12.95 as a priced cart stores them (written here until the cart does).
 */
async function pricedOrder(token = uniqueTokenCode()): Promise<{ requestId: string; token: string }> {
  const { patientId } = await createTestPatient(prescriber.uid);
  const response = await postOrder(orderForm([{ patientId, choice, escriptToken: token }]), prescriber.idToken);
  expect(response.status).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  const stored = (await storedOrder(requestId))!;
  const items = (stored.items as Record<string, unknown>[]).map((item) => ({ ...item, price: { unitCents: 2450, gst: 'gst_free' } }));
  await orderDoc(requestId).update({ items, delivery: { method: 'post', cents: 1295, gst: 'gst_10' } });
  return { requestId, token };
}

const reprice = (requestId: string, unitPrice: unknown, reason: unknown, idToken: string | undefined) =>
  request(QUOTE_API_PATHS.reprice, { idToken, body: { requestId, itemIndex: 0, unitPrice, reason } });
const answer = (requestId: string, given: 'accept' | 'decline', idToken: string | undefined) =>
  request(QUOTE_API_PATHS.answer, { idToken, body: { requestId, answer: given } });
const move = (requestId: string, status: OrderStatus) => request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status } });

describe('an admin re-prices a line before compounding', () => {
  test('a higher total is kept as a quote, audited, e-mailed as a link only, and holds the order back from In progress', async () => {
    const { requestId } = await pricedOrder();
    const response = await reprice(requestId, '30.00', 'The base ingredient’s cost rose', admin.idToken);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, status: 'awaiting', totalBeforeCents: 2450 + 1295, totalAfterCents: 3000 + 1295 });

    const stored = (await storedOrder(requestId))!;
    expect((stored.items as { price: unknown }[])[0]!.price).toEqual({ unitCents: 3000, gst: 'gst_free' });
    expect(stored.quote).toMatchObject({
      status: 'awaiting',
      changes: [{ itemIndex: 0, from: { unitCents: 2450, gst: 'gst_free' }, to: { unitCents: 3000, gst: 'gst_free' }, reason: 'The base ingredient’s cost rose' }],
      quotedBy: { uid: admin.uid },
      answeredBy: null,
    });
    const entries = await auditEntriesAbout(requestId);
    expect(entries.find((entry) => entry.action === AUDIT_ACTIONS.orderReprice)).toMatchObject({
      actorUid: admin.uid,
      details: { fromUnitCents: 2450, toUnitCents: 3000, reason: 'The base ingredient’s cost rose', quote: 'awaiting' },
    });

    const [mail] = (await outboxMessages(prescriber.email)).filter((message) => message.subject.includes(requestId) && message.subject.startsWith('A new price'));
    expect(mail?.text).toContain(requestId);
    expect(mail?.text).toContain('/dashboard');
    expect(mail?.text).not.toMatch(new RegExp(`${choice.formula}|30\\.00|\\$`, 'i'));

    const refused = await move(requestId, 'in_progress');
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: QUOTE_AWAITING.code, error: QUOTE_AWAITING.message });
  });

  test('a lower or equal total applies at once, and the order moves on', async () => {
    const { requestId } = await pricedOrder();
    const response = await reprice(requestId, '20', 'Supplier discount', admin.idToken);
    expect(response.json).toMatchObject({ status: 'applied', totalAfterCents: 2000 + 1295 });
    expect((await move(requestId, 'in_progress')).status).toBe(200);
  });

  test('needs a reason and a price in dollars, and loses nothing when refused', async () => {
    const { requestId } = await pricedOrder();
    const noReason = await reprice(requestId, '30.00', '   ', admin.idToken);
    expect(noReason.status).toBe(400);
    expect(noReason.json).toMatchObject({ error: QUOTE_MESSAGES.reason });
    const badPrice = await reprice(requestId, '30.001', 'Cost', admin.idToken);
    expect(badPrice.status).toBe(400);
    expect(badPrice.json).toMatchObject({ error: QUOTE_MESSAGES.unitPrice });
    const stored = (await storedOrder(requestId))!;
    expect(stored.quote).toBeUndefined();
    expect((stored.items as { price: unknown }[])[0]!.price).toEqual({ unitCents: 2450, gst: 'gst_free' });
  });

  test('only an admin may re-price, and only before compounding', async () => {
    const { requestId } = await pricedOrder();
    for (const user of [prescriber, staff]) expect((await reprice(requestId, '1.00', 'Cheaper', user.idToken)).status).toBe(403);
    expect((await reprice(requestId, '1.00', 'Cheaper', undefined)).status).toBe(401);
    expect((await move(requestId, 'in_progress')).status).toBe(200);
    const late = await reprice(requestId, '1.00', 'Cheaper', admin.idToken);
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'quote_after_compounding' });
    expect((await reprice('HC-200101-ZZZZ', '1.00', 'Cheaper', admin.idToken)).status).toBe(404);
  });
});

describe('the prescriber, or the staff member who prepared the order, answers', () => {
  test('the prescriber accepts: recorded with who and when, audited, and the order can move on', async () => {
    const { requestId } = await pricedOrder();
    await reprice(requestId, '30.00', 'Cost rose', admin.idToken);
    const response = await answer(requestId, 'accept', prescriber.idToken);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'accepted' });
    expect((await storedOrder(requestId))!.quote).toMatchObject({ status: 'accepted', answeredBy: { uid: prescriber.uid }, answeredAt: expect.anything() });
    const entries = await auditEntriesAbout(requestId);
    expect(entries.find((entry) => entry.action === AUDIT_ACTIONS.orderQuoteAnswer)).toMatchObject({ actorUid: prescriber.uid, details: { answer: 'accept' } });
    expect((await move(requestId, 'in_progress')).status).toBe(200);
    expect((await answer(requestId, 'decline', prescriber.idToken)).status).toBe(409);
  });

  test('the staff member who prepared it accepts; another staff member, another prescriber and an admin cannot', async () => {
    const { requestId } = await pricedOrder();
    await orderDoc(requestId).update({ preparedBy: { uid: staff.uid, name: 'Nina Patel' } });
    await reprice(requestId, '30.00', 'Cost rose', admin.idToken);
    expect((await answer(requestId, 'accept', otherStaff.idToken)).status).toBe(404);
    expect((await answer(requestId, 'decline', otherPrescriber.idToken)).status).toBe(404);
    expect((await answer(requestId, 'decline', admin.idToken)).status).toBe(403);
    expect((await storedOrder(requestId))!.quote).toMatchObject({ status: 'awaiting' });
    const response = await answer(requestId, 'accept', staff.idToken);
    expect(response.status).toBe(200);
    expect((await storedOrder(requestId))!.quote).toMatchObject({ status: 'accepted', answeredBy: { uid: staff.uid, name: 'Nina Patel' } });
  });

  test('declining cancels the order as "quote declined" and frees its e-script token for a new order', async () => {
    const { requestId, token } = await pricedOrder();
    await reprice(requestId, '30.00', 'Cost rose', admin.idToken);
    const { patientId } = await createTestPatient(prescriber.uid);
    const taken = await postOrder(orderForm([{ patientId, choice, escriptToken: token }]), prescriber.idToken);
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: ESCRIPT_CLAIM_ERROR_CODES.taken });

    const response = await answer(requestId, 'decline', prescriber.idToken);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'declined' });
    expect(await storedOrder(requestId)).toMatchObject({
      status: 'cancelled',
      cancelledReason: 'quote declined',
      quote: { status: 'declined', answeredBy: { uid: prescriber.uid } },
    });
    const actions = (await auditEntriesAbout(requestId)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining([AUDIT_ACTIONS.orderQuoteAnswer, AUDIT_ACTIONS.orderStatus]));

    const again = await postOrder(orderForm([{ patientId, choice, escriptToken: token }]), prescriber.idToken);
    expect(again.status).toBe(201);
  });
});
