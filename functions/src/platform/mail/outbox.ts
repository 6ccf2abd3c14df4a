/**
 * The local mail outbox (COLLECTIONS.devOutbox), written instead of SendGrid on the
 * emulators. Never used in production.
 */
import { COLLECTIONS, OutboxMessageSchema, type OutboxMessage } from '@pharmacy/shared';
import { db } from '../firebase.ts';
import { parseStored } from '../stored-document.ts';

export type NewOutboxMessage = Omit<OutboxMessage, 'id'>;

export interface OutboxQuery {
  /** Only messages to this address (case-insensitive). */
  to?: string;
  limit: number;
}

const outbox = () => db().collection(COLLECTIONS.devOutbox);

export async function recordOutboxMessage(message: NewOutboxMessage): Promise<string> {
  // toLowercase only serves the ?to= filter; listing drops it.
  const ref = await outbox().add({ ...message, toLowercase: message.to.map((to) => to.toLowerCase()) });
  return ref.id;
}

/** Newest first. */
export async function listOutboxMessages(query: OutboxQuery): Promise<OutboxMessage[]> {
  let request = outbox().orderBy('createdAt', 'desc');
  if (query.to) request = request.where('toLowercase', 'array-contains', query.to.toLowerCase());
  const snapshot = await request.limit(query.limit).get();
  return snapshot.docs.map((doc) =>
    parseStored(OutboxMessageSchema, { ...doc.data(), id: doc.id }, `${COLLECTIONS.devOutbox}/${doc.id}`),
  );
}

/** Deletes every captured message; returns how many there were. */
export async function clearOutbox(): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await outbox().select().limit(400).get();
    if (page.empty) return deleted;
    const batch = db().batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}
