/**
 * The overview's counters read from Firestore in one round trip (decision 034), and the
 * median's middle orders with an offset query that returns only their minutesToReady
 * (decision 031): no order is downloaded whole. The composite index is in
 * firestore.indexes.json.
 */
import { COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { madeReadySince, type OverviewCounter } from './overview-counter.ts';

export const firestoreOverviewCounter: OverviewCounter = {
  async counters(ids) {
    const counters = db().collection(COLLECTIONS.counters);
    const snapshots = await db().getAll(...ids.map((id) => counters.doc(id)));
    return new Map(snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot.data() ?? {}]));
  },
  // Firestore skips the offset inside the database; production bills the skipped
  // documents as reads (at most half the orders made ready in 30 days), none is sent.
  // A range on readyAt ordered by minutesToReady: Firestore orders by the range's field
  // after the one asked for (multiple-field inequality rules), index (minutesToReady, readyAt).
  async minutesToReadyAt(since, offset, limit) {
    const { field, op, value } = madeReadySince(since);
    const snapshot = await db()
      .collection(ORDER_COLLECTIONS.orderRequests)
      .where(field, op, value)
      .orderBy('minutesToReady')
      .offset(offset)
      .limit(limit)
      .select('minutesToReady')
      .get();
    return snapshot.docs.map((doc) => doc.get('minutesToReady') as unknown).filter((value): value is number => typeof value === 'number');
  },
};
