/**
 * The overview's counts with Firestore aggregation queries, and the median's middle
 * orders with an offset query that returns only their minutesToReady (decision 031):
 * no order is downloaded whole. The composite indexes are in firestore.indexes.json.
 */
import type { Query } from 'firebase-admin/firestore';
import { ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { madeReadySince, type Condition, type OverviewCollection, type OverviewCounter } from './overview-counter.ts';

const COLLECTIONS: Record<OverviewCollection, string> = {
  orders: ORDER_COLLECTIONS.orderRequests,
  enquiries: ENQUIRY_COLLECTIONS.enquiries,
};

function filtered(collection: OverviewCollection, conditions: readonly Condition[]): Query {
  let query: Query = db().collection(COLLECTIONS[collection]);
  for (const { field, op, value } of conditions) query = query.where(field, op, value);
  return query;
}

export const firestoreOverviewCounter: OverviewCounter = {
  async count(collection, conditions) {
    return (await filtered(collection, conditions).count().get()).data().count;
  },
  // Firestore skips the offset inside the database; production bills the skipped
  // documents as reads (at most half the orders made ready in 30 days), none is sent.
  // A range on readyAt ordered by minutesToReady: Firestore orders by the range's field
  // after the one asked for (multiple-field inequality rules), index (minutesToReady, readyAt).
  async minutesToReadyAt(since, offset, limit) {
    const snapshot = await filtered('orders', [madeReadySince(since)])
      .orderBy('minutesToReady')
      .offset(offset)
      .limit(limit)
      .select('minutesToReady')
      .get();
    return snapshot.docs.map((doc) => doc.get('minutesToReady') as unknown).filter((value): value is number => typeof value === 'number');
  },
};
