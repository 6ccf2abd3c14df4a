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
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  COURSE_API_PATHS,
  COURSE_ERROR_CODES,
  COURSE_MESSAGES,
  ApiErrorBodySchema,
  CoursePageSchema,
  NextSupplyResponseSchema,
  SupplyResponseSchema,
  parseCalendarDate,
  sydneyDateAfter,
  sydneyDateOf,
  type OrderItem,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request, type SiteResponse } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout } from '../support/audit-log.ts';
import { choicesIn, deleteTestOrders, fetchCatalogue, orderDoc, orderForm, postOrder, storedOrder, type Choice } from '../support/orders.ts';
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
async function ordered(course: { repeats: number; interval?: number; daysSupply?: number }, user = prescriber) {
  const patient = await createTestPatient(user.uid);
  const form = orderForm([{ patientId: patient.patientId, choice, daysSupply: course.daysSupply, repeats: course.repeats, repeatIntervalDays: course.interval }]);
  const response = await postOrder(form, user.idToken);
  expect(response.status).toBe(201);
  return { requestId: (response.json as SubmitOrderResponse).requestId, patientId: patient.patientId };
}

const supply = (requestId: string, idToken = admin.idToken) => request(COURSE_API_PATHS.supplies, { idToken, body: { requestId, itemIndex: 0 } });
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
  test('a 3-repeat item is supplied as the original and three repeats, each recorded and audited, and then refused', async () => {
    const { requestId } = await ordered({ repeats: 3 });
    for (const repeat of [0, 1, 2, 3]) {
      const response = await supply(requestId);
      expect(response.status).toBe(200);
      expect(SupplyResponseSchema.parse(response.json).supply).toMatchObject({ repeat, by: admin.uid, requestId });
    }
    expectRefused(await supply(requestId), 409, COURSE_ERROR_CODES.noRepeatsLeft, COURSE_MESSAGES.noRepeatsLeft);
    const item = await itemOf(requestId);
    expect(item.supplies?.map((each) => each.repeat)).toEqual([0, 1, 2, 3]);
    expect((await storedOrder(requestId))?.lastSupplyAt).toBeDefined();
    const entries = (await auditEntriesAbout(requestId)).filter((entry) => entry.action === AUDIT_ACTIONS.orderSupply);
    expect(entries.map((entry) => entry.details?.repeat)).toEqual(expect.arrayContaining([0, 1, 2, 3]));
  });

  test('only an admin records a supply', async () => {
    const { requestId } = await ordered({ repeats: 1 });
    expectRefused(await supply(requestId, prescriber.idToken), 403, 'forbidden');
    expectUnauthenticated(await request(COURSE_API_PATHS.supplies, { body: { requestId, itemIndex: 0 } }));
    expectRefused(await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId: 'HC-000000-NONE', itemIndex: 0 } }), 404, 'order_not_found');
    expectRefused(await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId, itemIndex: 5 } }), 400, COURSE_ERROR_CODES.invalidItem);
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
