/**
 * The counters the triggers keep (decision 034), checked the way a sceptic would: every
 * counter held, and every one named by the caller, against an aggregation count the test
 * makes itself with the admin SDK. Triggers land a moment after each write, so a test
 * that reads figures after writing waits here until the two agree, within a budget that
 * fits a busy two-core CI machine.
 */
import type { Query } from 'firebase-admin/firestore';
import { COLLECTIONS, COUNTER_DOCS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS, ORDER_STATUSES, USER_STATUSES, sydneyDayRange } from '@pharmacy/shared';
import { pauseCounterTriggers, withoutCounterTriggers, type RecountSummary } from '../../scripts/stack/counters-around-writes.ts';
import { adminDb } from './admin.ts';
import { STACK_PROJECT_ID } from './stack.ts';
import { sydneyIsoDate } from './sydney-date.ts';

/** Events queue behind the API's own requests on the Functions emulator: give them room. */
export const COUNTERS_SETTLE_BUDGET_MS = 120_000;
const POLL_MS = 1_000;
const COUNTS_IN_FLIGHT = 8;
const MINUTE_MS = 60_000;

export interface CounterMismatch {
  key: string;
  kept: number | undefined;
  counted: number;
}

const orders = () => adminDb().collection(ORDER_COLLECTIONS.orderRequests);
const practitioners = () => adminDb().collection(COLLECTIONS.users).where('role', '==', 'practitioner');

function inDay(query: Query, field: string, day: string, minute?: number): Query {
  const { start, end } = sydneyDayRange(day, day);
  const from = minute === undefined ? start! : start! + minute * MINUTE_MS;
  const to = minute === undefined ? end! : from + MINUTE_MS;
  return query.where(field, '>=', new Date(from)).where(field, '<', new Date(to));
}

/** The query that counts what a counter key claims, written out here apart from the product's own. */
function queryFor(key: string): Query | null {
  const [doc = '', path = ''] = key.split('/');
  const dot = path.indexOf('.');
  const field = dot === -1 ? path : path.slice(0, dot);
  const bucket = dot === -1 ? '' : path.slice(dot + 1);
  const minutesOf = /^orderRequests-received-(\d{4}-\d{2}-\d{2})$/.exec(doc);
  if (minutesOf && field === 'byMinute') return inDay(orders(), 'createdAt', minutesOf[1]!, Number(bucket));
  if (doc === COUNTER_DOCS.orderRequests) {
    if (field === 'status') return orders().where('status', '==', bucket);
    if (field === 'originalsAwaited') return orders().where('originalAwaited', '==', true);
    if (field === 'originalsDue') return orders().where('originalAwaited', '==', true).where('originalDueDate', '==', bucket);
    if (field === 'questionsUnanswered') return orders().where('clarification.status', '==', 'requested');
    if (field === 'receivedOn') return inDay(orders(), 'createdAt', bucket);
    if (field === 'madeReadyOn') return inDay(orders(), 'readyAt', bucket);
  }
  if (doc === COUNTER_DOCS.enquiries && field === 'unread') return adminDb().collection(ENQUIRY_COLLECTIONS.enquiries).where('readAt', '==', null);
  if (doc === COUNTER_DOCS.practitioners) {
    if (field === 'total') return practitioners();
    if (field === 'status') return practitioners().where('status', '==', bucket);
    if (field === 'registeredOn') return inDay(practitioners(), 'createdAt', bucket);
  }
  return null;
}

/**
 * Whether a reader can ask for the key: days before the readers' windows are not kept
 * (the triggers leave them, the recount removes them). The earliest day each reader
 * always asks for: the chart's twelfth week back starts 77 to 83 days ago, the median
 * runs 30 days, New This Week 7, and the minutes are kept for today and the 7 days before.
 */
function readable(key: string): boolean {
  const day = /(\d{4}-\d{2}-\d{2})/.exec(key)?.[1];
  if (day === undefined || key.includes('/originalsDue.')) return true;
  if (key.startsWith('orderRequests-received-')) return day >= sydneyIsoDate(-7);
  if (key.includes('/receivedOn.')) return day >= sydneyIsoDate(-76);
  if (key.includes('/madeReadyOn.')) return day >= sydneyIsoDate(-29);
  if (key.includes('/registeredOn.')) return day >= sydneyIsoDate(-6);
  return true;
}

