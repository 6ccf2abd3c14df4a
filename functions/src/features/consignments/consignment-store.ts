/**
 * Consignments in Firestore (CONSIGNMENT_COLLECTIONS.consignments; decision 059). Browsers
 * never read or write them (firestore.rules): only this Admin SDK code does. The dispatch
 * writes the consignment, each order's move and the audit entry in one transaction.
 */
import { Timestamp, type Query } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { CONSIGNMENT_COLLECTIONS, ORDER_COLLECTIONS, medianMinutes, type ConsignmentFilter } from '@pharmacy/shared';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { errorMessage } from '../../platform/error-message.ts';
import { db } from '../../platform/firebase.ts';
import { parseStored } from '../../platform/stored-document.ts';
import { movedOrderFields, parseOrder, type OrderRecord } from '../orders/index.ts';
import { ConsignmentRecordSchema, type ConsignmentRecord, type ConsignmentStore } from './consignment-record.ts';

const consignments = () => db().collection(CONSIGNMENT_COLLECTIONS.consignments);
const orders = () => db().collection(ORDER_COLLECTIONS.orderRequests);

/** The most delivered consignments the median reads (a small pharmacy delivers far fewer in 30 days). */
const MEDIAN_SCAN_LIMIT = 5000;

function parseConsignment(data: unknown, consignmentId: string): ConsignmentRecord {
  return parseStored(ConsignmentRecordSchema, data, `${CONSIGNMENT_COLLECTIONS.consignments}/${consignmentId}`);
}

/** Documents that match the schema; one that does not is logged and skipped, so it cannot hold up the rest. */
function parseEach(docs: FirebaseFirestore.QueryDocumentSnapshot[]): ConsignmentRecord[] {
  return docs.flatMap((doc) => {
    try {
      return [parseConsignment(doc.data(), doc.id)];
    } catch (error) {
      logger.error('Skipped a consignment that does not match its schema', { consignmentId: doc.id, error: errorMessage(error) });
      return [];
    }
  });
}

/** What is written: the record with Dates (stored as Timestamps). */
const stored = (consignment: ConsignmentRecord) => consignment as unknown as Record<string, unknown>;

/** The lists' queries; a status with the dispatch time needs the composite index (status, dispatchedAt desc) in firestore.indexes.json. */
function filtered(filter: ConsignmentFilter, now: Date): Query {
  switch (filter) {
    case 'open':
      return consignments().where('status', 'in', ['dispatched', 'in_transit']).orderBy('dispatchedAt', 'desc');
    case 'delivered':
      return consignments().where('status', 'in', ['delivered', 'collected']).orderBy('dispatchedAt', 'desc');
    case 'delivery_failed':
      return consignments().where('status', '==', 'delivery_failed').orderBy('dispatchedAt', 'desc');
    case 's8_receipt_overdue':
      return consignments().where('receiptDueAt', '<=', Timestamp.fromDate(now)).orderBy('receiptDueAt');
    case 'all':
      return consignments().orderBy('dispatchedAt', 'desc');
  }
}

export const consignmentStore: ConsignmentStore = {
  async getOrders(requestIds) {
    if (requestIds.length === 0) return [];
    const snapshots = await db().getAll(...requestIds.map((id) => orders().doc(id)));
    return snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => parseOrder(snapshot.data(), snapshot.id));
  },

  async dispatch(requestIds, plan) {
    return db().runTransaction(async (transaction) => {
      const refs = requestIds.map((id) => orders().doc(id));
      const snapshots = await transaction.getAll(...refs);
      const found: OrderRecord[] = snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => parseOrder(snapshot.data(), snapshot.id));
      const write = plan(found);
      if ('refused' in write) return { kind: 'refused', ...write.refused } as const;
      transaction.create(consignments().doc(write.consignment.consignmentId), stored(write.consignment));
      for (const order of write.orders) {
        transaction.update(orders().doc(order.requestId), { ...movedOrderFields(order), consignmentId: write.consignment.consignmentId });
      }
      recordAuditIn(transaction, write.audit);
      return { kind: 'dispatched', consignment: write.consignment, orders: write.orders } as const;
    });
  },

  async get(consignmentId) {
    const snapshot = await consignments().doc(consignmentId).get();
    return snapshot.exists ? parseConsignment(snapshot.data(), consignmentId) : null;
  },

  async change({ consignmentId, change }) {
    const ref = consignments().doc(consignmentId);
    return db().runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) return { kind: 'not_found' } as const;
      const current = parseConsignment(snapshot.data(), consignmentId);
      const outcome = change(current);
      if (!outcome) return { kind: 'unchanged', consignment: current } as const;
      if ('refused' in outcome) return { kind: 'refused', ...outcome.refused } as const;
      const { mail: _mail, ...fields } = outcome.consignment;
      transaction.update(ref, stored(fields as ConsignmentRecord));
      if (outcome.audit) recordAuditIn(transaction, outcome.audit);
      return { kind: 'changed', before: current, consignment: outcome.consignment } as const;
    });
  },

  async list(filter, now, limit) {
    return parseEach((await filtered(filter, now).limit(limit).get()).docs);
  },

  // Index (dispatchedOn, method) in firestore.indexes.json.
  async listDispatchedOn(date, method) {
    const snapshot = await consignments().where('dispatchedOn', '==', date).where('method', '==', method).get();
    return parseEach(snapshot.docs).sort((a, b) => a.dispatchedAt.getTime() - b.dispatchedAt.getTime());
  },

  async listTracked(limit) {
    return parseEach((await consignments().where('tracked', '==', true).limit(limit).get()).docs).sort(
      (a, b) => a.dispatchedAt.getTime() - b.dispatchedAt.getTime(),
    );
  },

  async findByTokenHash(tokenHash) {
    const snapshot = await consignments().where('trackingTokenHash', '==', tokenHash).limit(1).get();
    return parseEach(snapshot.docs)[0] ?? null;
  },

  async orderRef(requestId) {
    const snapshot = await orders().doc(requestId).get();
    if (!snapshot.exists) return null;
    const prescriberId = snapshot.get('prescriberId') as unknown;
    const consignmentId = snapshot.get('consignmentId') as unknown;
    if (typeof prescriberId !== 'string') return null;
    return { prescriberId, consignmentId: typeof consignmentId === 'string' ? consignmentId : null };
  },

  async updateMail(consignmentId, mail) {
    const fields = Object.fromEntries(Object.entries(mail).map(([name, state]) => [`mail.${name}`, state]));
    await consignments().doc(consignmentId).update(fields);
  },

  async counts(now, since) {
    const count = async (query: Query) => (await query.count().get()).data().count;
    const [dispatched, failed, s8ReceiptsOverdue, delivered] = await Promise.all([
      count(consignments().where('status', 'in', ['dispatched', 'in_transit'])),
      count(consignments().where('status', '==', 'delivery_failed')),
      this.countReceiptsOverdue(now),
      consignments().where('deliveredAt', '>=', Timestamp.fromDate(since)).limit(MEDIAN_SCAN_LIMIT).select('minutesReadyToDelivered').get(),
    ]);
    const minutes = delivered.docs
      .map((doc) => doc.get('minutesReadyToDelivered') as unknown)
      .filter((value): value is number => typeof value === 'number');
    return {
      dispatched,
      delivered: delivered.size,
      failed,
      s8ReceiptsOverdue,
      readyToDelivered: { consignments: minutes.length, medianMinutes: medianMinutes(minutes) },
    };
  },

  async countReceiptsOverdue(now) {
    return (await consignments().where('receiptDueAt', '<=', Timestamp.fromDate(now)).count().get()).data().count;
  },
};
