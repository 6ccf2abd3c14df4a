/**
 * The nightly recount (decision 034): counts again, with aggregation queries, every
 * counter a reader can read, corrects those that drifted and says which; creates the
 * counters that are missing (a backfill for data written before the triggers); removes
 * day buckets older than any reader asks for and old event markers.
 *
 * Events still in flight when the recount counts would be counted twice (once by the
 * recount, once by their trigger). So a drift is corrected only if it is still the same
 * after `settle`; one that changed in between is reported as unsettled and left for the
 * next run.
 */
import { COUNTER_DOCS, ORDER_STATUSES, USER_STATUSES, receivedMinutesDoc, sydneyDayRange, sydneyMinuteOfDay } from '@pharmacy/shared';
import { parseCounterKey } from './counter-contributions.ts';
import { counterWindows, isKept, type CounterWindows } from './counter-windows.ts';
import type { CountCondition, CounterCorrection, RecountSource } from './recount-source.ts';

/** Markers only guard against a second delivery of an event, which comes within minutes; a week is ample. */
export const EVENT_MARKER_DAYS = 7;
const DAY_MS = 86_400_000;
/** Long enough for the triggers of the writes just before the recount to land. */
export const SETTLE_MS = 5_000;
/** Counts asked at once: the emulator scans for each, production Firestore answers from indexes. */
const COUNTS_IN_FLIGHT = 4;

export interface Drift {
  key: string;
  /** What the counter held, and what the database counts. */
  kept: number;
  counted: number;
}

export interface RecountOutcome {
  corrected: Drift[];
  /** Drifts that moved while the recount waited: triggers were still landing; the next run looks again. */
  unsettled: Drift[];
  pruned: number;
  purgedEventMarkers: number;
}

export interface RecountDeps {
  source: RecountSource;
  now: Date;
  sleep?: (ms: number) => Promise<void>;
  settleMs?: number;
  logDrift?: (drift: Drift) => void;
}

/** `field` (a timestamp) within the Sydney day, as the overview's and the list's ranges ask. */
function onDay(field: string, day: string): CountCondition[] {
  const { start, end } = sydneyDayRange(day, day);
  return [
    { field, op: '>=', value: new Date(start!) },
    { field, op: '<', value: new Date(end!) },
  ];
}

async function inBatches<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < jobs.length; index += COUNTS_IN_FLIGHT) {
    results.push(...(await Promise.all(jobs.slice(index, index + COUNTS_IN_FLIGHT).map((job) => job()))));
  }
  return results;
}

/** Every counter key a reader can read, with what the database counts for it now. */
async function countedNow(source: RecountSource, windows: CounterWindows): Promise<Map<string, number>> {
  const counts: [string, () => Promise<number>][] = [];
  const ask = (key: string, collection: Parameters<RecountSource['count']>[0], conditions: CountCondition[]) =>
    counts.push([key, () => source.count(collection, conditions)]);
  const orders = COUNTER_DOCS.orderRequests;
  for (const status of ORDER_STATUSES) ask(`${orders}/status.${status}`, 'orderRequests', [{ field: 'status', op: '==', value: status }]);
  ask(`${orders}/originalsAwaited`, 'orderRequests', [{ field: 'originalAwaited', op: '==', value: true }]);
  ask(`${orders}/questionsUnanswered`, 'orderRequests', [{ field: 'clarification.status', op: '==', value: 'requested' }]);
  for (const day of windows.receivedOn.days) ask(`${orders}/receivedOn.${day}`, 'orderRequests', onDay('createdAt', day));
  for (const day of windows.madeReadyOn.days) ask(`${orders}/madeReadyOn.${day}`, 'orderRequests', onDay('readyAt', day));
  ask(`${COUNTER_DOCS.enquiries}/unread`, 'enquiries', [{ field: 'readAt', op: '==', value: null }]);
  const practitioner: CountCondition = { field: 'role', op: '==', value: 'practitioner' };
  const people = COUNTER_DOCS.practitioners;
  ask(`${people}/total`, 'users', [practitioner]);
  for (const status of USER_STATUSES) ask(`${people}/status.${status}`, 'users', [practitioner, { field: 'status', op: '==', value: status }]);
  for (const day of windows.registeredOn.days) ask(`${people}/registeredOn.${day}`, 'users', [practitioner, ...onDay('createdAt', day)]);

  const truth = new Map<string, number>();
  const values = await inBatches(counts.map(([, count]) => count));
  counts.forEach(([key], index) => truth.set(key, values[index]!));

  // Buckets named by the records themselves: read the one field, a few records each.
  const dueDates = await source.values('orderRequests', 'originalDueDate', [{ field: 'originalAwaited', op: '==', value: true }]);
  for (const due of dueDates) {
    if (typeof due === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(due)) truth.set(`${orders}/originalsDue.${due}`, (truth.get(`${orders}/originalsDue.${due}`) ?? 0) + 1);
  }
  for (const day of windows.receivedMinutes.days) {
    for (const value of await source.values('orderRequests', 'createdAt', onDay('createdAt', day))) {
      const at = value instanceof Date ? value : (value as { toDate?: () => Date }).toDate?.();
      if (!at) continue;
      const key = `${receivedMinutesDoc(day)}/byMinute.${sydneyMinuteOfDay(at)}`;
      truth.set(key, (truth.get(key) ?? 0) + 1);
    }
  }
  return truth;
}

