/**
 * What one stored record adds to the counters (decision 034), as a pure function of its
 * fields: the trigger applies after-minus-before, the recount and the unit tests' memory
 * doubles add them up. Each key is one figure the product counted with an aggregation
 * query before, with the same test the query made (decisions 031 and 033): equality of
 * the stored value, a timestamp's Sydney day (a range on a timestamp matches only
 * timestamps), `== null` only for a stored null.
 *
 * A key is `{counter document}/{field}` or `{counter document}/{field}.{bucket}`.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  COUNTER_DOCS,
  ORDER_STATUSES,
  USER_STATUSES,
  isOneOf,
  receivedMinutesDoc,
  sydneyDateOf,
  sydneyMinuteOfDay,
} from '@pharmacy/shared';

export type CountedCollection = 'orderRequests' | 'enquiries' | 'users';
export type StoredFields = Record<string, unknown> | undefined;
export type Contributions = Map<string, number>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A stored timestamp (a Date where a test's memory holds one); null for anything else. */
function instant(value: unknown): Date | null {
  if (value instanceof Timestamp) return value.toDate();
  return value instanceof Date ? value : null;
}

function orderRequest(fields: Record<string, unknown>, add: (key: string) => void): void {
  const doc = COUNTER_DOCS.orderRequests;
  if (isOneOf(ORDER_STATUSES, fields.status)) add(`${doc}/status.${fields.status}`);
  if (fields.originalAwaited === true) {
    add(`${doc}/originalsAwaited`);
    // Overdue is "due before today": kept by due day, summed by the reader for its today.
    if (typeof fields.originalDueDate === 'string' && ISO_DATE.test(fields.originalDueDate)) add(`${doc}/originalsDue.${fields.originalDueDate}`);
  }
  const clarification = fields.clarification as Record<string, unknown> | null | undefined;
  if (typeof clarification === 'object' && clarification?.status === 'requested') add(`${doc}/questionsUnanswered`);
  const received = instant(fields.createdAt);
  if (received) {
    const day = sydneyDateOf(received);
    add(`${doc}/receivedOn.${day}`);
    add(`${receivedMinutesDoc(day)}/byMinute.${sydneyMinuteOfDay(received)}`);
  }
  const ready = instant(fields.readyAt);
  if (ready) add(`${doc}/madeReadyOn.${sydneyDateOf(ready)}`);
}

function enquiry(fields: Record<string, unknown>, add: (key: string) => void): void {
  // The inbox's Unread filter is `readAt == null`, which matches a stored null only.
  if ('readAt' in fields && fields.readAt === null) add(`${COUNTER_DOCS.enquiries}/unread`);
}

function user(fields: Record<string, unknown>, add: (key: string) => void): void {
  // The dashboard counts practitioners only (the list's role == 'practitioner').
  if (fields.role !== 'practitioner') return;
  const doc = COUNTER_DOCS.practitioners;
  add(`${doc}/total`);
  if (isOneOf(USER_STATUSES, fields.status)) add(`${doc}/status.${fields.status}`);
  const registered = instant(fields.createdAt);
  if (registered) add(`${doc}/registeredOn.${sydneyDateOf(registered)}`);
}

const BY_COLLECTION = { orderRequests: orderRequest, enquiries: enquiry, users: user } satisfies Record<
  CountedCollection,
  (fields: Record<string, unknown>, add: (key: string) => void) => void
>;

/** The counter keys a record adds one to; none for a missing record. */
export function contributions(collection: CountedCollection, fields: StoredFields): Contributions {
  const result: Contributions = new Map();
  if (fields) BY_COLLECTION[collection](fields, (key) => result.set(key, (result.get(key) ?? 0) + 1));
  return result;
}

/** What a write changes: after minus before, keys that do not change left out. */
export function counterDelta(collection: CountedCollection, before: StoredFields, after: StoredFields): Contributions {
  const delta = contributions(collection, after);
  addContributions(delta, contributions(collection, before), -1);
  for (const [key, count] of delta) if (count === 0) delta.delete(key);
  return delta;
}

export interface CounterKey {
  doc: string;
  field: string;
  /** The map entry (a day, a due date, a minute), or null for a plain number. */
  bucket: string | null;
}

export function parseCounterKey(key: string): CounterKey {
  const slash = key.indexOf('/');
  const rest = key.slice(slash + 1);
  const dot = rest.indexOf('.');
  return dot === -1
    ? { doc: key.slice(0, slash), field: rest, bucket: null }
    : { doc: key.slice(0, slash), field: rest.slice(0, dot), bucket: rest.slice(dot + 1) };
}

/** Adds `contributions` into `totals` (the memory doubles' and the recount's sums). */
export function addContributions(totals: Contributions, more: Contributions, sign = 1): void {
  for (const [key, count] of more) totals.set(key, (totals.get(key) ?? 0) + sign * count);
}

/** The counter documents that `records` of one collection add up to, as a trigger would have left them (the memory doubles). */
export function countersOf(collection: CountedCollection, records: readonly StoredFields[]): Map<string, Record<string, unknown>> {
  const totals: Contributions = new Map();
  for (const record of records) addContributions(totals, contributions(collection, record));
  const documents = new Map<string, Record<string, unknown>>();
  for (const [key, count] of totals) {
    const { doc, field, bucket } = parseCounterKey(key);
    const data = documents.get(doc) ?? {};
    documents.set(doc, data);
    if (bucket === null) data[field] = count;
    else data[field] = { ...(data[field] as Record<string, number> | undefined), [bucket]: count };
  }
  return documents;
}
