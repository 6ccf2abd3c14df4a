/**
 * The courses in Firestore (decisions 052 and 053): each change reads the orders it needs
 * and writes them, with its audit entry, in one transaction, so two supplies or two
 * next-supply requests made at once cannot both count as the same repeat.
 */
import * as logger from 'firebase-functions/logger';
import { FieldValue, Timestamp, type QueryDocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { AUDIT_ACTIONS, COLLECTIONS, ORDER_COLLECTIONS, PATIENT_COLLECTIONS, orderListFields, orderPatientFields } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { OrderRecordSchema, type Actor, type OrderRecord } from '../orders/index.ts';
import { aboutOrder } from '../orders/index.ts';
import {
  anchorOf,
  askNextSupply,
  claimDueReminders,
  courseDueOnOf,
  hasPortalAccess,
  latestUnsuppliedNextSupply,
  recordSupply,
  type AskedNextSupply,
  type CourseAnchor,
  type CourseOutcome,
  type DueReminder,
  type RecordedSupply,
} from './course-record.ts';

const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);
const parseOrder = (data: unknown, requestId: string) => parseStored(OrderRecordSchema, data, `${ORDER_COLLECTIONS.orderRequests}/${requestId}`);

export interface CourseStore {
  /** The supply of the order's item, once per order item; `key` is the request's Idempotency-Key (decision 065). */
  recordSupply(change: { requestId: string; itemIndex: number; actor: Actor; now: Date; key: string }): Promise<CourseOutcome<RecordedSupply>>;
  /** Only on the caller's own order (`prescriberId`); another's is not_found. */
  askNextSupply(ask: { requestId: string; itemIndex: number; reason: string; prescriberId: string; newRequestId: string; actor: Actor; now: Date }): Promise<CourseOutcome<AskedNextSupply> | { kind: 'exists' }>;
  setReminders(change: { requestId: string; itemIndex: number; on: boolean; prescriberId: string; actor: Actor }): Promise<'set' | 'not_found' | 'invalid_item'>;
  /** The prescriber of patients/{patientId}, or null when there is no such patient. */
  patientPrescriber(patientId: string): Promise<string | null>;
  /** The orders naming the patient, newest first, `limit` after the order `after`; and the first orders of their courses. */
  coursePage(patientId: string, after: string | null, limit: number): Promise<{ orders: OrderRecord[]; anchors: Map<string, OrderRecord>; more: boolean }>;
  /** Orders with a due reminder on or before `horizon` (Sydney date), at most `limit`. */
  listDueReminders(horizon: string, limit: number): Promise<string[]>;
  /**
   * Marks the order's due reminders at `now` sent, in a transaction, with its reminder e-mail
   * pending, or withheld when the prescriber no longer has access; null when none is due (any more).
   */
  claimDueReminders(requestId: string, now: Date): Promise<DueReminder | null>;
}

/** What a changed first order writes: its items and its reminder field. */
const anchorFields = (anchor: OrderRecord) => ({ items: anchor.items, courseDueOn: courseDueOnOf(anchor) });

