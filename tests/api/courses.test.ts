/**
 * Courses through the Hosting emulator (issue 25 parts 2 to 5, decisions 052 and 053): the
 * pharmacy records supplies against an item's repeats, the prescriber asks for the next
 * supply (refused before the interval's date, accepted after it), a patient's course is
 * read only by their prescriber or an admin, and the due-reminder job, given its time,
 * e-mails exactly the due prescribers a link and nothing else.
 *
 * The server's clock is not set by tests: a supply "29 days ago" is a supply whose stored
 * time is moved back, and the reminder job is run at an instant the test gives.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  COURSE_API_PATHS,
  COURSE_ERROR_CODES,
  COURSE_MESSAGES,
  ApiErrorBodySchema,
  CoursePageSchema,
  DevDueRemindersResponseSchema,
  NextSupplyResponseSchema,
  ORDER_IDEMPOTENCY_HEADER,
  SupplyResponseSchema,
  parseCalendarDate,
  sydneyDateAfter,
  sydneyDateOf,
  type OrderItem,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin, userDoc } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import {
  choicesIn,
  deleteTestOrders,
  fetchCatalogue,
  orderDoc,
  orderForm,
  postOrder,
  practitionerWhoseMailFails,
  storedOrder,
  uniqueTokenCode,
  type Choice,
} from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

let admin: TestUser;
let prescriber: TestUser;
let other: TestUser;
let choice: Choice;
const made: string[] = [];

beforeAll(async () => {
  [admin, prescriber, other] = await Promise.all([
    createAdmin(),
    createPrescriber(),
    createPrescriber(),
  ]);
  [choice] = choicesIn(await fetchCatalogue(prescriber.idToken)) as [Choice];
});

afterAll(async () => {
  await deleteTestOrders(...made);
  await deleteTestUsers();
  await closeAdmin();
});

/** An order of one item for a new patient of the prescriber's, with its repeats, interval and days' supply. */
async function ordered(course: { repeats: number; interval?: number; daysSupply?: number; escriptToken?: string }, user = prescriber) {
  const patient = await createTestPatient(user.uid);
  const form = orderForm([
    { patientId: patient.patientId, choice, daysSupply: course.daysSupply, repeats: course.repeats, repeatIntervalDays: course.interval, escriptToken: course.escriptToken },
  ]);
  const response = await postOrder(form, user.idToken);
  expect(response.status).toBe(201);
  return { requestId: (response.json as SubmitOrderResponse).requestId, patientId: patient.patientId };
}

/** Record supply as the pharmacy's button sends it: with an Idempotency-Key, a new one unless given. */
const supply = (requestId: string, idToken = admin.idToken, key: string | null = randomUUID()) =>
  request(COURSE_API_PATHS.supplies, { idToken, body: { requestId, itemIndex: 0 }, headers: key === null ? {} : { [ORDER_IDEMPOTENCY_HEADER]: key } });
const askNext = (requestId: string, idToken = prescriber.idToken, reason?: string) =>
  request(COURSE_API_PATHS.nextSupply, { idToken, body: { requestId, itemIndex: 0, ...(reason ? { reason } : {}) } });

function expectRefused(response: SiteResponse, status: number, code: string, error?: string) {
  expect(response.status).toBe(status);
  expect(ApiErrorBodySchema.parse(response.json)).toMatchObject({ code, ...(error ? { error } : {}) });
}

const itemOf = async (requestId: string) => ((await storedOrder(requestId))?.items as OrderItem[])[0]!;

/** Moves every supply of the order's first item back by `days` days, as if made then. */
async function suppliedDaysAgo(requestId: string, days: number) {
  const items = (await storedOrder(requestId))?.items as OrderItem[];
  const back = (at: string) => new Date(new Date(at).getTime() - days * 86_400_000).toISOString();
  const [first, ...rest] = items;
  const moved = { ...first!, supplies: first!.supplies?.map((each) => ({ ...each, at: back(each.at) })) };
  await orderDoc(requestId).update({ items: [moved, ...rest] });
}

const today = () => parseCalendarDate(sydneyDateOf(new Date()))!;

