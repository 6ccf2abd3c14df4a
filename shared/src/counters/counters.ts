/**
 * Counter documents (decision 034): the figures of the pharmacy overview and the admin
 * dashboard's stat cards, kept by Firestore triggers as the counted records change,
 * so a reader fetches one or two documents instead of making count queries. Here are
 * their names and how a reader adds up their day buckets; the keeping is in the
 * functions' `counters` feature.
 *
 * Every figure is exactly an aggregation count the product made before (the lists'
 * filters, decisions 031 and 033): a status, a flag, or a Sydney day of a timestamp.
 */

import { z } from 'zod';
import { sydneyCalendarDate, sydneyDayStart } from '../platform/sydney-dates.ts';

/** counters/{id}: one document per counted thing; the minutes of a day live in a document of their own. */
export const COUNTER_DOCS = {
  /** status.{status}, originalsAwaited, originalsDue.{due date}, questionsUnanswered, receivedOn.{day}, madeReadyOn.{day}. */
  orderRequests: 'orderRequests',
  /** unread. */
  enquiries: 'enquiries',
  /** total, status.{status}, registeredOn.{day}: users with the practitioner role only. */
  practitioners: 'practitioners',
} as const;

/**
 * counters/orderRequests-received-{Sydney day}: byMinute.{HH:MM}, orders received in each
 * Sydney minute of that day. "Last week to this time" needs the part of one day a week
 * ago up to this wall-clock time; whole days come from receivedOn.
 */
export const receivedMinutesDoc = (day: string) => `${COUNTER_DOCS.orderRequests}-received-${day}`;

/** A Sydney day bucket, YYYY-MM-DD, or a minute bucket, HH:MM: the fields of a counter's maps. */
export type CounterBuckets = Record<string, number>;

const asCount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A map field of a counter document as numbers (missing or hand-edited entries count 0). */
export function counterBuckets(value: unknown): CounterBuckets {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, count]) => [key, asCount(count)]));
}

/** A number field of a counter document (missing counts 0). */
export const counterValue = asCount;

/** The sum of the buckets from `from` to `to`, both included (keys compare as text: YYYY-MM-DD or HH:MM). */
export function sumBuckets(buckets: CounterBuckets, from: string, to: string): number {
  let sum = 0;
  for (const [key, count] of Object.entries(buckets)) if (key >= from && key <= to) sum += count;
  return sum;
}

/** The sum of the buckets from `from` (included, '' for all) up to `before` (excluded). */
export function sumBucketsBefore(buckets: CounterBuckets, before: string, from = ''): number {
  let sum = 0;
  for (const [key, count] of Object.entries(buckets)) if (key >= from && key < before) sum += count;
  return sum;
}

const MINUTE_MS = 60_000;

/**
 * The minute bucket of an instant: minutes from the Sydney midnight that started its day,
 * four digits ("0000" to "1499"). Unlike a wall-clock HH:MM, the hour repeated when
 * daylight saving ends stays apart, and the keys sort as text.
 */
export function sydneyMinuteOfDay(at: Date): string {
  const dayStart = sydneyDayStart(sydneyCalendarDate(at.getTime()));
  return Math.floor((at.getTime() - dayStart) / MINUTE_MS)
    .toString()
    .padStart(4, '0');
}

/** How many Sydney days the "New This Week" card covers, today included (the admin dashboard, decision 033). */
export const NEW_THIS_WEEK_DAYS = 7;

/** Emulators only: runs the nightly recount at once. */
export const DEV_RECOUNT_PATH = '/api/dev/recount';

const DriftSchema = z.object({ key: z.string(), kept: z.number().nullable(), counted: z.number().int() });

/** POST /api/dev/recount (emulators only), 200: what the nightly recount just corrected (decision 034). */
export const DevRecountResponseSchema = z.object({
  corrected: z.array(DriftSchema),
  /** Drifts that moved while the recount waited for triggers in flight; left for the next run. */
  unsettled: z.array(DriftSchema),
  pruned: z.number().int(),
  purgedEventMarkers: z.number().int(),
});
export type DevRecountResponse = z.infer<typeof DevRecountResponseSchema>;
