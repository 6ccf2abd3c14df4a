/**
 * The retry's one query (mail-retry.ts) for every kind of document that keeps its
 * e-mails' state (enquiries, order requests, questions on orders, breaches; issue 31):
 * those flagged needsMailResend, last changed at or before `before` by the kind's own
 * time field, oldest first, at most `limit`. Each kind needs the composite index
 * (needsMailResend, timeField) in firestore.indexes.json (a collection-group one for a
 * subcollection). `parseEach` skips, and logs, a document that no longer matches its
 * schema, so one unreadable document cannot stop the others from being retried.
 */
import { Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

export async function listNeedingMailResend<T>(
  documents: Query,
  timeField: string,
  before: Date,
  limit: number,
  parseEach: (docs: QueryDocumentSnapshot[]) => T[],
): Promise<T[]> {
  const snapshot = await documents
    .where('needsMailResend', '==', true)
    .where(timeField, '<=', Timestamp.fromDate(before))
    .orderBy(timeField)
    .limit(limit)
    .get();
  return parseEach(snapshot.docs);
}