describe('supplies against repeats (the original uses none; each later supply one)', () => {
  test('a 1-repeat item is supplied as the original and one repeat (each on its own order), each recorded and audited, and then refused', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    const first = await supply(requestId);
    expect(first.status).toBe(200);
    expect(SupplyResponseSchema.parse(first.json).supply).toMatchObject({ repeat: 0, by: admin.uid, requestId });
    const asked = await askNext(requestId, prescriber.idToken, 'Running low');
    expect(asked.status).toBe(201);
    const next = NextSupplyResponseSchema.parse(asked.json).requestId;
    made.push(next);
    expect(SupplyResponseSchema.parse((await supply(next)).json).supply).toMatchObject({ repeat: 1, requestId: next });
    expectRefused(await askNext(requestId, prescriber.idToken, 'Again'), 409, COURSE_ERROR_CODES.noRepeatsLeft, COURSE_MESSAGES.noRepeatsLeft);
    const item = await itemOf(requestId);
    expect(item.supplies?.map((each) => each.repeat)).toEqual([0, 1]);
    expect((await storedOrder(requestId))?.lastSupplyAt).toBeDefined();
    const entries = (await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.orderSupply);
    expect(entries.map((entry) => entry.details?.repeat)).toEqual([0]);
  });

  test('only an admin records a supply', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    expectRefused(await supply(requestId, prescriber.idToken), 403, 'forbidden');
    const headers = { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() };
    expectUnauthenticated(await request(COURSE_API_PATHS.supplies, { body: { requestId, itemIndex: 0 }, headers }));
    expectRefused(await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId: 'HC-000000-NONE', itemIndex: 0 }, headers }), 404, 'order_not_found');
    expectRefused(await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId, itemIndex: 5 }, headers }), 400, COURSE_ERROR_CODES.invalidItem);
  });
});

describe('one supply per order item (decision 065)', () => {
  test('a double click (two records with one key, at once) is one supply, using no more than one repeat, and both answer it', async () => {
    const { requestId } = await ordered({ repeats: 2 });
    const key = randomUUID();
    const responses = await Promise.all([supply(requestId, admin.idToken, key), supply(requestId, admin.idToken, key)]);
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const [a, b] = responses.map((response) => SupplyResponseSchema.parse(response.json).supply);
    expect(b).toEqual(a);
    expect((await itemOf(requestId)).supplies).toHaveLength(1);
    expect((await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.orderSupply)).toHaveLength(1);
  });

  test('a second record for the same order item with another key is refused, naming the supply already made', async () => {
    const { requestId } = await ordered({ repeats: 2 });
    expect((await supply(requestId)).status).toBe(200);
    const again = await supply(requestId);
    expectRefused(again, 409, COURSE_ERROR_CODES.alreadySupplied);
    expect(ApiErrorBodySchema.parse(again.json).error).toContain('already supplied');
    expect((await itemOf(requestId)).supplies).toHaveLength(1);
  });

  test('a record without an Idempotency-Key, or with one that is not a UUID, is refused and records nothing', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    expectRefused(await supply(requestId, admin.idToken, null), 400, COURSE_ERROR_CODES.invalidIdempotencyKey);
    expectRefused(await supply(requestId, admin.idToken, 'not-a-uuid'), 400, COURSE_ERROR_CODES.invalidIdempotencyKey);
    expect((await itemOf(requestId)).supplies ?? []).toHaveLength(0);
  });
});