/** What the counters hold, as keys; and what lies outside every reader's window (to remove). */
function keptNow(documents: Map<string, Record<string, unknown>>, windows: CounterWindows) {
  const kept = new Map<string, number>();
  const stale: string[] = [];
  for (const [doc, data] of documents) {
    if (!isKept(windows, doc, '', null)) {
      stale.push(`${doc}/`);
      continue;
    }
    for (const [field, value] of Object.entries(data)) {
      if (typeof value === 'number') kept.set(`${doc}/${field}`, value);
      else if (typeof value === 'object' && value !== null) {
        for (const [bucket, count] of Object.entries(value)) {
          const key = `${doc}/${field}.${bucket}`;
          if (!isKept(windows, doc, field, bucket)) stale.push(key);
          else kept.set(key, typeof count === 'number' ? count : Number.NaN);
        }
      }
    }
  }
  return { kept, stale };
}

/** Keys whose kept value differs from the count; a kept key nothing counts must be 0. */
function drifts(truth: Map<string, number>, kept: Map<string, number>): Map<string, Drift> {
  const found = new Map<string, Drift>();
  for (const key of new Set([...truth.keys(), ...kept.keys()])) {
    const counted = truth.get(key) ?? 0;
    const held = kept.get(key);
    // Zero buckets need not be stored; a missing one reads as 0.
    if (held === undefined ? counted !== 0 : held !== counted) found.set(key, { key, kept: held ?? 0, counted });
  }
  return found;
}

/** A drift's size; a value that is no number differs the same way each time. */
const gap = ({ kept, counted }: Drift) => (Number.isNaN(kept) ? 'not a number' : kept - counted);

async function measure(source: RecountSource, windows: CounterWindows) {
  const [truth, documents] = await Promise.all([countedNow(source, windows), source.counterDocuments()]);
  const { kept, stale } = keptNow(documents, windows);
  return { drift: drifts(truth, kept), stale };
}

export async function recountCounters({ source, now, sleep = (ms) => new Promise((r) => setTimeout(r, ms)), settleMs = SETTLE_MS, logDrift = () => {} }: RecountDeps): Promise<RecountOutcome> {
  const windows = counterWindows(now);
  const first = await measure(source, windows);
  let second = first;
  if (first.drift.size > 0) {
    await sleep(settleMs);
    second = await measure(source, windows);
  }
  const corrected: Drift[] = [];
  const unsettled: Drift[] = [];
  const corrections = new Map<string, CounterCorrection>();
  for (const [key, drift] of second.drift) {
    const before = first.drift.get(key);
    if (!before || gap(before) !== gap(drift)) {
      unsettled.push(drift);
      continue;
    }
    corrected.push(drift);
    logDrift(drift);
    const { bucket } = parseCounterKey(key);
    // A bucket nothing counts is removed rather than kept at 0; a NaN (hand-edited) is replaced.
    // A hand-edited value that is no number is replaced; otherwise the difference is added, so
    // a trigger landing meanwhile still counts.
    corrections.set(
      key,
      drift.counted === 0 && bucket !== null ? 'delete' : Number.isNaN(drift.kept) ? { set: drift.counted } : { add: drift.counted - drift.kept },
    );
  }
  for (const key of second.stale) corrections.set(key, 'delete');
  if (corrections.size > 0) await source.correct(corrections);
  const purgedEventMarkers = await source.purgeEventMarkers(new Date(now.getTime() - EVENT_MARKER_DAYS * DAY_MS));
  return { corrected, unsettled, pruned: second.stale.length, purgedEventMarkers };
}
