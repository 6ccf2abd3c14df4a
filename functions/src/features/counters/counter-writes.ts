/**
 * Counter changes as Firestore writes (decision 034): increments merged into the counter
 * documents, so concurrent events never read-modify-write and never conflict on a read.
 */
import { FieldValue, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pharmacy/shared';
import { parseCounterKey, type Contributions } from './counter-contributions.ts';

type Nested = Record<string, unknown>;

/** `{doc: {field: value}}` or `{doc: {field: {bucket: value}}}` for each key. */
export function counterDocumentChanges(changes: Map<string, unknown>): Map<string, Nested> {
  const byDoc = new Map<string, Nested>();
  for (const [key, value] of changes) {
    const { doc, field, bucket } = parseCounterKey(key);
    const data = byDoc.get(doc) ?? {};
    byDoc.set(doc, data);
    if (bucket === null) data[field] = value;
    else data[field] = { ...(data[field] as Nested | undefined), [bucket]: value };
  }
  return byDoc;
}

/** Adds the set-with-merge writes of `changes` (values or FieldValues) to the batch. */
export function writeCounterChanges(db: Firestore, batch: WriteBatch, changes: Map<string, unknown>): void {
  for (const [doc, data] of counterDocumentChanges(changes)) batch.set(db.collection(COLLECTIONS.counters).doc(doc), data, { merge: true });
}

export const asIncrements = (delta: Contributions): Map<string, unknown> =>
  new Map([...delta].map(([key, count]) => [key, FieldValue.increment(count)]));
