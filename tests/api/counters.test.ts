/**
 * The counters kept by triggers (decision 034) against the real emulators: a few hundred
 * random writes, through the API (orders placed by a practitioner, moved on by an admin)
 * and straight through the admin SDK (creates, changes and deletes of order requests,
 * enquiries and users, several at once), and then every counter must equal the
 * aggregation count the test makes itself, once the triggers have landed. The recount
 * then finds nothing to correct; it corrects a counter changed by hand, and creates one
 * that was deleted.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  COLLECTIONS,
  COUNTER_DOCS,
  DEV_RECOUNT_PATH,
  DevRecountResponseSchema,
  ENQUIRY_COLLECTIONS,
  ORDER_API_PATHS,
  ORDER_COLLECTIONS,
  ORDER_STATUSES,
  USER_STATUSES,
  receivedMinutesDoc,
  sydneyDateOf,
  sydneyMinuteOfDay,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { adminDb, closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { counterMismatches, waitForCountersToSettle } from '../support/counters.ts';
import { uniqueTokenCode, deleteTestOrders, orderForm, postOrder, twoChoices } from '../support/orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';
import { seededRandom } from '../../scripts/seeded-random.ts';

const SETUP_TIMEOUT = 60_000;
/** Writing, then waiting for a few hundred events on a busy two-core machine. */
const STORY_TIMEOUT = 300_000;
const DAY_MS = 86_400_000;
const API_ORDERS = 6;
const API_MOVES = 14;
const DIRECT_WRITES = 260;
const AT_ONCE = 8;

/** A fixed seed, printed, so a failure can be replayed. */
const SEED = Number(process.env.COUNTERS_TEST_SEED ?? Date.now() % 1_000_000);
const next = seededRandom(SEED);
const chance = (p: number) => next() < p;
const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
/**
 * An instant up to `days` ago, half of them in the last seven days (whose minutes the
 * overview keeps). Within the days a reader asks for: the recount removes older buckets.
 */
const past = (days: number) => new Date(Date.now() - (chance(0.5) ? next() * 7 : next() * days) * DAY_MS);
const isoDay = (offsetDays: number) => sydneyDateOf(new Date(Date.now() + offsetDays * DAY_MS));

/** Keys touched by what this file wrote: the checks count these even where no counter exists. */
const touched = new Set<string>();
function noteReceived(at: Date): void {
  touched.add(`${COUNTER_DOCS.orderRequests}/receivedOn.${sydneyDateOf(at)}`);
  // Minutes are kept for the last eight Sydney days only: the recount removes older ones.
  if (at.getTime() > Date.now() - 7 * DAY_MS) touched.add(`${receivedMinutesDoc(sydneyDateOf(at))}/byMinute.${sydneyMinuteOfDay(at)}`);
}

const PREFIX = `COUNTERS-${randomUUID().slice(0, 6)}`;
/** The records this file's writes may still change (one deleted leaves it). */
const written: DocumentReference[] = [];
/**
 * Every record it ever created: a change that lands on a record another write of the same
 * round just deleted creates it again, so clean-up deletes them all.
 */
const created: DocumentReference[] = [];
let admin: TestUser;
let practitioner: TestUser;

beforeAll(async () => {
  console.log(`counters test seed: ${SEED}`);
  [admin, practitioner] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
}, SETUP_TIMEOUT);

afterAll(async () => {
  await Promise.all(created.map((ref) => ref.delete()));
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  // The next file reads counters: leave them settled.
  await waitForCountersToSettle({ alsoCheck: touched });
  await closeAdmin();
}, STORY_TIMEOUT);

function randomOrder(): Record<string, unknown> {
  // The chart's twelve weeks reach back at least 77 days; the median's, 30.
  const createdAt = past(75);
  noteReceived(createdAt);
  const due = isoDay(Math.floor(next() * 20) - 10);
  const readyAt = chance(0.5) && createdAt.getTime() > Date.now() - 25 * DAY_MS ? new Date(Math.min(Date.now(), createdAt.getTime() + next() * 3 * DAY_MS)) : null;
  if (readyAt) touched.add(`${COUNTER_DOCS.orderRequests}/madeReadyOn.${sydneyDateOf(readyAt)}`);
  const awaited = chance(0.3);
  if (awaited) touched.add(`${COUNTER_DOCS.orderRequests}/originalsDue.${due}`);
  return {
    status: pick(ORDER_STATUSES),
    createdAt: Timestamp.fromDate(createdAt),
    originalAwaited: awaited,
    originalDueDate: awaited ? due : null,
    ...(chance(0.2) ? { clarification: { status: pick(['requested', 'answered']) } } : {}),
    ...(readyAt ? { readyAt: Timestamp.fromDate(readyAt), minutesToReady: Math.floor((readyAt.getTime() - createdAt.getTime()) / 60_000) } : {}),
  };
}

function orderChange(): Record<string, unknown> {
  const due = isoDay(Math.floor(next() * 20) - 10);
  return pick([
    () => ({ status: pick(ORDER_STATUSES) }),
    () => {
      touched.add(`${COUNTER_DOCS.orderRequests}/originalsDue.${due}`);
      return { originalAwaited: chance(0.5), originalDueDate: due };
    },
    () => ({ clarification: { status: pick(['requested', 'answered']) } }),
    () => {
      const readyAt = past(25);
      touched.add(`${COUNTER_DOCS.orderRequests}/madeReadyOn.${sydneyDateOf(readyAt)}`);
      return { readyAt: Timestamp.fromDate(readyAt), status: 'ready' };
    },
    () => ({ notes: `edited ${next()}` }),
  ])();
}

