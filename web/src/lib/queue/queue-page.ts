import type * as FirestoreLite from 'firebase/firestore/lite';
import type { QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { z } from 'zod';
import { getFirebase } from '@/lib/firebase.ts';
import { QUEUE_PAGE_SIZE } from './query-keys.ts';
import { toQueueEntry, type QueueEntry } from './queue-documents.ts';

export type Conditions = (sdk: typeof FirestoreLite) => QueryConstraint[];

export interface QueuePage<T> {
  entries: QueueEntry<T>[];
  /** Where the next page starts; undefined when this page was the last. */
  next: QueryDocumentSnapshot | undefined;
}

/** One page of a queue, newest first, after `after`: "Load more" reads the next, so every document is reachable (issue 13). */
export async function readQueuePage<Schema extends z.ZodType>(
  collectionName: string,
  schema: Schema,
  conditions: Conditions,
  after: QueryDocumentSnapshot | undefined,
): Promise<QueuePage<z.infer<Schema>>> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const { collection, getDocs, limit, orderBy, query, startAfter } = sdk;
  const snapshot = await getDocs(
    query(collection(db, collectionName), ...conditions(sdk), orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(QUEUE_PAGE_SIZE)),
  );
  return {
    entries: snapshot.docs.map((doc) => toQueueEntry(schema, doc.id, doc.data())),
    next: snapshot.size === QUEUE_PAGE_SIZE ? snapshot.docs.at(-1) : undefined,
  };
}

/** How many documents of the collection meet the conditions, counted by the database. */
export async function countQueue(collectionName: string, conditions: Conditions): Promise<number> {
  const [sdk, { db }] = await Promise.all([import('firebase/firestore/lite'), getFirebase()]);
  const { collection, getCount, query } = sdk;
  return (await getCount(query(collection(db, collectionName), ...conditions(sdk)))).data().count;
}