/** The new order as stored: the order store's list and patient fields, the database's own times. */
function newOrderFields({ createdAt: _c, updatedAt: _u, ...order }: OrderRecord) {
  return {
    ...order,
    ...orderListFields(order.requestId, order.practitioner),
    ...orderPatientFields(order.items),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * The order and its course's first order (the same one unless it is a next supply), read in
 * the transaction; `owner` limits it to that prescriber's orders (another's is not_found).
 */
async function readCourse(
  transaction: Transaction,
  requestId: string,
  itemIndex: number,
  owner?: string,
): Promise<{ kind: 'not_found' } | { kind: 'invalid_item' } | { kind: 'read'; order: OrderRecord; anchor: OrderRecord; at: CourseAnchor }> {
  const snapshot = await transaction.get(orders().doc(requestId));
  if (!snapshot.exists) return { kind: 'not_found' };
  const order = parseOrder(snapshot.data(), requestId);
  // Another prescriber's order is as good as none (decision 039: nothing says it exists).
  if (owner !== undefined && order.prescriberId !== owner) return { kind: 'not_found' };
  if (!order.items[itemIndex]) return { kind: 'invalid_item' };
  const at = anchorOf(order, itemIndex);
  if (at.requestId === requestId) return { kind: 'read', order, anchor: order, at };
  const anchorSnapshot = await transaction.get(orders().doc(at.requestId));
  if (!anchorSnapshot.exists) return { kind: 'not_found' };
  const anchor = parseOrder(anchorSnapshot.data(), at.requestId);
  return anchor.items[at.itemIndex] ? { kind: 'read', order, anchor, at } : { kind: 'invalid_item' };
}

export const firestoreCourseStore: CourseStore = {
  // Two records of one order item at once both read the first order's item: Firestore runs
  // one and retries the other, which then finds the supply (its key: replayed; another: refused).
  async recordSupply({ requestId, itemIndex, actor, now, key }) {
    return db().runTransaction(async (transaction) => {
      const read = await readCourse(transaction, requestId, itemIndex);
      if (read.kind !== 'read') return read;
      const { order, anchor, at } = read;
      const outcome = recordSupply(order, anchor, itemIndex, actor, now, key);
      if (outcome.kind !== 'recorded') return outcome;
      const supplied = Timestamp.fromDate(now);
      transaction.update(orders().doc(at.requestId), { ...anchorFields(outcome.anchor), lastSupplyAt: supplied });
      if (at.requestId !== requestId) transaction.update(orders().doc(requestId), { lastSupplyAt: supplied });
      recordAuditIn(transaction, outcome.audit);
      return outcome;
    });
  },

  async askNextSupply({ requestId, itemIndex, reason, prescriberId, newRequestId, actor, now }) {
    return db().runTransaction(async (transaction) => {
      const read = await readCourse(transaction, requestId, itemIndex, prescriberId);
      if (read.kind !== 'read') return read;
      const { anchor, at } = read;
      const item = anchor.items[at.itemIndex];
      if (!item) return { kind: 'invalid_item' } as const;
      // The latest next supply stays open until supplied, unless it was cancelled.
      const latest = latestUnsuppliedNextSupply(item);
      let openRequest = false;
      if (latest) {
        const latestSnapshot = await transaction.get(orders().doc(latest));
        openRequest = latestSnapshot.exists && latestSnapshot.get('status') !== 'cancelled';
      }
      const newRef = orders().doc(newRequestId);
      if ((await transaction.get(newRef)).exists) return { kind: 'exists' } as const;
      const outcome = askNextSupply(anchor, at.itemIndex, { requestId: newRequestId, reason, openRequest, actor, now });
      if (outcome.kind !== 'asked') return outcome;
      transaction.create(newRef, newOrderFields(outcome.order));
      transaction.update(orders().doc(at.requestId), anchorFields(outcome.anchor));
      recordAuditIn(transaction, outcome.audit);
      return outcome;
    });
  },

  async setReminders({ requestId, itemIndex, on, prescriberId, actor }) {
    return db().runTransaction(async (transaction) => {
      const read = await readCourse(transaction, requestId, itemIndex, prescriberId);
      if (read.kind !== 'read') return read.kind;
      const { anchor, at } = read;
      const changed = { ...anchor, items: anchor.items.map((each, index) => (index === at.itemIndex ? { ...each, dueRemindersOff: !on } : each)) };
      transaction.update(orders().doc(at.requestId), anchorFields(changed));
      recordAuditIn(transaction, { action: AUDIT_ACTIONS.courseReminders, ...actor, ...aboutOrder(anchor, { item: at.itemIndex + 1, on }) });
      return 'set' as const;
    });
  },

  async patientPrescriber(patientId) {
    const snapshot = await db().collection(PATIENT_COLLECTIONS.patients).doc(patientId).get();
    const prescriber: unknown = snapshot.get('prescriberId');
    return snapshot.exists && typeof prescriber === 'string' ? prescriber : null;
  },

  // patientIds array-contains with createdAt descending: firestore.indexes.json.
  async coursePage(patientId, after, limit) {
    let query = orders().where('patientIds', 'array-contains', patientId).orderBy('createdAt', 'desc').limit(limit + 1);
    if (after) {
      const cursor = await orders().doc(after).get();
      if (cursor.exists) query = query.startAfter(cursor);
    }
    const docs = (await query.get()).docs;
    const page = parseEach(docs.slice(0, limit));
    const byId = new Map(page.map((order) => [order.requestId, order]));
    const missing = [...new Set(page.flatMap((order) => (order.nextSupplyOf && !byId.has(order.nextSupplyOf.requestId) ? [order.nextSupplyOf.requestId] : [])))];
    const anchors = new Map(byId);
    if (missing.length > 0) {
      for (const anchor of parseEach((await db().getAll(...missing.map((id) => orders().doc(id)))).filter((doc) => doc.exists) as QueryDocumentSnapshot[])) {
        anchors.set(anchor.requestId, anchor);
      }
    }
    return { orders: page, anchors, more: docs.length > limit };
  },

  // One range on one field, ordered by it: the automatic single-field index serves it.
  async listDueReminders(horizon, limit) {
    const snapshot = await orders().where('courseDueOn', '<=', horizon).orderBy('courseDueOn').limit(limit).select().get();
    return snapshot.docs.map((doc) => doc.id);
  },

  async claimDueReminders(requestId, now) {
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(orders().doc(requestId));
      if (!snapshot.exists) return null;
      const stored = parseOrder(snapshot.data(), requestId);
      // A prescriber suspended, rejected or deleted since is reminded of nothing (decision 065).
      const prescriber = await transaction.get(db().collection(COLLECTIONS.users).doc(stored.prescriberId));
      const claimed = claimDueReminders(stored, now, hasPortalAccess(prescriber.data()));
      // Nothing due (any more): the field is brought up to date, so the query stops finding it.
      const order = claimed?.order ?? stored;
      const mail = claimed && !claimed.withheld ? { 'mail.dueReminder': order.mail.dueReminder, needsMailResend: true } : {};
      transaction.update(orders().doc(requestId), { ...anchorFields(order), ...mail });
      return claimed;
    });
  },
};

function parseEach(docs: QueryDocumentSnapshot[]): OrderRecord[] {
  return docs.flatMap((doc) => {
    try {
      return [parseOrder(doc.data(), doc.id)];
    } catch (error) {
      logger.error('Skipped an order request that does not match its schema', { orderRequestId: doc.id, error: errorMessage(error) });
      return [];
    }
  });
}
