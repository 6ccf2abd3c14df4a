/** The recount's database (decision 034): aggregation counts, one-field reads, the counters and the event markers in Firestore. */
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { parseCounterKey, type CountedCollection } from './counter-contributions.ts';
import { writeCounterChanges } from './counter-writes.ts';
import type { CountCondition, RecountSource } from './recount-source.ts';

const COLLECTION_NAMES: Record<CountedCollection, string> = {
  orderRequests: ORDER_COLLECTIONS.orderRequests,
  enquiries: ENQUIRY_COLLECTIONS.enquiries,
  users: COLLECTIONS.users,
};
/** Firestore takes at most 500 writes in a batch. */
const BATCH = 500;

function filtered(collection: CountedCollection, conditions: readonly CountCondition[]): Query {
  let query: Query = db().collection(COLLECTION_NAMES[collection]);
  for (const { field, op, value } of conditions) query = query.where(field, op, value);
  return query;
}

export const firestoreRecountSource: RecountSource = {
  async count(collection, conditions) {
    return (await filtered(collection, conditions).count().get()).data().count;
  },
  async values(collection, field, conditions) {
    const snapshot = await filtered(collection, conditions).select(field).get();
    return snapshot.docs.map((doc) => doc.get(field) as unknown);
  },
  async counterDocuments() {
    const snapshot = await db().collection(COLLECTIONS.counters).get();
    return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
  },
  async correct(corrections) {
    const firestore = db();
    const batch = firestore.batch();
    const changes = new Map<string, unknown>();
    for (const [key, correction] of corrections) {
      const { doc, field } = parseCounterKey(key);
      if (field === '') batch.delete(firestore.collection(COLLECTIONS.counters).doc(doc));
      else changes.set(key, correction === 'delete' ? FieldValue.delete() : 'set' in correction ? correction.set : FieldValue.increment(correction.add));
    }
    writeCounterChanges(firestore, batch, changes);
    await batch.commit();
  },
  async purgeEventMarkers(before) {
    let purged = 0;
    for (;;) {
      const old = await db().collection(COLLECTIONS.counterEvents).where('at', '<', before).limit(BATCH).select().get();
      if (old.empty) return purged;
      const batch = db().batch();
      for (const doc of old.docs) batch.delete(doc.ref);
      await batch.commit();
      purged += old.size;
    }
  },
};
