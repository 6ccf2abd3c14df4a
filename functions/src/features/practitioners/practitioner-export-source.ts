/**
 * The users records of Practitioner Registrations' filtered list, for the CSV export
 * (decision 028): counted by the database, then read a batch at a time in the list's
 * order, so an export of any size holds one batch in memory.
 */
import { FieldPath, Filter, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, type ListQuery } from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';

export interface PractitionerExportSource {
  count: (list: ListQuery) => Promise<number>;
  /** The records in the list's order, `batchSize` at a time. */
  batches: (list: ListQuery, batchSize: number) => AsyncIterable<Record<string, unknown>[]>;
}

/** What the CSV reads, so the stored search and sort keys are never downloaded. */
const CSV_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'status',
  'practitionerNumber',
  'clinicName',
  'clinicAddress',
  'dobYear',
  'dobMonth',
  'dobDay',
  'emailVerified',
  'createdAt',
];

function filtered({ conditions, anyOf }: ListQuery): Query {
  let query: Query = db().collection(COLLECTIONS.users);
  for (const { field, op, value } of conditions) query = query.where(field, op, value);
  // The search: any one of the prefix ranges (decision 070).
  if (anyOf) query = query.where(Filter.or(...anyOf.map((group) => Filter.and(...group.map(({ field, op, value }) => Filter.where(field, op, value))))));
  return query;
}

export const firestorePractitionerExport: PractitionerExportSource = {
  async count(list) {
    return (await filtered(list).count().get()).data().count;
  },
  async *batches(list, batchSize) {
    // Every ordered field too: a batch's last record is the next one's cursor, given by
    // value, so that a search's ranges (decision 070) are part of it as well.
    const ordering = [list.orderBy.field, ...(list.thenBy ?? [])];
    const fields = [...new Set([...CSV_FIELDS, ...ordering])];
    let ordered = filtered(list);
    for (const field of ordering) ordered = ordered.orderBy(field, list.orderBy.direction);
    ordered = ordered.orderBy(FieldPath.documentId(), list.orderBy.direction).select(...fields).limit(batchSize);
    let last: QueryDocumentSnapshot<DocumentData> | undefined;
    for (;;) {
      const snapshot = await (last ? ordered.startAfter(...ordering.map((field) => last?.get(field) as unknown), last.id) : ordered).get();
      if (snapshot.empty) return;
      yield snapshot.docs.map((doc) => doc.data());
      if (snapshot.size < batchSize) return;
      last = snapshot.docs.at(-1);
    }
  },
};