describe('the next supply', () => {
  test('is refused before the interval\'s date with that date, accepted after it as a new order linked both ways, and then open', async () => {
    const { requestId } = await ordered({ repeats: 2, interval: 28, daysSupply: 28 });
    expectRefused(await askNext(requestId), 409, COURSE_ERROR_CODES.notSuppliedYet);
    expect((await supply(requestId)).status).toBe(200);

    const from = sydneyDateAfter(today(), 28);
    expectRefused(await askNext(requestId), 409, COURSE_ERROR_CODES.tooEarly, COURSE_MESSAGES.tooEarly(from));

    await suppliedDaysAgo(requestId, 29);
    expectRefused(await askNext(requestId, prescriber.idToken, 'Travelling'), 409, COURSE_ERROR_CODES.reasonWithInterval);
    const response = await askNext(requestId);
    expect(response.status).toBe(201);
    const next = NextSupplyResponseSchema.parse(response.json);
    made.push(next.requestId);
    expect(next).toMatchObject({ repeat: 1, repeats: 2 });
    expect(await storedOrder(next.requestId)).toMatchObject({
      prescriberId: prescriber.uid,
      status: 'received',
      nextSupply: true,
      nextSupplyOf: { requestId, itemIndex: 0, repeat: 1, repeats: 2, reason: '' },
      items: [expect.objectContaining({ formula: choice.formula, script: null })],
    });
    expect((await itemOf(requestId)).nextSupplies).toEqual([{ requestId: next.requestId, repeat: 1 }]);
    // Until it is supplied, asking again is refused.
    expectRefused(await askNext(requestId), 409, COURSE_ERROR_CODES.nextSupplyOpen);
    // Supplied on the new order, it counts on the first order's item.
    expect(SupplyResponseSchema.parse((await supply(next.requestId)).json).supply).toMatchObject({ repeat: 1, requestId: next.requestId });
    expect((await itemOf(requestId)).supplies?.map((each) => each.repeat)).toEqual([0, 1]);
  });

  test('takes a reason where no interval is set, and is the prescriber\'s own to ask', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    expect((await supply(requestId)).status).toBe(200);
    expectRefused(await askNext(requestId, other.idToken), 404, 'order_not_found');
    expectRefused(await askNext(requestId, admin.idToken), 404, 'order_not_found');
    expectUnauthenticated(await request(COURSE_API_PATHS.nextSupply, { body: { requestId, itemIndex: 0 } }));
    const response = await askNext(requestId, prescriber.idToken, 'Going overseas for a month');
    expect(response.status).toBe(201);
    const next = NextSupplyResponseSchema.parse(response.json);
    made.push(next.requestId);
    expect((await storedOrder(next.requestId))?.nextSupplyOf).toMatchObject({ reason: 'Going overseas for a month' });
  });
});

describe("a next supply's legal prescription (decision 065)", () => {
  test('starts its own state: the first token is not copied, and the repeat is held by the pharmacy', async () => {
    const token = uniqueTokenCode();
    const { requestId } = await ordered({ repeats: 1, escriptToken: token });
    expect((await itemOf(requestId)).legalScript).toMatchObject({ state: 'token_received' });
    expect((await supply(requestId)).status).toBe(200);
    const response = await askNext(requestId, prescriber.idToken, 'Running low');
    expect(response.status).toBe(201);
    const next = NextSupplyResponseSchema.parse(response.json).requestId;
    made.push(next);
    const item = await itemOf(next);
    expect(item.legalScript).toEqual({ state: 'repeat_held', of: requestId });
    expect(JSON.stringify(item)).not.toContain(token);
    expect(await storedOrder(next)).toMatchObject({ originalAwaited: false, originalDueDate: null });
  });

  test('after a mailed script, waits for the original again only when the first is still awaited', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    expect((await itemOf(requestId)).legalScript).toMatchObject({ state: 'original_awaited' });
    expect((await supply(requestId)).status).toBe(200);
    // The first order's original was due 20 days ago and has not come.
    const overdue = sydneyDateAfter(today(), -20);
    await orderDoc(requestId).update({ items: [{ ...(await itemOf(requestId)), legalScript: { state: 'original_awaited', dueDate: overdue } }] });
    const response = await askNext(requestId, prescriber.idToken, 'Running low');
    expect(response.status).toBe(201);
    const next = NextSupplyResponseSchema.parse(response.json).requestId;
    made.push(next);
    // Its own due date, 7 days from the new order, not the first's.
    const due = sydneyDateAfter(today(), 7);
    expect((await itemOf(next)).legalScript).toEqual({ state: 'original_awaited', dueDate: due });
    expect(await storedOrder(next)).toMatchObject({ originalAwaited: true, originalDueDate: due });
  });
});

describe("a patient's course", () => {
  test('lists what was ordered and supplied, newest first, to the prescriber and an admin only', async () => {
    const { requestId, patientId } = await ordered({ repeats: 2 });
    expect((await supply(requestId)).status).toBe(200);
    const path = `${COURSE_API_PATHS.course}/${patientId}`;
    const mine = await request(path, { idToken: prescriber.idToken });
    expect(mine.status).toBe(200);
    const page = CoursePageSchema.parse(mine.json);
    expect(page.next).toBeNull();
    expect(page.entries).toEqual([
      expect.objectContaining({ requestId, itemIndex: 0, repeats: 2, repeatsLeft: 2, nextFrom: null, courseText: 'first supply made, 0 of 2 repeats supplied, next any time' }),
    ]);
    expectRefused(await request(path, { idToken: other.idToken }), 404, 'patient_not_found');
    expectUnauthenticated(await request(path));
    const pharmacy = await request(path, { idToken: admin.idToken });
    expect(pharmacy.status).toBe(200);
    expect((await auditEntriesAbout(patientId)).some((entry) => entry.action === AUDIT_ACTIONS.accessPatient && entry.actorUid === admin.uid)).toBe(true);
  });
});

