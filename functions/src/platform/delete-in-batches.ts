import type { Query } from 'firebase-admin/firestore';
import { db } from './firebase.ts';

/** Deletes at most this many documents per batch write (Firestore takes 500). */
const DELETE_BATCH = 400;

/**
 * Deletes every document the query matches, a batch at a time (e.g. a deleted
 * practitioner's patients or favourites); resolves how many went. Safe to repeat.
 */
export async function deleteInBatches(query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await query.select().limit(DELETE_BATCH).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