function randomUser(): Record<string, unknown> {
  // "New This Week" asks for seven days.
  const createdAt = new Date(Date.now() - next() * 6 * DAY_MS);
  touched.add(`${COUNTER_DOCS.practitioners}/registeredOn.${sydneyDateOf(createdAt)}`);
  return { role: chance(0.85) ? 'practitioner' : 'admin', status: pick(USER_STATUSES), createdAt: Timestamp.fromDate(createdAt), email: `${randomUUID()}@example.test` };
}

/** One random write through the admin SDK: a create, a change or a delete of an order, enquiry or user. */
async function directWrite(): Promise<void> {
  const kind = pick(['orderRequests', 'orderRequests', 'enquiries', 'users'] as const);
  const collection = { orderRequests: ORDER_COLLECTIONS.orderRequests, enquiries: ENQUIRY_COLLECTIONS.enquiries, users: COLLECTIONS.users }[kind];
  const mine = written.filter((ref) => ref.parent.id === collection);
  const action = mine.length === 0 ? 'create' : pick(['create', 'create', 'change', 'change', 'delete'] as const);
  if (action === 'create') {
    const ref = adminDb().collection(collection).doc(`${PREFIX}-${randomUUID().slice(0, 8)}`);
    written.push(ref);
    created.push(ref);
    const data = kind === 'orderRequests' ? randomOrder() : kind === 'users' ? randomUser() : { readAt: chance(0.6) ? null : Timestamp.now(), subject: 'x' };
    await ref.set(data);
    return;
  }
  const ref = pick(mine);
  if (action === 'delete') {
    written.splice(written.indexOf(ref), 1);
    await ref.delete();
    return;
  }
  const change =
    kind === 'orderRequests'
      ? orderChange()
      : kind === 'users'
        ? pick([{ status: pick(USER_STATUSES) }, { role: pick(['admin', 'practitioner']) }, { status: FieldValue.delete() }])
        : { readAt: chance(0.5) ? null : Timestamp.now() };
  // A change may land on a record another write of the same round just deleted.
  await ref.set(change, { merge: true });
}

async function placeOrdersAndMoveThem(): Promise<void> {
  const [choice] = await twoChoices(practitioner.idToken);
  const { patientId } = await createTestPatient(practitioner.uid);
  const requestIds: string[] = [];
  for (let index = 0; index < API_ORDERS; index += 1) {
    const submitted = await postOrder(orderForm([{ patientId, choice: choice!, escriptToken: uniqueTokenCode() }]), practitioner.idToken);
    expect(submitted.status).toBe(201);
    requestIds.push((submitted.json as SubmitOrderResponse).requestId);
    noteReceived(new Date());
  }
  touched.add(`${COUNTER_DOCS.orderRequests}/madeReadyOn.${sydneyDateOf(new Date())}`);
  for (let index = 0; index < API_MOVES; index += 1) {
    const moved = await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId: pick(requestIds), status: pick(ORDER_STATUSES) } });
    // Some moves are refused (the same status, or after cancelled): only what was stored counts.
    expect([200, 409]).toContain(moved.status);
  }
}

async function recount() {
  const response = await request(DEV_RECOUNT_PATH, { body: {} });
  expect(response.status).toBe(200);
  return DevRecountResponseSchema.parse(response.json);
}

describe('counters kept by triggers', () => {
  test(
    'after a few hundred writes from the API and the admin SDK, every counter equals its count, and the recount finds nothing to correct',
    async () => {
      // Writes of earlier files have landed: what follows is this test's own.
      await waitForCountersToSettle();
      await Promise.all([
        placeOrdersAndMoveThem(),
        (async () => {
          for (let round = 0; round < DIRECT_WRITES / AT_ONCE; round += 1) await Promise.all(Array.from({ length: AT_ONCE }, directWrite));
        })(),
      ]);

      await waitForCountersToSettle({ alsoCheck: touched });
      const outcome = await recount();
      expect(outcome.corrected).toEqual([]);
      expect(outcome.unsettled).toEqual([]);
    },
    STORY_TIMEOUT,
  );

  test(
    'the recount corrects a counter changed by hand and recreates one deleted, and answers what it corrected',
    async () => {
      await waitForCountersToSettle({ alsoCheck: touched });
      const counters = adminDb().collection(COLLECTIONS.counters);
      const [ordersBefore] = await Promise.all([counters.doc(COUNTER_DOCS.orderRequests).get()]);
      const received = (ordersBefore.get('status.received') as number | undefined) ?? 0;
      await counters.doc(COUNTER_DOCS.orderRequests).set({ status: { received: received + 5 } }, { merge: true });
      await counters.doc(COUNTER_DOCS.practitioners).delete();
      expect((await counterMismatches()).map(({ key }) => key)).toContain(`${COUNTER_DOCS.orderRequests}/status.received`);

      const outcome = await recount();
      expect(outcome.corrected).toContainEqual({ key: `${COUNTER_DOCS.orderRequests}/status.received`, kept: received + 5, counted: received });
      expect(outcome.corrected.map(({ key }) => key)).toContain(`${COUNTER_DOCS.practitioners}/total`);
      expect(await counterMismatches({ alsoCheck: touched })).toEqual([]);
    },
    STORY_TIMEOUT,
  );
});
