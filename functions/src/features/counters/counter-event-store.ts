/**
 * The counters' one write per trigger event (decision 034), in Firestore: the increments
 * and a marker named by the event's ID in one atomic batch. The marker is created (never
 * overwritten), so a second delivery of the same event fails as a whole and changes nothing.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import type { Contributions, CountedCollection } from './counter-contributions.ts';
import { asIncrements, writeCounterChanges } from './counter-writes.ts';

/** gRPC ALREADY_EXISTS: the marker is there, so this event was taken before. */
const ALREADY_EXISTS = 6;

export interface CounterEventStore {
  /** Adds the event's contributions to the counters once: 'duplicate' when its marker exists already (nothing written). */
  apply(eventId: string, collection: CountedCollection, delta: Contributions): Promise<'applied' | 'duplicate'>;
}

export const firestoreCounterEventStore: CounterEventStore = {
  async apply(eventId, collection, delta) {
    const firestore = db();
    const batch = firestore.batch();
    batch.create(firestore.collection(COLLECTIONS.counterEvents).doc(eventId), { at: FieldValue.serverTimestamp(), collection });
    writeCounterChanges(firestore, batch, asIncrements(delta));
    try {
      await batch.commit();
      return 'applied';
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 'duplicate';
      throw error;
    }
  },
};
