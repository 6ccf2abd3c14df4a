/**
 * Applies one trigger event's change to the counters, once (decision 034). Triggers are
 * delivered at least once: the increments and a marker named by the event's ID are one
 * atomic batch, and the marker is created (never overwritten), so a second delivery of the
 * same event fails as a whole and changes nothing. The recount purges old markers.
 * Days before the readers' windows are left alone (counter-windows.ts).
 */
import { counterDelta, parseCounterKey, type CountedCollection, type StoredFields } from './counter-contributions.ts';
import { firestoreCounterEventStore, type CounterEventStore } from './counter-event-store.ts';
import { counterWindows, isKept } from './counter-windows.ts';

export type EventOutcome = 'applied' | 'unchanged' | 'duplicate';

export async function takeCounterEvent(
  eventId: string,
  collection: CountedCollection,
  before: StoredFields,
  after: StoredFields,
  now: Date = new Date(),
  store: CounterEventStore = firestoreCounterEventStore,
): Promise<EventOutcome> {
  const windows = counterWindows(now);
  const delta = counterDelta(collection, before, after);
  for (const key of delta.keys()) {
    const { doc, field, bucket } = parseCounterKey(key);
    if (!isKept(windows, doc, field, bucket)) delta.delete(key);
  }
  if (delta.size === 0) return 'unchanged';
  return store.apply(eventId, collection, delta);
}