describe('due reminders', () => {
  test('the job given a time e-mails exactly the due prescribers a link, with no patient or medicine, once per supply', async () => {
    const due = await ordered({ repeats: 1, daysSupply: 30 });
    const optedOut = await ordered({ repeats: 1, daysSupply: 30 });
    const noRepeats = await ordered({ repeats: 0, daysSupply: 30 });
    for (const { requestId } of [due, optedOut, noRepeats]) expect((await supply(requestId)).status).toBe(200);
    const off = await request(COURSE_API_PATHS.reminders, { idToken: prescriber.idToken, body: { requestId: optedOut.requestId, itemIndex: 0, on: false } });
    expect(off.status).toBe(200);
    expectRefused(await request(COURSE_API_PATHS.reminders, { idToken: other.idToken, body: { requestId: due.requestId, itemIndex: 0, on: false } }), 404, 'order_not_found');

    // Supplied today with 30 days: not due in 20 days' time, due in 25 (runs out within 7 days).
    const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const early = await request(COURSE_API_PATHS.devDueReminders, { body: { now: at(20) } });
    expect(early.status).toBe(200);
    expect((early.json as { reminded: string[] }).reminded).not.toContain(due.requestId);

    const run = await request(COURSE_API_PATHS.devDueReminders, { body: { now: at(25) } });
    const reminded = (run.json as { reminded: string[] }).reminded;
    expect(reminded).toContain(due.requestId);
    expect(reminded).not.toContain(optedOut.requestId);
    expect(reminded).not.toContain(noRepeats.requestId);

    const mails = (await outboxMessages(prescriber.email)).filter((message) => message.subject.startsWith('Next supply due soon'));
    expect(mails.filter((message) => message.subject === `Next supply due soon: ${due.requestId}`)).toHaveLength(1);
    for (const skipped of [optedOut, noRepeats]) expect(mails.some((message) => message.subject.includes(skipped.requestId))).toBe(false);
    const mail = mails.find((message) => message.subject.includes(due.requestId));
    expect(mail?.text).toContain(`#order-${due.requestId}`);
    const item = await itemOf(due.requestId);
    for (const health of [item.formulaLabel, item.patient?.givenName, item.patient?.familyName, item.directions]) expect(mail?.text).not.toContain(health);

    const again = await request(COURSE_API_PATHS.devDueReminders, { body: { now: at(26) } });
    expect((again.json as { reminded: string[] }).reminded).not.toContain(due.requestId);
  });
});

describe('due reminders to prescribers who lost access, and failed reminders (decision 065)', () => {
  const at = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const runAt = async (days: number) => {
    const response = await request(COURSE_API_PATHS.devDueReminders, { body: { now: at(days) } });
    expect(response.status).toBe(200);
    return DevDueRemindersResponseSchema.parse(response.json);
  };

  test('are not sent to a prescriber who was rejected (suspended) or deleted since', async () => {
    const [suspended, deleted] = await Promise.all([createPrescriber(), createPrescriber()]);
    const theirs = await ordered({ repeats: 1, daysSupply: 30 }, suspended);
    const gone = await ordered({ repeats: 1, daysSupply: 30 }, deleted);
    for (const { requestId } of [theirs, gone]) expect((await supply(requestId)).status).toBe(200);
    await userDoc(suspended.uid).update({ status: 'rejected' });
    await userDoc(deleted.uid).delete();

    const run = await runAt(25);
    expect(run.reminded).not.toContain(theirs.requestId);
    expect(run.reminded).not.toContain(gone.requestId);
    expect(run.withheld).toEqual(expect.arrayContaining([theirs.requestId, gone.requestId]));
    for (const user of [suspended, deleted]) {
      expect((await outboxMessages(user.email)).filter((message) => message.subject.startsWith('Next supply due soon'))).toHaveLength(0);
    }
  });

  test('a reminder whose e-mail fails is kept on the order for the mail retry', async () => {
    const failing = await practitionerWhoseMailFails();
    const { requestId } = await ordered({ repeats: 1, daysSupply: 30 }, failing);
    expect((await supply(requestId)).status).toBe(200);

    const run = await runAt(25);
    expect(run.failed).toContain(requestId);
    expect(await storedOrder(requestId)).toMatchObject({
      needsMailResend: true,
      mail: { dueReminder: { status: 'failed', attempts: 1 } },
    });
  });
});