/** Every counter held now, by key (`{doc}/{field}` or `{doc}/{field}.{bucket}`). */
export async function heldCounters(): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for (const doc of (await adminDb().collection(COLLECTIONS.counters).get()).docs) {
    for (const [field, value] of Object.entries(doc.data())) {
      if (typeof value === 'number') held.set(`${doc.id}/${field}`, value);
      else for (const [bucket, count] of Object.entries(value as Record<string, number>)) held.set(`${doc.id}/${field}.${bucket}`, count);
    }
  }
  return held;
}

/** The figures that exist whatever the data: each status and flag. */
export const BASE_COUNTER_KEYS = [
  ...ORDER_STATUSES.map((status) => `${COUNTER_DOCS.orderRequests}/status.${status}`),
  `${COUNTER_DOCS.orderRequests}/originalsAwaited`,
  `${COUNTER_DOCS.orderRequests}/questionsUnanswered`,
  `${COUNTER_DOCS.enquiries}/unread`,
  `${COUNTER_DOCS.practitioners}/total`,
  ...USER_STATUSES.map((status) => `${COUNTER_DOCS.practitioners}/status.${status}`),
];

export interface CounterCheck {
  /** Keys to count even where no counter is held (what the test wrote). */
  alsoCheck?: Iterable<string>;
  /** Only the counters of this document (e.g. COUNTER_DOCS.practitioners), for a story that wrote nothing else. */
  only?: string;
}

/** Counters a reader can ask for (held, or named in `alsoCheck`) that differ from their count now; unknown keys count as mismatches too. */
export async function counterMismatches({ alsoCheck = [], only }: CounterCheck = {}): Promise<CounterMismatch[]> {
  const held = await heldCounters();
  const keys = [...new Set([...held.keys(), ...BASE_COUNTER_KEYS, ...alsoCheck])].filter(
    (key) => readable(key) && (only === undefined || key.startsWith(`${only}/`)),
  );
  const mismatches: CounterMismatch[] = [];
  for (let index = 0; index < keys.length; index += COUNTS_IN_FLIGHT) {
    await Promise.all(
      keys.slice(index, index + COUNTS_IN_FLIGHT).map(async (key) => {
        const query = queryFor(key);
        const counted = query ? (await query.count().get()).data().count : Number.NaN;
        const kept = held.get(key);
        if ((kept ?? 0) !== counted) mismatches.push({ key, kept, counted });
      }),
    );
  }
  return mismatches;
}

/** Waits until every counter equals its count; fails naming those that still differ when the budget runs out. */
export async function waitForCountersToSettle(check: CounterCheck = {}, budgetMs = COUNTERS_SETTLE_BUDGET_MS): Promise<void> {
  const keys = { ...check, alsoCheck: [...(check.alsoCheck ?? [])] };
  const deadline = Date.now() + budgetMs;
  for (;;) {
    const mismatches = await counterMismatches(keys);
    if (mismatches.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Counters still differ from their counts after ${budgetMs / 1000} s: ${JSON.stringify(mismatches.slice(0, 20))}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Runs `work` (thousands of records written or removed for a list at size) with the counter
 * triggers off, then the recount until the counters match the data, as the bench and the seed
 * do (decision 068, 087). With the triggers on, each record is an event the Functions emulator
 * works through for minutes afterwards, and every request and trigger after it queues behind
 * them (CI on 13a136f: a story's 6 new practitioners were still uncounted after 120 s, behind
 * the API suite's 3,000 removed ones). Only for stories that read no counter while `work` runs:
 * an event of anything else written meanwhile is dropped, and the recount corrects it.
 */
export async function aroundCounterTriggers<T>(work: () => Promise<T>): Promise<T> {
  const { result, recount } = await withoutCounterTriggers(STACK_PROJECT_ID, work, { untilSettled: true });
  expectSettled(recount);
  return result;
}

/**
 * The counter triggers off until the function returned is called, which switches them on and
 * recounts until the counters match the data: aroundCounterTriggers for records that a file
 * writes before its stories and removes after them, so that one recount, without the records,
 * follows both: a recount counts every record, so one with the 10,000 still there takes longer.
 */
export async function counterTriggersOff(): Promise<() => Promise<void>> {
  const resume = await pauseCounterTriggers(STACK_PROJECT_ID, { untilSettled: true });
  return async () => expectSettled(await resume());
}

function expectSettled(recount: RecountSummary): void {
  if (recount.unsettled > 0) throw new Error(`Counters still moving after repeated recounts: ${recount.unsettled}`);
}
