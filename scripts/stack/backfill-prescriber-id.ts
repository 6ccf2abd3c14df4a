/**
 * Renames the prescriber's id on stored records to its one name, `prescriberId`
 * (decision 055). Orders and patients stored it as `practitionerId`; staff links,
 * invitations and drafts as `prescriberUid`. Safe to run again: a record already carrying
 * `prescriberId` keeps it, and the old field is removed. Audit entries are never rewritten:
 * they record what was written when. The seed runs it on every start; against a real project
 * run `npx tsx scripts/stack/backfill-prescriber-id.ts <project-id>` with application default
 * credentials, once before deploying the rules and the function that read `prescriberId`.
 */
import { pathToFileURL } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { STAFF_COLLECTIONS, ORDER_COLLECTIONS, ORDER_DRAFT_COLLECTION, PATIENT_COLLECTIONS } from '@pharmacy/shared';

const PAGE = 400;

/** Each collection and the name it used to store the prescriber's id under. */
export const FORMER_PRESCRIBER_ID_FIELDS: readonly { collection: string; former: 'practitionerId' | 'prescriberUid' }[] = [
  { collection: ORDER_COLLECTIONS.orderRequests, former: 'practitionerId' },
  { collection: PATIENT_COLLECTIONS.patients, former: 'practitionerId' },
  { collection: STAFF_COLLECTIONS.staffLinks, former: 'prescriberUid' },
  { collection: STAFF_COLLECTIONS.staffInvitations, former: 'prescriberUid' },
  { collection: ORDER_DRAFT_COLLECTION, former: 'prescriberUid' },
];

async function rename(db: Firestore, collection: string, former: string): Promise<number> {
  let written = 0;
  for (;;) {
    // Only the records still carrying the former name: an equality on an existing field.
    const snapshot = await db.collection(collection).where(former, '>', '').limit(PAGE).get();
    if (snapshot.empty) return written;
    const batch = db.batch();
    for (const doc of snapshot.docs) {
      const id = doc.get('prescriberId') ?? doc.get(former);
      batch.update(doc.ref, { prescriberId: id, [former]: FieldValue.delete() });
    }
    await batch.commit();
    written += snapshot.size;
    // The renamed records no longer match, so the next page starts from the top again.
    if (snapshot.size < PAGE) return written;
  }
}

/** How many records of each collection were renamed. */
export async function backfillPrescriberId(db: Firestore): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { collection, former } of FORMER_PRESCRIBER_ID_FIELDS) counts[collection] = await rename(db, collection, former);
  return counts;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const projectId = process.argv[2];
  if (!projectId) {
    console.error('usage: tsx scripts/stack/backfill-prescriber-id.ts <project-id>');
    process.exit(2);
  }
  const counts = await backfillPrescriberId(getFirestore(initializeApp({ projectId })));
  for (const [collection, count] of Object.entries(counts)) console.log(`${collection}: ${count} renamed`);
}
