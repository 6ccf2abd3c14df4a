/**
 * Applies one trigger event's change to the counters, once (decision 034). Triggers are
 * delivered at least once: the increments and a marker named by the event's ID are one
 * atomic batch, and the marker is created (never overwritten), so a second delivery of the
 * same event fails as a whole and changes nothing. The recount purges old markers.
 * Days before the readers' windows are left alone (counter-windows.ts).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { counterDelta, parseCounterKey, type CountedCollection, type StoredFields } from './counter-contributions.ts';
import { counterWindows, isKept } from './counter-windows.ts';
import { asIncrements, writeCounterChanges } from './counter-writes.ts';

/** gRPC ALREADY_EXISTS: the marker is there, so this event was taken before. */
const ALREADY_EXISTS = 6;

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate';

export async function takeCounterEvent(
  eventId: string,
  collection: CountedCollection,
  before: StoredFields,
  after: StoredFields,
  now: Date = new Date(),
): Promise<EventOutcome> {
  const windows = counterWindows(now);
  const delta = counterDelta(collection, before, after);
  for (const key of delta.keys()) {
    const { doc, field, bucket } = parseCounterKey(key);
    if (!isKept(windows, doc, field, bucket)) delta.delete(key);
  }
  if (delta.size === 0) return 'unchanged';
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
}
